import { Icon } from './icons.tsx';

// Icons that only lazily loaded screens and menus draw. They stay out of icons.tsx, which the
// first paint carries: a module goes whole into one chunk, so an icon exported there would
// load with the shell even when only a lazy screen uses it (decision 007).

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
export const RefreshIcon = () => (
  <Icon>
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
  </Icon>
);
export const ChevronIcon = () => (
  <Icon flipInRtl>
    <path d="M9 5l7 7-7 7" />
  </Icon>
);
export const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <Icon>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M4 4l16 16" />}
  </Icon>
);
export const SignOutIcon = () => (
  <Icon>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
  </Icon>
);
export const KeyIcon = () => (
  <Icon>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l9-9M16 7l3 3M14 9l2 2" />
  </Icon>
);
export const HeadsetIcon = () => (
  <Icon>
    <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
    <path d="M4 14h3v5H6a2 2 0 0 1-2-2zM20 14h-3v5h1a2 2 0 0 0 2-2z" />
  </Icon>
);
export const LockIcon = () => (
  <Icon>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Icon>
);

// Issue 9: deposit and withdraw told apart at a glance: money going into the wallet, or out of it.
export const DepositIcon = () => (
  <Icon>
    <path d="M8 10H5a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7a2 2 0 0 0-2-2h-3" />
    <path d="M12 2v12M8 10l4 4 4-4M7 18h10" />
  </Icon>
);
export const WithdrawIcon = () => (
  <Icon>
    <path d="M8 10H5a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7a2 2 0 0 0-2-2h-3" />
    <path d="M12 16V3M8 7l4-4 4 4" />
    <circle cx="12" cy="18" r="1" />
  </Icon>
);
