import type { GameFamily } from '@lobby/shared';

// A game vendor behind one interface (issue 12, docs/vendor-protocol.md). Lobby asks an adapter
// for a game URL at launch; the vendor's games then call Lobby's seamless wallet over signed HTTP
// (features/games wallet routes), checked with the secret the catalogue keeps for the vendor.
// Adapters: `inhouse` (this server's own provably fair games), `sandbox` (a built-in foreign
// aggregator for the demo catalogue); a real aggregator is one more adapter (docs/vendor-protocol.md).

export interface LaunchRequest {
  /** The game-session token: the vendor exchanges it through the wallet's authenticate call. */
  sessionToken: string;
  vassalage: string;
  /** The vendor's own game id (catalogue vendorGameId). */
  vendorGameId: string;
  nodeId: string;
  /** The engine, for the in-house vendor and the sandbox aggregator. */
  family: GameFamily | null;
  language: string;
  /** Where the game's back button returns to (a path under /m/). */
  backUrl: string;
  trial: boolean;
}

export interface GameVendorAdapter {
  /** The catalogue's `adapter` value this serves. */
  readonly adapter: string;
  /** The URL the lobby opens (same origin for the built-in vendors). */
  launch(request: LaunchRequest): Promise<{ gameUrl: string }>;
}
