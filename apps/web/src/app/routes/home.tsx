import { Suspense, useEffect, useState } from 'react';
import { DownloadBar } from '../../components/download/download-bar.tsx';
import { HomePopups } from '../../features/content/components/home-popups.tsx';
import { HomeScreen } from '../../features/home/screens/home-screen.tsx';
import { useHomeContent } from '../../lib/home-content.ts';
import { withLocalePart } from '../../lib/i18n.ts';
import { lazyWithQueries } from '../../lib/with-queries.tsx';

// /m/home (spec 2.4): the download bar (2.10), Home's own content (banners come with the
// layout's banner area), the popular-games tabs and the popups of section 4. Lottery joins with its issue.

/** A member's loads on Home (spec 2.4), from the accounts, wallet and games features, loaded only for a member. */
const memberHome = () => {
  // A failure leaves the header as it was; a session found over is handled by the API client.
  import('../home-member.ts').then((m) => m.loadMemberHome()).catch(() => undefined);
};

// Decision 082: the games tabs, their texts and TanStack Query are a chunk of their own, asked for
// only once Home has painted, so Home's first-paint bytes stay as they were.
const HomeGameTabs = lazyWithQueries(() =>
  withLocalePart('games', () => import('../../features/games/components/home-game-tabs.tsx')).then(
    (m) => m.HomeGameTabs,
  ),
);
// The slot's height before the tabs arrive: their bar and two rows of tiles, so what follows
// (the footer) is below the fold already and nothing on screen shifts when they draw.
const HOME_GAMES_MIN_HEIGHT = { minHeight: 460 };

function LazyHomeGames() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // Two frames: the first paint is on screen before the chunk is asked for.
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setPainted(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div style={HOME_GAMES_MIN_HEIGHT}>
      {painted ? (
        <Suspense fallback={null}>
          <HomeGameTabs />
        </Suspense>
      ) : null}
    </div>
  );
}

export function Component() {
  const content = useHomeContent();
  return (
    <>
      <DownloadBar />
      <HomeScreen onMemberHome={memberHome} games={<LazyHomeGames />} />
      <HomePopups announcements={content?.announcements} />
    </>
  );
}
