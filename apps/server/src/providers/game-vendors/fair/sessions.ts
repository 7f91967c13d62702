import { GAME_FAMILIES, type GameFamily, type WalletAuthenticateResponse } from '@lobby/shared';
import { appError } from '../../../core/errors.ts';
import type { FairProvider, Player } from './seeds.ts';
import { WalletCallError, type WalletClient } from './wallet-client.ts';

// Who is playing (decision 079). The game URL carries the vendor's own token,
// `<vassalage>.<family>.<game-session token>`: like a foreign aggregator, the vendor learns the
// lobby's vendor code (whose wallet path and secret to use) and the game family from its own
// launch link, and the player only by exchanging the game-session token through the wallet's
// signed authenticate call. Answers are kept briefly, so a burst of rounds costs one call.

export interface VendorSession {
  vassalage: string;
  family: GameFamily;
  /** The lobby's game-session token, sent with every debit. */
  token: string;
  player: Player;
  auth: WalletAuthenticateResponse;
}

const TOKEN_SHAPE = /^([A-Z0-9_]{2,32})\.([a-z]{1,16})\.([\x21-\x7e]{16,200})$/;
const CACHE_MS = 30_000;
const CACHE_ENTRIES = 2_000;

/** The vendor token a launch puts in the game URL. */
export const vendorToken = (vassalage: string, family: GameFamily, sessionToken: string) =>
  `${vassalage}.${family}.${sessionToken}`;

export function parseVendorToken(
  raw: string,
): { vassalage: string; family: GameFamily; token: string } | null {
  const match = TOKEN_SHAPE.exec(raw);
  if (!match) return null;
  const [, vassalage, family, token] = match as unknown as [string, string, string, string];
  if (!(GAME_FAMILIES as readonly string[]).includes(family)) return null;
  return { vassalage, family: family as GameFamily, token };
}

/** The bearer token of an Authorization header, if any. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export const sessionInvalid = () =>
  appError('GAME_SESSION_INVALID', 'The game session is not valid or has ended: launch the game again.');

export function sessionResolver(wallet: WalletClient, provider: FairProvider) {
  const cache = new Map<string, { session: VendorSession; until: number }>();

  async function authenticate(raw: string): Promise<VendorSession> {
    const parsed = parseVendorToken(raw);
    if (!parsed) throw sessionInvalid();
    let auth: WalletAuthenticateResponse;
    try {
      auth = await wallet.authenticate(parsed.vassalage, parsed.token);
    } catch (error) {
      if (error instanceof WalletCallError && !error.uncertain) throw sessionInvalid();
      throw appError('SERVICE_UNAVAILABLE', 'The wallet cannot be reached; please try again.');
    }
    const session = { ...parsed, player: { provider, playerId: auth.playerId }, auth };
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(raw, { session, until: Date.now() + CACHE_MS });
    return session;
  }

  return {
    /** The session of a bearer token; `fresh` asks the wallet again (for an up-to-date balance). */
    async resolve(header: string | undefined, fresh = false): Promise<VendorSession> {
      const raw = bearerOf(header);
      if (!raw) throw sessionInvalid();
      const cached = cache.get(raw);
      if (!fresh && cached && cached.until > Date.now()) return cached.session;
      cache.delete(raw);
      return authenticate(raw);
    },
  };
}
