import { useEffect, useRef, useState } from 'react';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { pageBackPath, readLaunchPageQuery } from '../../../lib/game-launch.ts';
import { requestLogin } from '../../../lib/login-prompt.ts';
import { Link, useSearchParams } from '../../../lib/router.ts';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { Spinner } from '../components/home-game-tabs.tsx';
import { startLaunch } from '../launch.ts';
import '../components/games.css';

// /m/launchGame (spec 2.1; decision 084): reads playType, prize_mode, code (default lobby),
// pageBack (default home), vendor, gameId and nodeId, launches at once, and goes to the game
// in this tab. On failure the loading toast goes, the error shows, and a way back to pageBack.
// A guest gets the login modal; after logging in the screen launches.

export function LaunchGameScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const signedIn = useSession() !== null;
  const query = readLaunchPageQuery(search);
  const back = pageBackPath(query.pageBack);
  const [failure, setFailure] = useState<unknown>(null);
  const asked = useRef<'guest' | 'member' | null>(null);
  // Once per visitor state: a guest is asked to log in once, a member's launch starts once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is read once, when the launch starts.
  useEffect(() => {
    const who = signedIn ? 'member' : 'guest';
    if (asked.current === who || asked.current === 'member') return;
    asked.current = who;
    // A guest reads why on the page itself (no toast on arrival) and gets the login modal.
    if (!signedIn) {
      requestLogin();
      return;
    }
    const { pageBack: _pageBack, ...launch } = query;
    void startLaunch({ ...launch, backUrl: back }, t, (url) => window.location.replace(url)).then(
      (error) => error && setFailure(error),
    );
  }, [signedIn]);
  return (
    <main className="page-content games-launch" data-testid="launch-game">
      {failure ? (
        <section className="games-state" role="alert" data-testid="launch-failed">
          <p>{t('games.launchFailed')}</p>
          <p className="muted">{t(errorMessageKey(failure))}</p>
          <Link className="button button-primary" to={back} replace>
            {t('games.back')}
          </Link>
        </section>
      ) : signedIn ? (
        <Spinner />
      ) : (
        <section className="games-state">
          <p>{t('games.in_logged_login')}</p>
          <Link className="button button-outline" to={back} replace>
            {t('games.back')}
          </Link>
        </section>
      )}
    </main>
  );
}
