import { randomBytes } from 'node:crypto';
import { type CatalogueImport, GAME_TYPES } from '@lobby/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { appError, isUniqueViolation, validationError } from '../../core/errors.ts';
import type { Tx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { searchTextOf } from './search-text.ts';

// Importing a catalogue (docs/operator-games.md): an upsert of vendors and games in the caller's
// transaction, so a bad file writes nothing. Vendors keep their wallet secret; a new one gets a
// random placeholder (the in-house and sandbox adapters sync theirs at start).

/** A minimum bet when the file names none: the middle chip of spec 9. */
export const DEFAULT_MIN_BET = '0.1';
const INSERT_CHUNK = 500;
const minor = (amount: string) => Math.round(Number(amount) * 100);

/** What the file refers to that it does not define and the database does not hold: 400 by field. */
async function checkReferences(tx: Tx, data: CatalogueImport) {
  const inFile = new Set(data.vendors.map((v) => v.vassalage));
  const known = new Set(
    (await tx.select({ v: t.gameVendor.vassalage }).from(t.gameVendor)).map((r) => r.v).concat([...inFile]),
  );
  const seenNode = new Set<string>();
  const seenGame = new Set<string>();
  data.games.forEach((g, i) => {
    if (!known.has(g.vassalage))
      throw validationError(`games.${i}.vassalage`, `unknown vendor ${g.vassalage}`);
    if (seenNode.has(g.nodeId)) throw validationError(`games.${i}.nodeId`, `${g.nodeId} appears twice`);
    const key = `${g.vassalage} ${g.gameId}`;
    if (seenGame.has(key))
      throw validationError(`games.${i}.gameId`, `${g.gameId} appears twice for ${g.vassalage}`);
    seenNode.add(g.nodeId);
    seenGame.add(key);
  });
  data.vendors.forEach((v, i) => {
    if (data.vendors.findIndex((w) => w.vassalage === v.vassalage) !== i) {
      throw validationError(`vendors.${i}.vassalage`, `${v.vassalage} appears twice`);
    }
  });
}

async function upsertVendors(tx: Tx, data: CatalogueImport) {
  for (const [position, v] of data.vendors.entries()) {
    const set = {
      displayName: v.displayName,
      adapter: v.adapter,
      smallIcon: v.smallIcon,
      largeIcon: v.largeIcon,
      ...(v.enabled === undefined ? {} : { enabled: v.enabled }),
    };
    await tx
      .insert(t.gameVendor)
      .values({ vassalage: v.vassalage, ...set, walletSecret: randomBytes(32).toString('hex') })
      .onConflictDoUpdate({ target: t.gameVendor.vassalage, set });
    await tx.delete(t.gameVendorType).where(eq(t.gameVendorType.vassalage, v.vassalage));
    await tx
      .insert(t.gameVendorType)
      .values(v.gameTypes.map((gameType) => ({ vassalage: v.vassalage, gameType, position })));
    if (v.classifications) {
      await tx.delete(t.gameClassification).where(eq(t.gameClassification.vassalage, v.vassalage));
      if (v.classifications.length > 0) {
        await tx
          .insert(t.gameClassification)
          .values(v.classifications.map((c, i) => ({ vassalage: v.vassalage, ...c, position: i })));
      }
    }
  }
  // Every category exists, in spec 1's order, until the operator reorders them.
  await tx
    .insert(t.gameCategory)
    .values(GAME_TYPES.map((gameType, position) => ({ gameType, position })))
    .onConflictDoNothing();
}

async function upsertGames(tx: Tx, data: CatalogueImport) {
  const rows = data.games.map((g, position) => ({
    nodeId: g.nodeId,
    vassalage: g.vassalage,
    gameType: g.gameType,
    vendorGameId: g.gameId,
    names: g.names,
    searchText: searchTextOf(g.names, g.nodeId),
    icon: g.icon,
    family: g.family ?? null,
    classifications: g.classifications ?? [],
    isNew: g.isNew ?? false,
    hotRank: g.hotRank ?? null,
    minBetMinor: minor(g.minBet ?? DEFAULT_MIN_BET),
    isLobby: g.isLobby ?? false,
    trialAllowed: g.trialAllowed ?? false,
    enabled: g.enabled ?? true,
    position,
  }));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await tx
      .insert(t.game)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoUpdate({
        target: t.game.nodeId,
        set: {
          vassalage: excluded('vassalage'),
          gameType: excluded('game_type'),
          vendorGameId: excluded('vendor_game_id'),
          names: excluded('names'),
          searchText: excluded('search_text'),
          icon: excluded('icon'),
          family: excluded('family'),
          classifications: excluded('classifications'),
          isNew: excluded('is_new'),
          hotRank: excluded('hot_rank'),
          minBetMinor: excluded('min_bet_minor'),
          isLobby: excluded('is_lobby'),
          trialAllowed: excluded('trial_allowed'),
          enabled: excluded('enabled'),
          position: excluded('position'),
        },
      });
  }
}

/** Upserts the whole file; answers how many vendors and games it held and how many games were new. */
export async function importCatalogue(tx: Tx, data: CatalogueImport) {
  await checkReferences(tx, data);
  const nodeIds = data.games.map((g) => g.nodeId);
  let existing = 0;
  for (let i = 0; i < nodeIds.length; i += INSERT_CHUNK) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(t.game)
      .where(inArray(t.game.nodeId, nodeIds.slice(i, i + INSERT_CHUNK)));
    existing += Number(row?.n ?? 0);
  }
  await upsertVendors(tx, data);
  try {
    await upsertGames(tx, data);
  } catch (err) {
    // Another node id already holds one of the file's (vendor, game id) pairs.
    if (isUniqueViolation(err)) {
      throw validationError('games', 'a vendor game id is already taken by another node id');
    }
    throw err;
  }
  return { vendors: data.vendors.length, games: data.games.length, newGames: data.games.length - existing };
}

export const vendorNotFound = (vassalage: string) => appError('NOT_FOUND', `No vendor ${vassalage}.`);
export const gameNotFound = (nodeId: string) => appError('GAME_NOT_FOUND', `No game ${nodeId}.`);

/** The vendor row, locked for the change. */
export async function lockedVendor(tx: Tx, vassalage: string) {
  const [row] = await tx
    .select()
    .from(t.gameVendor)
    .where(eq(t.gameVendor.vassalage, vassalage))
    .for('update');
  if (!row) throw vendorNotFound(vassalage);
  return row;
}

export async function lockedGame(tx: Tx, nodeId: string) {
  const [row] = await tx
    .select()
    .from(t.game)
    .where(and(eq(t.game.nodeId, nodeId)))
    .for('update');
  if (!row) throw gameNotFound(nodeId);
  return row;
}
