import { type HotMatch, TIMINGS } from '@lobby/shared';
import { type CSSProperties, lazy, Suspense, useRef, useState } from 'react';
import { nextSlide } from '../../../components/carousel-rules.ts';
import { useAutoplay } from '../../../components/use-autoplay.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { HotMatchTeams } from './hot-match-teams.tsx';

// The modal and its sheet load on the first tap, never with Home's first paint (decision 007).
const HotMatchDialog = lazy(() => import('./hot-match-dialog.tsx'));

/**
 * spec 2.4: upcoming matches in a vertical carousel (500 ms transition, 5000 ms autoplay,
 * looping only with more than one); tapping one opens the hot-match modal. Held while a finger
 * or focus is on it; a focused match slides into view.
 */
export function HotMatchStrip({ matches }: { matches: readonly HotMatch[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const [held, setHeld] = useState(false);
  const [open, setOpen] = useState<HotMatch | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const count = matches.length;
  const index = Math.min(shown, Math.max(0, count - 1));
  useAutoplay({ count, index, intervalMs: TIMINGS.hotMatchAutoplayMs, held: held || open !== null }, () =>
    setShown(nextSlide(index, count)),
  );
  if (count === 0) return null;

  const style = {
    '--hot-match-index': index,
    '--hot-match-ms': `${TIMINGS.hotMatchTransitionMs}ms`,
  } as CSSProperties;
  return (
    <section className="hot-matches" aria-labelledby="hot-matches-title">
      <h2 id="hot-matches-title" className="home-section-title">
        {t('home.hotMatches')}
      </h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: these handlers only hold the autoplay; the matches are buttons. */}
      <div
        className="hot-match-window"
        onTouchStart={() => setHeld(true)}
        onTouchEnd={() => setHeld(false)}
        onTouchCancel={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
        }}
      >
        <ul className="hot-match-list" style={style}>
          {matches.map((match, i) => (
            <li key={match.id} aria-current={i === index ? 'true' : undefined}>
              <button
                type="button"
                className="hot-match"
                onFocus={() => setShown(i)}
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setOpen(match);
                }}
              >
                <span className="hot-match-league">{match.league}</span>
                <HotMatchTeams match={match} size={32} />
              </button>
            </li>
          ))}
        </ul>
      </div>
      {open && (
        <Suspense fallback={null}>
          <HotMatchDialog
            match={open}
            onClose={() => {
              setOpen(null);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
