import type { HotMatch } from '@lobby/shared';
import { Sheet } from '../../../components/sheet.tsx';
import { launchGamePath } from '../../../lib/game-launch.ts';
import { requestLogin } from '../../../lib/login-prompt.ts';
import { useNavigate } from '../../../lib/router.ts';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { HotMatchTeams } from './hot-match-teams.tsx';

/**
 * spec 2.4: the hot-match modal: the league, both teams with their badges, the match time and a
 * bet button that launches the game (vendor, the room as game id, node) without a choice
 * dialog. A guest logs in first and then goes on to the game. The sheet is a native <dialog>:
 * focus stays inside, Escape and the backdrop close it, and the page does not scroll behind it.
 */
export default function HotMatchDialog({ match, onClose }: { match: HotMatch; onClose(): void }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const bet = () => {
    const path = launchGamePath(match);
    onClose();
    if (session) navigate(path);
    else requestLogin({ returnTo: path });
  };
  return (
    <Sheet open onClose={onClose} title={match.league} side="bottom">
      <div className="hot-match-detail">
        <HotMatchTeams match={match} size={64} timeLabel={t('home.matchTime')} />
        <button type="button" className="button button-primary" onClick={bet}>
          {t('home.bet')}
        </button>
      </div>
    </Sheet>
  );
}
