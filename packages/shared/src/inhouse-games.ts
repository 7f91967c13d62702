import { z } from 'zod/mini';
import { GameFamily } from './games.ts';
import { Money } from './wallet.ts';

// The API of the built-in vendors' game pages (issue 12): the in-house vendor under /api/inhouse
// and the sandbox aggregator under /api/sandbox-aggregator, the same shapes. The game page holds
// the game-session token from its URL and sends it as `Authorization: Bearer <token>`; the vendor
// exchanges it through the wallet's signed authenticate call and moves money only by signed
// debit, credit and rollback calls (docs/vendor-protocol.md). Outcomes are provably fair
// (docs/provably-fair.md): HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${block}`) blocks.

/** The seed pair in use: the server seed's SHA-256 is shown before any round is played with it. */
export const FairSeeds = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number(),
});
export type FairSeeds = z.infer<typeof FairSeeds>;

/** A seed pair taken out of use: its server seed is published, so its rounds can be checked. */
export const RevealedSeed = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** How many rounds were played with it (nonces 0 to rounds - 1). */
  rounds: z.number(),
  revealedAt: z.number(),
});
export type RevealedSeed = z.infer<typeof RevealedSeed>;

export const ClientSeed = z.string().check(z.regex(/^[\x21-\x7e]{1,64}$/, '1 to 64 printable characters'));

/** GET session: who plays what, with which money and seeds. */
export const InhouseSessionResponse = z.object({
  playerName: z.string(),
  currency: z.string(),
  balance: Money,
  family: GameFamily,
  gameId: z.string(),
  gameName: z.string(),
  /** True on the sandbox aggregator: the page labels itself a demo game. */
  demo: z.boolean(),
  language: z.string(),
  /** Where the back button goes (a lobby path under /m/). */
  backUrl: z.string(),
  seeds: FairSeeds,
  /** The stated return to player, e.g. 0.99 (docs/provably-fair.md). */
  rtp: z.number(),
  minBet: Money,
  maxBet: Money,
});
export type InhouseSessionResponse = z.infer<typeof InhouseSessionResponse>;

/** GET seeds: the pair in use and the revealed ones, newest first. PUT sets the client seed. */
export const SeedsResponse = z.object({ current: FairSeeds, revealed: z.array(RevealedSeed) });
export type SeedsResponse = z.infer<typeof SeedsResponse>;
export const SetClientSeedRequest = z.object({ clientSeed: ClientSeed });
/** POST rotate: the current server seed is revealed and a new pair starts at nonce 0. */
export const RotateSeedsResponse = z.object({ revealed: RevealedSeed, current: FairSeeds });
export type RotateSeedsResponse = z.infer<typeof RotateSeedsResponse>;

export const DicePlayRequest = z.object({
  amount: Money,
  /** The roll is 0.00 to 99.99; over wins above the target, under below it. */
  target: z.number().check(z.minimum(1), z.maximum(98.99)),
  side: z.enum(['over', 'under']),
});
export type DicePlayRequest = z.infer<typeof DicePlayRequest>;

export const SlotPlayRequest = z.object({ amount: Money });
export type SlotPlayRequest = z.infer<typeof SlotPlayRequest>;

/** Mines: a 5 x 5 grid; the round stays open while tiles are revealed, until a mine or cash-out. */
export const MinesPlayRequest = z.object({
  amount: Money,
  mines: z.number().check(z.int(), z.minimum(1), z.maximum(24)),
});
export type MinesPlayRequest = z.infer<typeof MinesPlayRequest>;
export const MinesRevealRequest = z.object({
  roundId: z.string(),
  tile: z.number().check(z.int(), z.minimum(0), z.maximum(24)),
});
export type MinesRevealRequest = z.infer<typeof MinesRevealRequest>;
export const MinesCashoutRequest = z.object({ roundId: z.string() });

/** A round as the page shows it and the verify view checks it. */
export const FairRoundView = z.object({
  id: z.string(),
  family: GameFamily,
  state: z.enum(['open', 'settled', 'refunded']),
  stake: Money,
  payout: Money,
  /** The multiplier paid (0 on a loss), or for an open mines round the one a cash-out would pay. */
  multiplier: z.number(),
  params: z.record(z.string(), z.unknown()),
  /**
   * dice: { roll }; slot: { stops, symbols, wins }; mines: { revealed, mines (when finished) }.
   * docs/provably-fair.md gives each shape.
   */
  outcome: z.record(z.string(), z.unknown()),
  serverSeedHash: z.string(),
  /** Null until the seed pair is rotated. */
  serverSeed: z.nullable(z.string()),
  clientSeed: z.string(),
  nonce: z.number(),
  createdAt: z.number(),
});
export type FairRoundView = z.infer<typeof FairRoundView>;

/** GET rounds: the player's latest rounds, newest first (?before=<id> pages back). */
export const FairRoundsQuery = z.object({ before: z.optional(z.number().check(z.int(), z.positive())) });
export const FairRoundsResponse = z.object({ rounds: z.array(FairRoundView) });
export type FairRoundsResponse = z.infer<typeof FairRoundsResponse>;

/** What every play, reveal and cash-out answers: the round and the wallet's balance after it. */
export const PlayResponse = z.object({ round: FairRoundView, balance: Money, seeds: FairSeeds });
export type PlayResponse = z.infer<typeof PlayResponse>;

/** The paths under a built-in vendor's API base (API_PATHS.inhouseApi, sandboxAggregatorApi). */
export const FAIR_VENDOR_PATHS = {
  session: '/session',
  seeds: '/seeds',
  seedsRotate: '/seeds/rotate',
  /** POST, :family is dice, slot or mines. */
  play: '/:family/play',
  minesReveal: '/mines/reveal',
  minesCashout: '/mines/cashout',
  /** GET a round to verify (no token needed once its seed is revealed). */
  round: '/rounds/:id',
  /** GET the player's latest rounds. */
  rounds: '/rounds',
} as const;
