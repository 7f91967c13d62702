import { FavouriteIdsResponse, FavouritesResponse, RecentResponse } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { createTestMember } from '../../test/members.ts';
import { countRows } from '../../test/rows.ts';
import { useTestApp } from '../../test/test-app.ts';

// spec 4 favourite toggle and spec 7 favourites / recent: members only, idempotent, paged.
const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const FAV = '/api/games/favourites';

describe('favourites', () => {
  it('adds once however often asked, lists newest first, gives the ids, removes', async () => {
    const { token } = await createTestMember(t.db);
    const headers = bearer(token);
    const add = (nodeId: string, vendor: string) =>
      t.app.inject({ method: 'POST', url: FAV, headers, payload: { nodeId, vendor } });
    for (const [nodeId, vendor] of [
      ['PLUM:n0q0', 'PLUM'],
      ['PLUM:n0q0', 'PLUM'],
      ['INHOUSE:dice', 'INHOUSE'],
    ] as const) {
      const res = await add(nodeId, vendor);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, value: { nodeId, favourite: true } });
    }
    const listed = FavouritesResponse.parse(
      (await t.app.inject({ url: `${FAV}?language=EN`, headers })).json().value,
    );
    expect(listed.content.map((g) => g.nodeId)).toEqual(['INHOUSE:dice', 'PLUM:n0q0']);
    expect(listed.content[1]?.gameName).toBe('Golden Dragon');
    expect(listed).toMatchObject({ pageNum: 1, totalPages: 1 });
    const slots = FavouritesResponse.parse(
      (await t.app.inject({ url: `${FAV}?gameType=RNG&pageSize=1`, headers })).json().value,
    );
    expect(slots.content.map((g) => g.nodeId)).toEqual(['PLUM:n0q0']);
    const ids = FavouriteIdsResponse.parse((await t.app.inject({ url: `${FAV}/ids`, headers })).json().value);
    expect(ids.nodeIds.sort()).toEqual(['INHOUSE:dice', 'PLUM:n0q0']);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${FAV}?nodeId=PLUM:n0q0&vendor=PLUM`,
      headers,
    });
    expect(removed.json()).toEqual({ success: true, value: { nodeId: 'PLUM:n0q0', favourite: false } });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${FAV}?nodeId=PLUM:n0q0&vendor=PLUM`,
      headers,
    });
    expect(again.statusCode).toBe(200);
    const after = FavouriteIdsResponse.parse(
      (await t.app.inject({ url: `${FAV}/ids`, headers })).json().value,
    );
    expect(after.nodeIds).toEqual(['INHOUSE:dice']);
  });

  it('answers GAME_NOT_FOUND for an unknown game or the wrong vendor, writing nothing', async () => {
    const { token } = await createTestMember(t.db);
    const before = await countRows(t.db, s.gameFavourite);
    for (const payload of [
      { nodeId: 'NOPE:x', vendor: 'PLUM' },
      { nodeId: 'PLUM:n0q0', vendor: 'NEBULA' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: FAV, headers: bearer(token), payload });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('GAME_NOT_FOUND');
    }
    expect(await countRows(t.db, s.gameFavourite)).toBe(before);
  });

  it('refuses bad bodies by field, writing nothing', async () => {
    const { token } = await createTestMember(t.db);
    const before = await countRows(t.db, s.gameFavourite);
    for (const [payload, field] of [
      [{ nodeId: 'PLUM:n0q0' }, 'vendor'],
      [{ nodeId: 'bad id!', vendor: 'PLUM' }, 'nodeId'],
      [{ nodeId: 'PLUM:n0q0', vendor: 'plum' }, 'vendor'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: FAV, headers: bearer(token), payload });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(field);
    }
    expect(await countRows(t.db, s.gameFavourite)).toBe(before);
  });

  it('gives guests 401 on every member call', async () => {
    for (const [method, url] of [
      ['POST', FAV],
      ['DELETE', `${FAV}?nodeId=PLUM:n0q0&vendor=PLUM`],
      ['GET', FAV],
      ['GET', `${FAV}/ids`],
      ['GET', '/api/games/recent'],
      ['GET', '/api/games/recent/add?nodeId=PLUM:n0q0'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { nodeId: 'PLUM:n0q0', vendor: 'PLUM' } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('recent games', () => {
  it('moves a replayed game to the top, pages 25 at a time, and is per member', async () => {
    const { token } = await createTestMember(t.db);
    const headers = bearer(token);
    const play = (nodeId: string) => t.app.inject({ url: `/api/games/recent/add?nodeId=${nodeId}`, headers });
    const slots = Array.from({ length: 27 }, (_, i) => `NEBULA:n${8 + (i % 8)}q${Math.floor(i / 8)}`);
    for (const nodeId of slots) expect((await play(nodeId)).statusCode).toBe(200);
    // Every play in its own transaction: the time orders them.
    const first = RecentResponse.parse(
      (await t.app.inject({ url: '/api/games/recent?clientType=2&language=EN', headers })).json().value,
    );
    expect(first.list).toHaveLength(25);
    expect(first.totalPages).toBe(2);
    expect(first.list[0]?.nodeId).toBe(slots[26]);
    await play(slots[0] as string);
    const again = RecentResponse.parse(
      (await t.app.inject({ url: '/api/games/recent', headers })).json().value,
    );
    expect(again.list[0]?.nodeId).toBe(slots[0]);
    expect(again.totalPages).toBe(2);
    const page2 = RecentResponse.parse(
      (await t.app.inject({ url: '/api/games/recent?page=2', headers })).json().value,
    );
    expect(page2.list).toHaveLength(2);

    const other = await createTestMember(t.db);
    const none = RecentResponse.parse(
      (await t.app.inject({ url: '/api/games/recent', headers: bearer(other.token) })).json().value,
    );
    expect(none).toEqual({ list: [], totalPages: 0 });
    expect((await play('NOPE:x')).statusCode).toBe(404);
  });
});
