import type {
  FairRoundsResponse,
  FairRoundView,
  InhouseSessionResponse,
  PlayResponse,
  RotateSeedsResponse,
  SeedsResponse,
} from '@lobby/shared';
import type { GamePageConfig } from './config.ts';

// The vendor's page API (shared/inhouse-games.ts), called with the game-session token from the
// page's address. The answers are typed, not parsed: zod and the shared schemas would triple this
// bundle (decision 080), and the server validates and serialises every answer with them.

/** An error answer: its code (the envelope's, or NETWORK_ERROR / SERVER_ERROR). */
export interface GameApiError {
  code: string;
  status: number;
}

const apiError = (code: string, status: number): GameApiError => ({ code, status });

const TOKEN_KEY = 'fair-games-token';

/**
 * The session token: taken from `?token=` and dropped from the address bar (a shared screenshot
 * or a copied link does not carry it), kept for this tab so a reload or the verify view works.
 */
export function takeToken(location: Location, history: History, storage: Storage): string | null {
  const url = new URL(location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    storage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete('token');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return storage.getItem(TOKEN_KEY);
}

export interface GameApi {
  session(): Promise<InhouseSessionResponse>;
  seeds(): Promise<SeedsResponse>;
  setClientSeed(clientSeed: string): Promise<SeedsResponse>;
  rotate(): Promise<RotateSeedsResponse>;
  play(family: string, body: unknown): Promise<PlayResponse>;
  reveal(roundId: string, tile: number): Promise<PlayResponse>;
  cashout(roundId: string): Promise<PlayResponse>;
  round(id: string): Promise<FairRoundView>;
  rounds(): Promise<FairRoundsResponse>;
}

export function createApi(config: GamePageConfig, token: string | null): GameApi {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(config.apiBase + path, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw apiError('NETWORK_ERROR', 0);
    }
    const json = (await response.json().catch(() => null)) as
      | { success: true; value: T }
      | { success: false; error: { code: string } }
      | null;
    if (json?.success) return json.value;
    throw apiError(json?.success === false ? json.error.code : 'SERVER_ERROR', response.status);
  };
  const p = config.paths;
  return {
    session: () => call('GET', p.session),
    seeds: () => call('GET', p.seeds),
    setClientSeed: (clientSeed) => call('PUT', p.seeds, { clientSeed }),
    rotate: () => call('POST', p.seedsRotate),
    play: (family, body) => call('POST', p.play.replace(':family', family), body),
    reveal: (roundId, tile) => call('POST', p.minesReveal, { roundId, tile }),
    cashout: (roundId) => call('POST', p.minesCashout, { roundId }),
    round: (id) => call('GET', p.round.replace(':id', encodeURIComponent(id))),
    rounds: () => call('GET', p.rounds),
  };
}
