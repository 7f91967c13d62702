import { AnnouncementsResponse } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { auth, useTestApp } from '../../test/test-app.ts';

// Decision 044: public content answers are kept per node, carry a strong ETag and no-cache,
// answer 304 to a matching If-None-Match, and change the moment the operator changes content.
const t = useTestApp();

const NEWS = '/api/content/news?language=EN';
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const titles = async (url: string) =>
  AnnouncementsResponse.parse((await get(url)).json().value).list.map((a) => a.title);
const add = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/operator/announcements', headers: auth(), payload });

describe('ETag and 304', () => {
  it('answers with a strong ETag and no-cache, and 304 without a body when the phone has it', async () => {
    const first = await get(NEWS);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await get(NEWS, { 'if-none-match': tag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
    }
    expect((await get(NEWS, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('gives each language and parameter set its own answer and tag', async () => {
    const en = await get(NEWS);
    const my = await get('/api/content/news?language=MY');
    expect(en.headers.etag).not.toBe(my.headers.etag);
    expect(
      (await get('/api/content/news?language=MY', { 'if-none-match': en.headers.etag as string })).statusCode,
    ).toBe(200);
  });
});

describe('kept until the operator changes content', () => {
  it('keeps the answer while the rows change behind its back, and recomputes right after an operator change', async () => {
    const before = await get(NEWS);
    // A write that bypasses the operator API publishes nothing: the kept answer stays.
    await t.db
      .insert(s.announcement)
      .values({ type: 'H', groupName: 'm_home', title: { EN: 'Quiet' }, content: {} });
    expect((await get(NEWS)).headers.etag).toBe(before.headers.etag);
    expect(await titles(NEWS)).not.toContain('Quiet');

    const res = await add({ type: 'H', group: 'm_home', title: { EN: 'Loud' }, content: { EN: '<p>x</p>' } });
    expect(res.statusCode).toBe(200);
    expect(await titles(NEWS)).toEqual(expect.arrayContaining(['Quiet', 'Loud']));
    const after = await get(NEWS, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("follows an operator change of help items and of the service bar in Home's answer", async () => {
    const home = async () => (await get('/api/content/home?language=EN')).json().value;
    expect((await home()).serviceBar.telegram2).not.toBeNull();
    await t.app.inject({
      method: 'PUT',
      url: '/api/operator/config/service-bar',
      headers: auth(),
      payload: { telegram2: null },
    });
    expect((await home()).serviceBar.telegram2).toBeNull();

    const help = async () => (await get('/api/content/help?lang=EN')).json().value.list.length;
    const count = await help();
    await t.app.inject({
      method: 'POST',
      url: '/api/operator/help-items',
      headers: auth(),
      payload: { title: { EN: 'New' }, content: { EN: '<p>n</p>' } },
    });
    expect(await help()).toBe(count + 1);
  });

  it('follows a change of the default language (the fallback) made in the merchant configuration', async () => {
    const url = '/api/content/news';
    const languages = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/operator/config/languages', headers: auth(), payload: body });
    // The seeded lobby news is written in MY and EN; asked without a language, it follows the default.
    expect(await titles(url)).toContain('ညတိုင်း တိုက်ရိုက် ကာစီနို စားပွဲသစ်များ');
    await languages({ default: 'EN', supported: ['MY', 'EN'] });
    expect(await titles(url)).toContain('New live casino tables every evening');
    await languages({ default: 'MY', supported: ['MY', 'EN'] });
  });

  it('shows an announcement whose window opens while its answer is kept, and drops one whose window closes', async () => {
    const url = '/api/content/popular?language=EN';
    const soon = new Date(Date.now() + 1500).toISOString();
    await add({ type: 'PU', group: 'm_home', execution: 'B', title: { EN: 'Opens' }, startsAt: soon });
    await add({ type: 'PU', group: 'm_home', execution: 'B', title: { EN: 'Closes' }, endsAt: soon });
    const kept = await titles(url);
    expect(kept).toContain('Closes');
    expect(kept).not.toContain('Opens');
    await new Promise((resolve) => setTimeout(resolve, 1700));
    const later = await titles(url);
    expect(later).toContain('Opens');
    expect(later).not.toContain('Closes');
  });

  it("opens and closes a hot match's window at its edge in Home's answer and the hot-match call alike", async () => {
    const soon = Date.now() + 1500;
    const hotMatch = (league: string, times: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/operator/hot-matches',
        headers: auth(),
        payload: {
          league,
          homeTeam: 'Red Lions',
          awayTeam: 'Blue Herons',
          homeTeamImageUrl: '/media/teams/red-lions.svg',
          awayTeamImageUrl: '/media/teams/blue-herons.svg',
          vendor: 'LANTERN_SPORTS',
          roomId: 'football',
          nodeId: '1001',
          ...times,
        },
      });
    const day = new Date(soon + 86_400_000).toISOString();
    expect(
      (await hotMatch('Opening Cup', { startsAt: new Date(soon).toISOString(), matchTime: day })).statusCode,
    ).toBe(200);
    expect((await hotMatch('Kick-off Cup', { matchTime: new Date(soon).toISOString() })).statusCode).toBe(
      200,
    );
    const leagues = async () => {
      const home = (await get('/api/content/home?language=EN')).json().value.hotMatches;
      const strip = (await get('/api/content/hot-matches')).json().value.list;
      const names = (list: { league: string }[]) =>
        list.map((m) => m.league).filter((l) => l.endsWith('Cup'));
      expect(names(home)).toEqual(names(strip));
      return names(home);
    };
    expect(await leagues()).toEqual(['Kick-off Cup']);
    await new Promise((resolve) => setTimeout(resolve, soon + 200 - Date.now()));
    // Kept answers end at the edge, not after the 60 s bound: both calls changed at once.
    expect(await leagues()).toEqual(['Opening Cup']);
  });
});
