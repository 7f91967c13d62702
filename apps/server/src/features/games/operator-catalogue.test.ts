import { GameListResponse, VassalagesResponse, VendorGameTypesResponse } from '@lobby/shared';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { countRows } from '../../test/rows.ts';
import { auth, useTestApp } from '../../test/test-app.ts';

// The operator's catalogue API (docs/operator-games.md) and the catalogue cache (decision 073):
// ETag and 304, kept until an operator change, which every answer then follows; audited changes.
const t = useTestApp();
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const op = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/operator/games${url}`,
    headers: auth(),
    ...(payload ? { payload } : {}),
  });
const listOf = async (query: string) =>
  GameListResponse.parse((await get(`/api/games/list?${query}`)).json().value);
const lastAudit = async () =>
  (await t.db.select().from(s.operatorAudit).orderBy(desc(s.operatorAudit.id)).limit(1))[0];

const LIST = '/api/games/list?vassalage=CORAL&language=EN';

describe('ETag, 304 and invalidation', () => {
  it('answers a strong ETag with no-cache, 304 to a match, and keeps it until the operator changes something', async () => {
    const first = await get(LIST);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(LIST, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A write behind the operator API's back publishes nothing: the kept answer stays.
    await t.db.update(s.game).set({ isNew: true }).where(eq(s.game.vassalage, 'CORAL'));
    expect((await get(LIST)).headers.etag).toBe(etag);

    const res = await op('PATCH', '/CORAL:g6q0', { hotRank: 3, isNew: false });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get(LIST, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const games = GameListResponse.parse(after.json().value).games;
    expect(games.find((g) => g.nodeId === 'CORAL:g6q0')).toMatchObject({ hotRank: 3, isNew: false });
    expect(games.filter((g) => g.isNew)).toHaveLength(11);
    expect(await lastAudit()).toMatchObject({
      command: 'games:game CORAL:g6q0',
      changes: [
        { field: 'isNew', before: true, after: false },
        { field: 'hotRank', before: null, after: 3 },
      ],
    });
  });
});

describe('enable, disable, maintenance', () => {
  it('a disabled game leaves the lists; a disabled vendor keeps its games with supportPlay false', async () => {
    expect((await op('PATCH', '/HARBOR:g4q0', { enabled: false })).statusCode).toBe(200);
    const harbor = await listOf('vassalage=HARBOR&pageSize=100');
    expect(harbor.games.map((g) => g.nodeId)).not.toContain('HARBOR:g4q0');
    expect(harbor.games).toHaveLength(23);

    expect((await op('PATCH', '/vendors/HARBOR', { enabled: false })).statusCode).toBe(200);
    expect((await listOf('vassalage=HARBOR')).games.every((g) => !g.supportPlay)).toBe(true);
    const types = VendorGameTypesResponse.parse(
      (await get('/api/games/vendor-game-types?typeId=1')).json().value,
    );
    expect(types.mapping.PVP?.vendors[0]).toMatchObject({ vassalage: 'HARBOR', supportPlay: false });
    expect((await op('PATCH', '/vendors/HARBOR', { enabled: true })).statusCode).toBe(200);
    expect((await listOf('vassalage=HARBOR')).games.every((g) => g.supportPlay)).toBe(true);
    expect((await op('PATCH', '/vendors/NOPE', { enabled: true })).statusCode).toBe(404);
    expect((await op('PATCH', '/NOPE:x', { enabled: true })).json().error.code).toBe('GAME_NOT_FOUND');
  });

  it('maintenance now turns supportPlay off and shows the window; ending it turns it on', async () => {
    const from = new Date(Date.now() - 60_000).toISOString();
    const until = new Date(Date.now() + 3_600_000).toISOString();
    expect((await op('PUT', '/vendors/ORCHID/maintenance', { from, until })).statusCode).toBe(200);
    expect((await listOf('vassalage=ORCHID')).games.every((g) => !g.supportPlay)).toBe(true);
    const vendors = VassalagesResponse.parse((await get('/api/games/vassalages?gameType=LIVE')).json().value);
    expect(vendors.list.find((v) => v.vassalage === 'ORCHID')?.maintenance).toEqual({
      from: new Date(from).toISOString(),
      until: new Date(until).toISOString(),
    });
    expect((await lastAudit())?.command).toBe('games:maintenance ORCHID');
    expect((await op('DELETE', '/vendors/ORCHID/maintenance')).statusCode).toBe(200);
    expect((await listOf('vassalage=ORCHID')).games.every((g) => g.supportPlay)).toBe(true);
  });

  it('a kept answer ends when a scheduled window opens, without any operator change', async () => {
    const from = new Date(Date.now() + 1500).toISOString();
    expect((await op('PUT', '/vendors/MARBLE/maintenance', { from, until: null })).statusCode).toBe(200);
    expect((await listOf('vassalage=MARBLE')).games.every((g) => g.supportPlay)).toBe(true);
    await new Promise((r) => setTimeout(r, 1700));
    expect((await listOf('vassalage=MARBLE')).games.every((g) => !g.supportPlay)).toBe(true);
    await op('DELETE', '/vendors/MARBLE/maintenance');
  });

  it('refuses a window that ends before it starts, and bad bodies, by field', async () => {
    const now = new Date().toISOString();
    const bad = await op('PUT', '/vendors/ORCHID/maintenance', { from: now, until: now });
    expect(bad.json().error.field).toBe('until');
    expect(
      (await op('PUT', '/vendors/ORCHID/maintenance', { from: 'tomorrow', until: null })).statusCode,
    ).toBe(400);
    expect((await op('PATCH', '/PLUM:n0q0', {})).statusCode).toBe(400);
    expect((await op('PATCH', '/PLUM:n0q0', { hotRank: 0 })).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/operator/games/PLUM:n0q0',
          payload: { isNew: true },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('import', () => {
  const names = { EN: 'Amber Comet', MY: 'ပယင်းကြယ်တံခွန်' };
  const vendor = {
    vassalage: 'AMBER',
    displayName: 'Amber Arcade',
    adapter: 'sandbox',
    smallIcon: '/media/games/vendors/PLUM-small.svg',
    largeIcon: '/media/games/vendors/PLUM-large.svg',
    gameTypes: ['RNG'],
  };
  const game = {
    nodeId: 'AMBER:comet',
    vassalage: 'AMBER',
    gameType: 'RNG',
    gameId: 'comet',
    names,
    icon: '/media/x.svg',
    family: 'slot',
    minBet: '0.05',
  };

  it('upserts vendors and games in one transaction, audited, searchable at once', async () => {
    const res = await op('POST', '/catalogue', { vendors: [vendor], games: [game] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.changes).toEqual([
      { field: 'vendors', before: null, after: 1 },
      { field: 'games', before: 0, after: 1 },
    ]);
    const found = await listOf('gameName=amber%20comet&language=EN');
    expect(found.games.map((g) => g.nodeId)).toEqual(['AMBER:comet']);
    expect(found.games[0]).toMatchObject({ minBet: '0.05', vassalage: 'AMBER', supportPlay: true });
    // A second import updates in place.
    const renamed = { ...game, names: { ...names, EN: 'Amber Comet Deluxe' } };
    const second = await op('POST', '/catalogue', { vendors: [], games: [renamed] });
    expect(second.json().value.changes[1]).toEqual({ field: 'games', before: 1, after: 1 });
    expect((await listOf('gameName=deluxe&language=EN')).games.map((g) => g.gameName)).toEqual([
      'Amber Comet Deluxe',
    ]);
  });

  it.each([
    [{ vendors: [], games: [{ ...game, nodeId: 'X:1', vassalage: 'NOBODY' }] }, 'games.0.vassalage'],
    [{ vendors: [], games: [{ ...game, gameType: 'CASINO' }] }, 'games.0.gameType'],
    [
      {
        vendors: [{ ...vendor, vassalage: 'NEW1' }],
        games: [{ ...game, nodeId: 'NEW1:a', vassalage: 'NEW1', minBet: '0.2' }],
      },
      'games.0.minBet',
    ],
    [
      {
        vendors: [{ ...vendor, vassalage: 'NEW2' }],
        games: [
          { ...game, nodeId: 'NEW2:a', vassalage: 'NEW2', gameId: 'a' },
          { ...game, nodeId: 'NEW2:a', vassalage: 'NEW2', gameId: 'b' },
        ],
      },
      'games.1.nodeId',
    ],
    [{ vendors: [{ ...vendor, vassalage: 'NEW3', gameTypes: [] }], games: [] }, 'vendors.0.gameTypes'],
  ])('refuses a bad file by field and writes nothing (%#)', async (body, field) => {
    const before = [
      await countRows(t.db, s.game),
      await countRows(t.db, s.gameVendor),
      await countRows(t.db, s.operatorAudit),
    ];
    const res = await op('POST', '/catalogue', body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error)).toContain(field);
    expect([
      await countRows(t.db, s.game),
      await countRows(t.db, s.gameVendor),
      await countRows(t.db, s.operatorAudit),
    ]).toEqual(before);
  });
});
