import { type HomeBanner, TIMINGS, TRIAL_CUSTOMER_TYPE } from '@lobby/shared';
import { type ReactNode, type SyntheticEvent, useRef, useState } from 'react';
import { useHomeContent } from '../lib/home-content.ts';
import { Link } from '../lib/router.ts';
import { useSession } from '../lib/session.ts';
import { useTranslation } from '../lib/translation.ts';
import { bannersFor, bannerTarget } from './banner-action.ts';
import { nextSlide, slideAt } from './carousel-rules.ts';
import { useAutoplay } from './use-autoplay.ts';

/**
 * spec 2.1, 2.4: the banner area of home-type paths, a carousel of Home's banners. A
 * horizontal scroll-snap track the finger swipes; it advances every 5000 ms and loops only
 * with more than one banner. The area keeps its 750 × 300 box before the banners are known and
 * without any (a calm branded placeholder), so nothing below it moves. The artwork carries no
 * words: each banner's title, text and button are page text over it (decision 038).
 */
export function BannerArea() {
  const session = useSession();
  // A trial member may still register a real account (decision 016): only members are spared.
  const member = session !== null && session.type !== TRIAL_CUSTOMER_TYPE;
  const banners = bannersFor(useHomeContent()?.banners ?? [], member);
  return (
    <div className="banner-area">
      {banners.length === 0 ? (
        <div className="banner-frame banner-placeholder" aria-hidden="true" />
      ) : (
        <BannerCarousel banners={banners} />
      )}
    </div>
  );
}

function BannerCarousel({ banners }: { banners: readonly HomeBanner[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const [held, setHeld] = useState(false);
  const count = banners.length;
  const index = Math.min(shown, count - 1);

  useAutoplay({ count, index, intervalMs: TIMINGS.bannerAutoplayMs, held }, () => {
    const element = track.current;
    if (!element) return;
    // A right-to-left track scrolls towards negative offsets.
    const direction = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollTo({ left: direction * nextSlide(index, count) * element.clientWidth, behavior: 'smooth' });
  });

  // The layout's back swipe (spec 2.1) must not take a swipe through the banners for itself.
  const hold = (event: SyntheticEvent) => {
    event.stopPropagation();
    setHeld(true);
  };
  const release = (event: SyntheticEvent) => {
    event.stopPropagation();
    setHeld(false);
  };

  return (
    <section
      className="banner-frame banner-carousel"
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.banners')}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div
        ref={track}
        className="banner-track"
        onScroll={(event) => {
          const element = event.currentTarget;
          setShown(slideAt(element.scrollLeft, element.clientWidth, count));
        }}
        onTouchStart={hold}
        onTouchEnd={release}
        onTouchCancel={release}
      >
        {banners.map((banner, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the WAI-ARIA carousel pattern; a fieldset is a form's.
          <div
            key={banner.id}
            className="banner-slide"
            role="group"
            aria-roledescription={t('home.slide')}
            aria-label={t('home.slideOf', { current: i + 1, total: count })}
            data-current={i === index}
          >
            <BannerLink banner={banner}>
              <BannerPicture banner={banner} first={i === 0} />
              {(banner.title || banner.text || banner.button) && (
                <span className="banner-copy">
                  {banner.title && (
                    <span className="banner-title" dir="auto">
                      {banner.title}
                    </span>
                  )}
                  {banner.text && (
                    <span className="banner-text" dir="auto">
                      {banner.text}
                    </span>
                  )}
                  {banner.button && (
                    <span className="button button-gold banner-button" dir="auto">
                      {banner.button}
                    </span>
                  )}
                </span>
              )}
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="banner-dots" aria-hidden="true">
          {banners.map((banner, i) => (
            <span key={banner.id} className={i === index ? 'banner-dot current' : 'banner-dot'} />
          ))}
        </div>
      )}
    </section>
  );
}

/** The whole banner, its button included, runs its action (spec 2.4); without one it is plain. */
function BannerLink({ banner, children }: { banner: HomeBanner; children: ReactNode }) {
  const { t } = useTranslation();
  const target = bannerTarget(banner.action);
  // A banner of artwork alone still names where it leads.
  const wordless = !(banner.title || banner.text || banner.button || banner.alt);
  const label = wordless ? t('home.banners') : undefined;
  if (target?.kind === 'external')
    return (
      <a
        className="banner-link"
        href={target.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
      >
        {children}
      </a>
    );
  if (target?.kind === 'route')
    return (
      <Link className="banner-link" to={target.path} aria-label={label}>
        {children}
      </Link>
    );
  return <div className="banner-link">{children}</div>;
}

/**
 * The artwork in modern formats and width variants made at upload (AVIF or WebP, with a
 * fallback), its size reserved; the first is the likely LCP element, the others wait.
 */
function BannerPicture({ banner, first }: { banner: HomeBanner; first: boolean }) {
  const { image } = banner;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes="100vw" />
      ))}
      <img
        src={image.src}
        srcSet={image.srcset || undefined}
        sizes="100vw"
        width={image.width}
        height={image.height}
        alt={banner.alt}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'auto' : 'async'}
      />
    </picture>
  );
}
