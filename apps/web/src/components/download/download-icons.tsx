import { Icon } from '../icons.tsx';

// The popup's icons, drawn for Lobby (no platform logos); loaded with the popup only.

export const AndroidIcon = () => (
  <Icon>
    <path d="M5 11a7 7 0 0 1 14 0v6a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1z" />
    <path d="M8 5L6.5 3M16 5l1.5-2M9 9h.01M15 9h.01M3 12v4M21 12v4M9 18v3M15 18v3" />
  </Icon>
);
export const PhoneIcon = () => (
  <Icon>
    <rect x="6" y="2" width="12" height="20" rx="3" />
    <path d="M11 18h2" />
  </Icon>
);
export const ProfileIcon = () => (
  <Icon>
    <path d="M7 3h7l4 4v14H7z" />
    <path d="M14 3v4h4M10 14l2 2 3-4" />
  </Icon>
);
export const DownloadIcon = () => (
  <Icon size={20}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Icon>
);
