import type { ReactNode } from 'react';

// Inline icons drawn for Lobby: no icon font, no extra request. Decorative: callers label the control.
// The icons here are the first paint's; those only lazy code draws live in more-icons.tsx.
export function Icon({
  children,
  size = 24,
  flipInRtl = false,
}: {
  children: ReactNode;
  size?: number;
  flipInRtl?: boolean;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={flipInRtl ? 'icon icon-flip-rtl' : 'icon'}
    >
      {children}
    </svg>
  );
}

export const BackIcon = () => (
  <Icon flipInRtl>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);
export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);
export const HomeIcon = () => (
  <Icon>
    <path d="M3 11l9-7 9 7" />
    <path d="M5 10v10h5v-6h4v6h5V10" />
  </Icon>
);
export const GiftIcon = () => (
  <Icon>
    <rect x="3" y="8" width="18" height="5" rx="1" />
    <path d="M5 13v8h14v-8M12 8v13M12 8c-2-4-6-4-6-1s6 1 6 1zM12 8c2-4 6-4 6-1s-6 1-6 1z" />
  </Icon>
);
export const WalletIcon = () => (
  <Icon>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M3 10h18M16 15h2" />
    <path d="M7 6l8-3 2 3" />
  </Icon>
);
export const InviteIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5M19 8v6M16 11h6" />
  </Icon>
);
export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1-4.2 4.2-6.5 8-6.5s7 2.3 8 6.5" />
  </Icon>
);
export const ToolIcon = () => (
  <Icon size={56}>
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.1-.4-.4-2.1z" />
  </Icon>
);
export const GlobeIcon = () => (
  <Icon size={56}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.8 3 2.8 15 0 18M12 3c-2.8 3-2.8 15 0 18" />
  </Icon>
);
export const ShieldIcon = () => (
  <Icon size={56}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </Icon>
);
export const CloudOffIcon = () => (
  <Icon size={56}>
    <path d="M7 18h10a4 4 0 0 0 .6-8A6 6 0 0 0 6.2 9 4.5 4.5 0 0 0 7 18zM4 4l16 16" />
  </Icon>
);
