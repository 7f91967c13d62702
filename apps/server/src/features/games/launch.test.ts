import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { hashToken } from '../../lib/session-tokens.ts';
import {
  fundedMember,
  insertGame,
  insertVendor,
  listenWithVendor,
} from '../../test/games-wallet-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// GET /api/games/launch (spec 2.1 /m/launchGame, 2.4 hot-match launch, 7 "Launch game", 8
// "game launch failure"; decision 075), over real HTTP.

const t = useTestApp({ RATE_LIMIT_MAX: '100000' });
let baseUrl: string;
let launches: Awaited<ReturnType<typeof listenWithVendor>>['launches'];
const games: Record<string, number> = {};

beforeAll(async () => {
  const secret = await insertVendor(t.db, { vassalage: 'ACME' });
  await insertVendor(t.db, { vassalage: 'OFFV', enabled: false });
  await insertVendor(t.db, { vassalage: 'MAINT', maintenanceFrom: new Date(Date.now() - 60_000) });
  await insertVendor(t.db, { vassalage: 'LATER', maintenanceFrom: new Date(Date.now() + 3_600_000) });
  await insertVendor(t.db, { vassalage: 'NOADAPT', adapter: 'nobody-runs-this' });
  const rows = [
    await insertGame(t.db, { vassalage: 'ACME', nodeId: 'acme-lobby', vendorGameId: 'lobby', isLobby: true }),
    await insertGame(t.db, {
      vassalage: 'ACME',
      nodeId: 'acme-room',
      vendorGameId: 'room-7',
      trialAllowed: true,
    }),
    await insertGame(t.db, { vassalage: 'ACME', nodeId: 'acme-off', enabled: false }),
    await insertGame(t.db, { vassalage: 'OFFV', nodeId: 'offv-game' }),
    await insertGame(t.db, { vassalage: 'MAINT', nodeId: 'maint-game' }),
    await insertGame(t.db, { vassalage: 'LATER', nodeId: 'later-game' }),
    await insertGame(t.db, { vassalage: 'NOADAPT', nodeId: 'noadapt-game' }),
  ];
  for (const row of rows) games[row.nodeId] = row.id;
  ({ baseUrl, launches } = await listenWithVendor(t.app, t.db, 'ACME', secret));
});

async function launch(query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}/api/games/launch?${query}`, { headers });
  return { status: res.status, body: await res.json() };
}

describe('launch', () => {
  it('sends a guest away with 401', async () => {
    const res = await launch('nodeId=acme-room');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it("opens a game session, records the game as recent and answers the adapter's gameUrl", async () => {
    const m = await fundedMember(t.db, 0);
    const res = await launch(
      'nodeId=acme-room&language=MY&backUrl=%2Fm%2FgameList%3FgameType%3DRNG',
      m.headers,
    );
    expect(res.status).toBe(200);
    const request = launches.at(-1);
    expect(request).toMatchObject({
      vassalage: 'ACME',
      vendorGameId: 'room-7',
      nodeId: 'acme-room',
      language: 'MY',
      backUrl: '/m/gameList?gameType=RNG',
      trial: false,
    });
    expect(res.body.value.gameUrl).toBe(`https://aggregator.test/play/room-7?token=${request?.sessionToken}`);
    const [session] = await t.db
      .select()
      .from(s.gameSession)
      .where(eq(s.gameSession.tokenHash, hashToken(request?.sessionToken ?? '')));
    expect(session).toMatchObject({ memberId: m.member.id, gameId: games['acme-room'], vassalage: 'ACME' });
    const hours = ((session?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const recent = await t.db.select().from(s.gameRecent).where(eq(s.gameRecent.memberId, m.member.id));
    expect(recent.map((r) => r.gameId)).toEqual([games['acme-room']]);
    // Each launch its own session, the recent row refreshed, not doubled.
    await launch('nodeId=acme-room', m.headers);
    expect(await t.db.select().from(s.gameRecent).where(eq(s.gameRecent.memberId, m.member.id))).toHaveLength(
      1,
    );
    expect(
      await t.db.select().from(s.gameSession).where(eq(s.gameSession.memberId, m.member.id)),
    ).toHaveLength(2);
  });

  it('resolves a hot match by vendor and room id, and a vendor alone to its lobby game', async () => {
    const m = await fundedMember(t.db, 0);
    expect((await launch('vendor=ACME&gameId=room-7', m.headers)).status).toBe(200);
    expect(launches.at(-1)?.nodeId).toBe('acme-room');
    expect((await launch('vendor=ACME&gameId=room-7&nodeId=acme-room', m.headers)).status).toBe(200);
    expect(launches.at(-1)?.nodeId).toBe('acme-room');
    expect((await launch('vendor=ACME', m.headers)).status).toBe(200);
    expect(launches.at(-1)?.nodeId).toBe('acme-lobby');
    expect(launches.at(-1)?.backUrl).toBe('/m/home');
  });

  it('answers GAME_NOT_FOUND, GAME_UNAVAILABLE and VENDOR_MAINTENANCE, writing nothing', async () => {
    const m = await fundedMember(t.db, 0);
    const cases: [string, number, string][] = [
      ['nodeId=nope', 404, 'GAME_NOT_FOUND'],
      ['vendor=ACME&gameId=nope', 404, 'GAME_NOT_FOUND'],
      ['vendor=OFFV&nodeId=acme-room', 404, 'GAME_NOT_FOUND'],
      ['vendor=LATER', 404, 'GAME_NOT_FOUND'],
      ['nodeId=acme-off', 403, 'GAME_UNAVAILABLE'],
      ['nodeId=offv-game', 403, 'GAME_UNAVAILABLE'],
      ['nodeId=noadapt-game', 403, 'GAME_UNAVAILABLE'],
      ['nodeId=maint-game', 503, 'VENDOR_MAINTENANCE'],
    ];
    for (const [query, status, code] of cases) {
      const res = await launch(query, m.headers);
      expect([query, res.status, res.body.error?.code]).toEqual([query, status, code]);
    }
    expect((await launch('nodeId=later-game', m.headers)).status).toBe(200);
    expect(
      await t.db.select().from(s.gameSession).where(eq(s.gameSession.memberId, m.member.id)),
    ).toHaveLength(1);
  });

  it('lets trial members launch trial games only', async () => {
    const trialEnd = new Date(Date.now() + 3_600_000);
    const trial = await fundedMember(t.db, 0, { isTrial: true, customerType: 4, trialExpiresAt: trialEnd });
    const refused = await launch('nodeId=acme-lobby', trial.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('TRIAL_NOT_ALLOWED');
    const allowed = await launch('nodeId=acme-room', trial.headers);
    expect(allowed.status).toBe(200);
    expect(launches.at(-1)?.trial).toBe(true);
    // The game session ends with the trial, not 12 hours later.
    const [session] = await t.db
      .select()
      .from(s.gameSession)
      .where(eq(s.gameSession.memberId, trial.member.id));
    expect(session?.expiresAt.getTime()).toBe(trialEnd.getTime());
  });

  it('answers bad parameters with 400 naming the field, and writes nothing', async () => {
    const m = await fundedMember(t.db, 0);
    const cases: [string, string][] = [
      ['', 'nodeId'],
      ['gameId=room-7', 'vendor'],
      ['vendor=acme', 'vendor'],
      ['nodeId=a%20b', 'nodeId'],
      ['nodeId=acme-room&backUrl=https%3A%2F%2Fevil.test', 'backUrl'],
      ['nodeId=acme-room&language=xx', 'language'],
    ];
    for (const [query, field] of cases) {
      const res = await launch(query, m.headers);
      expect([query, res.status, res.body.error?.field]).toEqual([query, 400, field]);
    }
    expect(
      await t.db.select().from(s.gameSession).where(eq(s.gameSession.memberId, m.member.id)),
    ).toHaveLength(0);
    expect(await t.db.select().from(s.gameRecent).where(eq(s.gameRecent.memberId, m.member.id))).toHaveLength(
      0,
    );
  });
});
