import { ROUTES } from '@lobby/shared';
import type { MouseEvent } from 'react';
import { BackIcon } from '../../../components/icons.tsx';
import { requestLogin } from '../../../lib/login-prompt.ts';
import { Link } from '../../../lib/router.ts';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useUnreadCount } from '../../../lib/unread-count.ts';
import { MailIcon, SettingsIcon } from './member-icons.tsx';

/** A guest's tap on a members' link opens the login modal, which returns to that page. */
function guestToLogin(event: MouseEvent, signedIn: boolean, to: string): void {
  if (signedIn) return;
  event.preventDefault();
  requestLogin({ returnTo: to });
}

/**
 * The member centre's own top bar (spec 2.1: its paths have no app header; 2.9): the back arrow
 * to /m/home, the title hd_member_center, the message centre with its red dot while anything is
 * unread, and settings. Without a session, messages and settings open the login modal.
 */
export function MemberTopBar() {
  const { t } = useTranslation();
  const session = useSession();
  const unread = useUnreadCount() > 0;
  const signedIn = session !== null;
  return (
    <div className="mc-top-bar">
      <Link className="icon-button" to={ROUTES.home} aria-label={t('common.backHome')}>
        <BackIcon />
      </Link>
      <h1 className="mc-title">{t('titles.mine')}</h1>
      <Link
        className="icon-button mc-mail"
        to={ROUTES.webEmail}
        aria-label={t(unread ? 'memberCentre.messagesUnread' : 'memberCentre.messages')}
        onClick={(event) => guestToLogin(event, signedIn, ROUTES.webEmail)}
      >
        <MailIcon />
        {unread && <span className="mc-dot" data-testid="unread-dot" />}
      </Link>
      <Link
        className="icon-button"
        to={ROUTES.set}
        aria-label={t('memberCentre.settings')}
        onClick={(event) => guestToLogin(event, signedIn, ROUTES.set)}
      >
        <SettingsIcon />
      </Link>
    </div>
  );
}
