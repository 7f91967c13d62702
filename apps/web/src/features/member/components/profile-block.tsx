import { headIconUrl, type MemberInfo, type SessionInfo, TRIAL_CUSTOMER_TYPE } from '@lobby/shared';
import { useState } from 'react';
import { Icon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { daysSinceJoined, viewerTimeZone } from '../joined-days.ts';
import { HeadIconPicker } from './head-icon-picker.tsx';

const PencilIcon = () => (
  <Icon size={16}>
    <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />
  </Icon>
);

export interface ProfileBlockProps {
  session: SessionInfo;
  /** Member info once it has arrived: until then the stored account name shows alone. */
  info: MemberInfo | undefined;
  /** The avatar's shown size in CSS pixels (the templates differ). */
  avatarSize: number;
}

/**
 * spec 2.9 profile block: the account name, the VIP level label when above 0, "joined on day n"
 * (decision 055), and the head icon, which a real member taps to choose another (spec 7; a trial
 * member may not change it, decision 014).
 */
export function ProfileBlock({ session, info, avatarSize }: ProfileBlockProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const trial = session.type === TRIAL_CUSTOMER_TYPE;
  const icon = info?.headIcon ?? 1;
  const days = info ? daysSinceJoined(info.regDate, Date.now(), viewerTimeZone()) : null;
  const avatar = (
    <img className="mc-avatar" src={headIconUrl(icon)} alt="" width={avatarSize} height={avatarSize} />
  );
  return (
    <div className="mc-profile">
      {trial ? (
        avatar
      ) : (
        <button
          type="button"
          className="mc-avatar-button"
          aria-label={t('memberCentre.changeAvatar')}
          aria-haspopup="dialog"
          onClick={() => setPicking(true)}
        >
          {avatar}
          <span className="mc-avatar-edit">
            <PencilIcon />
          </span>
        </button>
      )}
      <div className="mc-profile-text">
        <h2 className="mc-account">
          <bdi>{info?.account ?? session.userName}</bdi>
        </h2>
        {info && info.vipLevel > 0 && (
          <span className="mc-vip">{t('memberCentre.vip', { level: info.vipLevel })}</span>
        )}
        {days !== null && (
          <p className="mc-joined">
            {days === 0 ? t('memberCentre.joinedToday') : t('memberCentre.joinedDays', { count: days })}
          </p>
        )}
      </div>
      {picking && <HeadIconPicker current={icon} onClose={() => setPicking(false)} />}
    </div>
  );
}
