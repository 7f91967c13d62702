import { type ReactNode, useEffect } from 'react';
import { useHomeContent } from '../../../lib/home-content.ts';
import { useSession } from '../../../lib/session.ts';
import { AnnouncementTicker } from '../components/announcement-ticker.tsx';
import { HotMatchStrip } from '../components/hot-match-strip.tsx';
import { ServiceBar } from '../components/service-bar.tsx';

/**
 * Home (spec 2.4), below the layout's banner carousel: the announcement ticker, the hot-match
 * strip, the popular-games tabs (issue 12, passed in by the route module) and the floating service bar.
 */
export function HomeScreen({
  onMemberHome,
  games,
}: {
  /** What Home does on load for a signed-in member; the route module composes it from the features that own those calls. */
  onMemberHome?: () => void;
  /** The popular-games tabs (spec 2.4), which the route module loads after the first paint. */
  games?: ReactNode;
}) {
  const content = useHomeContent();
  const signedIn = useSession() !== null;

  // spec 2.4: on load it scrolls to top. (Braces: newer browsers return a promise from scrollTo,
  // which React would take for a clean-up function.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  // spec 2.4: with a session, Home renews member info and loads the wallet balance and the
  // favourite games (issue 12). One more load joins here with its issue, as a call of its own
  // feature passed in like this one: the agent contract-request check (spec 2.4, 7;
  // member types 4, 40, 41, 42 excluded, spec 6), which offers the contract routes of 2.1.
  useEffect(() => {
    if (signedIn) onMemberHome?.();
  }, [signedIn, onMemberHome]);

  return (
    <main className="page-content home">
      <AnnouncementTicker announcements={content?.announcements ?? null} />
      <HotMatchStrip matches={content?.hotMatches ?? []} />
      {games}
      <ServiceBar links={content?.serviceBar ?? null} />
    </main>
  );
}
