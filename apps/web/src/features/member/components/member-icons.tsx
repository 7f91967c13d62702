import type { ReactNode } from 'react';
import { Icon, InviteIcon } from '../../../components/icons.tsx';
import { DepositIcon, WithdrawIcon } from '../../../components/more-icons.tsx';
import type { ListId, TileId } from '../entries.ts';

// The member centre's icons, drawn in the line style of components/icons.tsx (24 px grid,
// 2 px stroke): decorative, so every control that carries one is labelled by its text.

export const SettingsIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </Icon>
);
export const MailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
);
const CrownIcon = () => (
  <Icon>
    <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
    <path d="M5 19h14" />
  </Icon>
);
const DownloadIcon = () => (
  <Icon>
    <rect x="6" y="2" width="12" height="20" rx="2.5" />
    <path d="M12 7v7M9 11l3 3 3-3M10 18h4" />
  </Icon>
);
const ShieldCheckIcon = () => (
  <Icon>
    <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </Icon>
);
const TeamIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5" />
    <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.8c2 .8 3.1 2.5 3.5 5.2" />
  </Icon>
);
const ReceiptIcon = ({ mark }: { mark: ReactNode }) => (
  <Icon>
    <path d="M5 3h14v18l-2.3-1.5L14.3 21 12 19.5 9.7 21l-2.4-1.5L5 21z" />
    {mark}
  </Icon>
);
const ListIcon = () => (
  <Icon>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" />
    <circle cx="4.5" cy="12" r="1" />
    <circle cx="4.5" cy="18" r="1" />
  </Icon>
);
const TicketIcon = () => (
  <Icon>
    <path d="M3 8a2 2 0 0 0 0 4v0a2 2 0 0 0 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6H3z" />
    <path d="M14 6v12" strokeDasharray="2 2" />
  </Icon>
);
const ChartIcon = () => (
  <Icon>
    <path d="M3 3v18h18" />
    <path d="M7 15l4-4 3 3 6-7" />
  </Icon>
);
const TransferIcon = () => (
  <Icon flipInRtl>
    <path d="M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4" />
  </Icon>
);
const TrophyIcon = () => (
  <Icon>
    <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8M9 18h6" />
  </Icon>
);
const CoinsIcon = () => (
  <Icon>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v5c0 1.7 2.7 3 6 3M15 7v2" />
    <ellipse cx="15" cy="14" rx="6" ry="3" />
    <path d="M9 14v4c0 1.7 2.7 3 6 3s6-1.3 6-3v-4" />
  </Icon>
);
const FlagIcon = () => (
  <Icon>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </Icon>
);
const PercentIcon = () => (
  <Icon>
    <path d="M19 5L5 19" />
    <circle cx="7" cy="7" r="2.5" />
    <circle cx="17" cy="17" r="2.5" />
  </Icon>
);

export const ENTRY_ICONS: Record<TileId | ListId, () => ReactNode> = {
  memberBenefits: CrownIcon,
  download: DownloadIcon,
  voucherCenter: DepositIcon,
  withdraw: WithdrawIcon,
  inviteFriends: InviteIcon,
  securityCenter: ShieldCheckIcon,
  agent: TeamIcon,
  vouReport: () => <ReceiptIcon mark={<path d="M12 7v6M9.5 10.5 12 13l2.5-2.5M9 16h6" />} />,
  withdrawReport: () => <ReceiptIcon mark={<path d="M12 13V7M9.5 9.5 12 7l2.5 2.5M9 16h6" />} />,
  transactionRecord: ListIcon,
  gameRecord: TicketIcon,
  profitandloss: ChartIcon,
  upLineTransfer: TransferIcon,
  rewardCenter: TrophyIcon,
  manualRebate: CoinsIcon,
  leaderBoard: FlagIcon,
  rebateReport: PercentIcon,
  webEmail: MailIcon,
};
