import { appError } from '../../core/errors.ts';
import { vendorToken } from './fair/sessions.ts';
import type { GameVendorAdapter, LaunchRequest } from './vendor.ts';

// The in-house vendor (issue 12, spec 1 "in-house games"): this server's own provably fair dice,
// mines and slot. Its pages live at /games/inhouse/<family> and call API_PATHS.inhouseApi with the
// token of their URL; its server (fair/routes.ts) moves money only over the signed wallet.

export const INHOUSE_ADAPTER = 'inhouse';
export const INHOUSE_PAGES = '/games/inhouse';

/** The family's game page with the vendor token (`family` is required for the built-in vendors). */
export function fairGameUrl(pages: string, request: LaunchRequest): string {
  if (!request.family) throw appError('GAME_UNAVAILABLE', 'This game has no engine to play it.');
  const token = vendorToken(request.vassalage, request.family, request.sessionToken);
  return `${pages}/${request.family}?token=${encodeURIComponent(token)}`;
}

export function inhouseAdapter(): GameVendorAdapter {
  return {
    adapter: INHOUSE_ADAPTER,
    launch: async (request) => ({ gameUrl: fairGameUrl(INHOUSE_PAGES, request) }),
  };
}
