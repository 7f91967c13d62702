import { type Announcement, ROUTES } from '@lobby/shared';
import { type CSSProperties, Fragment } from 'react';
import { useReducedMotion } from '../../../components/use-autoplay.ts';
import { Link } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { tickerSeconds, tickerTitles } from '../ticker-rules.ts';

const SEPARATOR = '   •   ';

/**
 * spec 2.4: the announcement ticker, a marquee of announcement titles that opens /m/notice; with
 * none it says so. A CSS transform at one speed for any length, running the other way in a
 * right-to-left page; for a reader who asked for less motion, the first title stands still.
 * Before the content is known it keeps its height, empty.
 */
export function AnnouncementTicker({ announcements }: { announcements: readonly Announcement[] | null }) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const titles = announcements ? tickerTitles(announcements) : [];
  const characters = titles.join(SEPARATOR).length;
  return (
    <Link to={ROUTES.notice} className="ticker">
      <SpeakerIcon />
      <span className="visually-hidden">{t('titles.notice')}</span>
      <span className="ticker-window">
        {announcements && titles.length === 0 && (
          <span className="ticker-static">{t('home.noAnnouncement')}</span>
        )}
        {titles.length > 0 && reducedMotion && <bdi className="ticker-static">{titles[0]}</bdi>}
        {titles.length > 0 && !reducedMotion && (
          <span
            className="ticker-track"
            style={{ '--ticker-seconds': `${tickerSeconds(characters)}s` } as CSSProperties}
          >
            {titles.map((title, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two notices may share a title; the list is only ever replaced whole.
              <Fragment key={`${i}-${title}`}>
                {i > 0 && <span aria-hidden="true">{SEPARATOR}</span>}
                <bdi>{title}</bdi>
              </Fragment>
            ))}
          </span>
        )}
      </span>
    </Link>
  );
}

const SpeakerIcon = () => (
  <svg
    className="ticker-icon icon-flip-rtl"
    width="20"
    height="20"
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
  >
    <path fill="currentColor" d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z" />
  </svg>
);
