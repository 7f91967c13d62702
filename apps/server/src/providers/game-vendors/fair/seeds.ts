import { createHash, randomBytes } from 'node:crypto';
import type { FairSeeds, RevealedSeed, RotateSeedsResponse, SeedsResponse } from '@lobby/shared';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { appError } from '../../../core/errors.ts';
import type { Db, Tx } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';

// A player's seed pairs (decision 079): one in use per provider and player, its server seed 32
// random bytes (hex) kept secret and only its SHA-256 shown until the pair is rotated. Every
// change happens under the player's advisory lock, so two first requests create one pair and
// two rounds never share a nonce.

export type FairProvider = (typeof t.FAIR_PROVIDERS)[number];
export type SeedRow = typeof t.fairSeed.$inferSelect;
export interface Player {
  provider: FairProvider;
  playerId: string;
}

/** How many revealed pairs GET seeds lists. */
const REVEALED_LISTED = 20;

const newServerSeed = () => randomBytes(32).toString('hex');
/** SHA-256 of the seed's hex text, the same as `printf %s <seed> | sha256sum`. */
export const seedHash = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

export async function lockPlayer(tx: Tx, { provider, playerId }: Player) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fair:${provider}:${playerId}`}))`);
}

async function insertSeed(tx: Tx, { provider, playerId }: Player, clientSeed: string): Promise<SeedRow> {
  const serverSeed = newServerSeed();
  const [row] = await tx
    .insert(t.fairSeed)
    .values({ provider, playerId, serverSeed, serverSeedHash: seedHash(serverSeed), clientSeed })
    .returning();
  if (!row) throw new Error('fair_seed insert returned no row');
  return row;
}

/** The pair in use, created on first need. The caller holds the player's lock. */
export async function currentSeed(tx: Tx, player: Player): Promise<SeedRow> {
  const [row] = await tx
    .select()
    .from(t.fairSeed)
    .where(
      and(
        eq(t.fairSeed.provider, player.provider),
        eq(t.fairSeed.playerId, player.playerId),
        isNull(t.fairSeed.revealedAt),
      ),
    )
    .orderBy(asc(t.fairSeed.id))
    .limit(1);
  return row ?? insertSeed(tx, player, newClientSeed());
}

/** The next round's nonce of the pair, taken. The caller holds the player's lock. */
export async function takeNonce(tx: Tx, seed: SeedRow): Promise<number> {
  const [row] = await tx
    .update(t.fairSeed)
    .set({ nonce: sql`${t.fairSeed.nonce} + 1` })
    .where(eq(t.fairSeed.id, seed.id))
    .returning({ nonce: t.fairSeed.nonce });
  if (!row) throw new Error('fair_seed nonce update returned no row');
  return row.nonce - 1;
}

export const seedsView = (seed: SeedRow): FairSeeds => ({
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nonce: seed.nonce,
});

const revealedView = (seed: SeedRow): RevealedSeed => ({
  serverSeed: seed.serverSeed,
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  rounds: seed.nonce,
  revealedAt: seed.revealedAt?.getTime() ?? 0,
});

/** The pair in use (created on first need), under the player's lock. */
export function useSeeds(db: Db, player: Player): Promise<SeedRow> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, player);
    return currentSeed(tx, player);
  });
}

export async function listSeeds(db: Db, player: Player): Promise<SeedsResponse> {
  const current = await useSeeds(db, player);
  const revealed = await db
    .select()
    .from(t.fairSeed)
    .where(
      and(
        eq(t.fairSeed.provider, player.provider),
        eq(t.fairSeed.playerId, player.playerId),
        isNotNull(t.fairSeed.revealedAt),
      ),
    )
    .orderBy(desc(t.fairSeed.id))
    .limit(REVEALED_LISTED);
  return { current: seedsView(current), revealed: revealed.map(revealedView) };
}

/** An open round would have its outcome known once its server seed is published. */
async function refuseWhileRoundsOpen(tx: Tx, seed: SeedRow) {
  const [open] = await tx
    .select({ id: t.fairRound.id })
    .from(t.fairRound)
    .where(and(eq(t.fairRound.seedId, seed.id), eq(t.fairRound.state, 'open')))
    .limit(1);
  if (open) throw appError('FORBIDDEN', 'Finish the open round before changing the seeds.');
}

async function rotateLocked(
  tx: Tx,
  player: Player,
  clientSeed: string | undefined,
): Promise<RotateSeedsResponse> {
  const seed = await currentSeed(tx, player);
  await refuseWhileRoundsOpen(tx, seed);
  const [revealed] = await tx
    .update(t.fairSeed)
    .set({ revealedAt: new Date() })
    .where(eq(t.fairSeed.id, seed.id))
    .returning();
  if (!revealed) throw new Error('fair_seed reveal returned no row');
  const next = await insertSeed(tx, player, clientSeed ?? seed.clientSeed);
  return { revealed: revealedView(revealed), current: seedsView(next) };
}

/** Reveals the pair in use and starts a new one at nonce 0 with the same client seed. */
export function rotateSeeds(db: Db, player: Player): Promise<RotateSeedsResponse> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, player);
    return rotateLocked(tx, player, undefined);
  });
}

/**
 * The player's client seed: set on the pair in use while it has no rounds; once it has, the pair
 * is rotated (its server seed revealed) and the new pair starts with the chosen client seed, so
 * every revealed pair has one client seed for all its nonces.
 */
export async function setClientSeed(db: Db, player: Player, clientSeed: string): Promise<SeedsResponse> {
  await db.transaction(async (tx) => {
    await lockPlayer(tx, player);
    const seed = await currentSeed(tx, player);
    if (seed.nonce > 0) return rotateLocked(tx, player, clientSeed);
    await tx.update(t.fairSeed).set({ clientSeed }).where(eq(t.fairSeed.id, seed.id));
    return undefined;
  });
  return listSeeds(db, player);
}
