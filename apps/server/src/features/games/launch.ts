import { FALLBACK_LANGUAGE, type LaunchQuery } from '@lobby/shared';
import { and, asc, eq } from 'drizzle-orm';
import { appError, validationError } from '../../core/errors.ts';
import { recordRecentGame } from '../../core/game-recent.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { createToken } from '../../lib/session-tokens.ts';
import type { SessionMember } from '../../plugins/session.ts';
import type { VendorRegistry } from '../../providers/game-vendors/registry.ts';

// Launching a game (spec 2.1 /m/launchGame, 2.4 hot-match launch, 7 "Launch game"; decision 075):
// find the game, check the member may play it now, open a game session whose token the vendor
// exchanges through the wallet's authenticate call, record the game as recent, and ask the
// vendor's adapter for the URL the lobby opens.

/** How long a launched game may take bets: a long evening; a new launch opens a new session. */
export const GAME_SESSION_MS = 12 * 60 * 60 * 1000;
/** spec 2.1: pageBack defaults to home. */
export const DEFAULT_BACK_URL = '/m/home';

type LaunchTarget = { game: typeof t.game.$inferSelect; vendor: typeof t.gameVendor.$inferSelect };

const notFound = () => appError('GAME_NOT_FOUND', 'No such game.');

async function findTarget(db: DbOrTx, where: ReturnType<typeof and>): Promise<LaunchTarget | undefined> {
  const [row] = await db
    .select({ game: t.game, vendor: t.gameVendor })
    .from(t.game)
    .innerJoin(t.gameVendor, eq(t.gameVendor.vassalage, t.game.vassalage))
    .where(where)
    .orderBy(asc(t.game.position), asc(t.game.id))
    .limit(1);
  return row;
}

/**
 * The game a launch names: nodeId (a tile, and the hot match's node id), else vendor + gameId
 * (the hot match's room id), else the vendor's lobby game (a vendor tile).
 */
export async function resolveLaunchTarget(db: DbOrTx, query: LaunchQuery): Promise<LaunchTarget> {
  let target: LaunchTarget | undefined;
  if (query.nodeId) {
    target = await findTarget(db, eq(t.game.nodeId, query.nodeId));
    if (target && query.vendor && target.vendor.vassalage !== query.vendor) target = undefined;
  } else if (query.gameId) {
    if (!query.vendor) throw validationError('vendor', 'is required with gameId');
    target = await findTarget(
      db,
      and(eq(t.game.vassalage, query.vendor), eq(t.game.vendorGameId, query.gameId)),
    );
  } else if (query.vendor) {
    target = await findTarget(db, and(eq(t.game.vassalage, query.vendor), eq(t.game.isLobby, true)));
  } else {
    throw validationError('nodeId', 'name the game by nodeId, by vendor and gameId, or by vendor');
  }
  if (!target) throw notFound();
  return target;
}

/** A vendor is in maintenance from maintenanceFrom until maintenanceUntil (open-ended when null). */
export function inMaintenance(vendor: LaunchTarget['vendor'], now: Date): boolean {
  if (!vendor.maintenanceFrom || vendor.maintenanceFrom > now) return false;
  return !vendor.maintenanceUntil || vendor.maintenanceUntil > now;
}

/** Throws what spec 8 "game launch failure" shows when the member may not play the game now. */
export function assertLaunchable({ game, vendor }: LaunchTarget, member: SessionMember, now: Date) {
  if (!game.enabled || !vendor.enabled) throw appError('GAME_UNAVAILABLE', 'This game is not available.');
  if (inMaintenance(vendor, now)) throw appError('VENDOR_MAINTENANCE', 'The platform is under maintenance');
  if (member.isTrial && !game.trialAllowed) {
    throw appError(
      'TRIAL_NOT_ALLOWED',
      'Sorry, this account does not have permission or the feature is temporarily unavailable.',
    );
  }
}

export interface LaunchDeps {
  db: Db;
  registry: VendorRegistry;
}

export async function launchGame(
  { db, registry }: LaunchDeps,
  member: SessionMember,
  query: LaunchQuery,
  now = new Date(),
): Promise<{ gameUrl: string }> {
  const target = await resolveLaunchTarget(db, query);
  assertLaunchable(target, member, now);
  const adapter = registry.get(target.vendor.adapter);
  if (!adapter) throw appError('GAME_UNAVAILABLE', 'This game is not available.');
  const { game, vendor } = target;
  const language = query.language ?? FALLBACK_LANGUAGE;
  const backUrl = query.backUrl ?? DEFAULT_BACK_URL;
  const { token, hash } = createToken();
  await db.transaction(async (tx) => {
    await tx.insert(t.gameSession).values({
      tokenHash: hash,
      memberId: member.id,
      gameId: game.id,
      vassalage: vendor.vassalage,
      language,
      backUrl,
      expiresAt: new Date(now.getTime() + GAME_SESSION_MS),
    });
    await recordRecentGame(tx, member.id, game.id);
  });
  return adapter.launch({
    sessionToken: token,
    vassalage: vendor.vassalage,
    vendorGameId: game.vendorGameId,
    nodeId: game.nodeId,
    family: game.family,
    language,
    backUrl,
    trial: member.isTrial,
  });
}
