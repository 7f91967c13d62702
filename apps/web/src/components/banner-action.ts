import { type BannerAction, type HomeBanner, ROUTES } from '@lobby/shared';
import { launchGamePath } from '../lib/game-launch.ts';

/** Where tapping a banner leads (spec 2.4): a path inside the app, a page outside it, or nowhere. */
export type BannerTarget = { kind: 'route'; path: string } | { kind: 'external'; url: string } | null;

/**
 * A route goes inside the app, a link opens outside it, a game goes to the game launcher. The
 * server checked each on write; anything else (a protocol-relative path, a non-http link) is
 * inert here too.
 */
export function bannerTarget(action: BannerAction): BannerTarget {
  switch (action.kind) {
    case 'route':
      return action.path.startsWith('/') && !action.path.startsWith('//')
        ? { kind: 'route', path: action.path }
        : null;
    case 'link':
      return /^https?:\/\//i.test(action.url) ? { kind: 'external', url: action.url } : null;
    case 'game':
      return { kind: 'route', path: launchGamePath(action) };
    default:
      return null;
  }
}

/** Pages only a guest can use: a member who opens them is sent home (decision 016). */
const GUEST_ONLY: readonly string[] = [ROUTES.register, ROUTES.login];

/**
 * The banners a visitor sees: a banner that opens registration or the login is an invitation,
 * so a member with a real account does not see it (it would only lead home). Everything else
 * is for all.
 */
export function bannersFor(banners: readonly HomeBanner[], member: boolean): readonly HomeBanner[] {
  if (!member) return banners;
  return banners.filter((banner) => {
    const target = bannerTarget(banner.action);
    return !(target?.kind === 'route' && GUEST_ONLY.includes(target.path.split('?')[0] ?? ''));
  });
}
