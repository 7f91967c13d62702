import { API_PATHS, type HotMatch } from '@lobby/shared';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { auth, useTestApp } from '../../test/test-app.ts';
import { listHotMatches } from './hot-matches.ts';

// Hot matches end to end on a real database (issue 10): the public call's window and order,
// ETag and 304, and every operator command with its audit.

const ctx = useTestApp();

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const hotMatches = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: API_PATHS.hotMatches, headers });
const shownIds = async () => ((await hotMatches()).json().value.list as HotMatch[]).map((m) => m.id);
const operator = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/operator/${url}`, headers: auth(), ...(payload ? { payload } : {}) });
const auditCommands = async () =>
  (await ctx.db.select().from(t.operatorAudit).orderBy(desc(t.operatorAudit.id))).map((row) => row.command);

const match = (overrides: object = {}) => ({
  league: 'Lantern Premier League',
  homeTeam: 'Red Lions',
  awayTeam: 'Blue Herons',
  homeTeamImageUrl: '/media/teams/red-lions.svg',
  awayTeamImageUrl: 'https://cdn.example/blue-herons.png',
  matchTime: at(24 * HOUR),
  vendor: 'LANTERN_SPORTS',
  roomId: 'football',
  nodeId: '1001',
  ...overrides,
});
async function add(overrides: object = {}) {
  const answer = await operator('POST', 'hot-matches', match(overrides));
  expect(answer.statusCode).toBe(200);
  return Number(answer.json().value.changes[0].field.split('.')[1]);
}

describe('GET hot matches', () => {
  it('shows enabled matches from their start until kick-off (or their end), by match time', async () => {
    const late = await add({ matchTime: at(48 * HOUR) });
    const soon = await add({ matchTime: at(2 * HOUR) });
    const notYet = await add({ startsAt: at(HOUR) });
    const off = await add({ enabled: false });
    const endedEarly = await add({ startsAt: at(-2 * HOUR), endsAt: at(-HOUR) });
    const pastKickOff = await add({ startsAt: at(-3 * HOUR), matchTime: at(-HOUR) });
    const live = await add({ startsAt: at(-3 * HOUR), matchTime: at(-HOUR), endsAt: at(HOUR) });
    const ids = await shownIds();
    expect(ids.filter((id) => [late, soon, live].includes(id))).toEqual([live, soon, late]);
    for (const hidden of [notYet, off, endedEarly, pastKickOff]) expect(ids).not.toContain(hidden);
    const inTwoHours = (await listHotMatches(ctx.db, new Date(Date.now() + 2 * HOUR))).map((m) => m.id);
    expect(inTwoHours).toContain(notYet);
    expect(inTwoHours).not.toContain(soon);
  });

  it('answers spec 3 fields, the match time in ms', async () => {
    const id = await add({ matchTime: '2031-05-01T13:30:00Z' });
    const shown = ((await hotMatches()).json().value.list as HotMatch[]).find((m) => m.id === id);
    expect(shown).toEqual({ id, ...match(), matchTime: Date.parse('2031-05-01T13:30:00Z') });
  });

  it('answers 304 to a current ETag until the operator changes a match', async () => {
    const first = await hotMatches();
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect((await hotMatches({ 'if-none-match': etag })).statusCode).toBe(304);
    const id = (first.json().value.list as HotMatch[])[0]?.id ?? 0;
    await operator('PATCH', `hot-matches/${id}`, { league: 'Golden Delta Cup' });
    const after = await hotMatches({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().value.list[0].league).toBe('Golden Delta Cup');
  });
});

describe('operator hot-match commands', () => {
  it('changes, disables, enables and removes, each audited and visible on the next call', async () => {
    const id = await add();
    expect(
      (await operator('PATCH', `hot-matches/${id}`, { awayTeam: 'Silver Owls' })).json().value.changes,
    ).toEqual([{ field: `hotMatch.${id}.awayTeam`, before: 'Blue Herons', after: 'Silver Owls' }]);
    await operator('PUT', `hot-matches/${id}/enabled`, { enabled: false });
    expect(await shownIds()).not.toContain(id);
    await operator('PUT', `hot-matches/${id}/enabled`, { enabled: true });
    expect(await shownIds()).toContain(id);
    await operator('DELETE', `hot-matches/${id}`);
    expect(await shownIds()).not.toContain(id);
    expect((await auditCommands()).slice(0, 5)).toEqual([
      'hot-match:remove',
      'hot-match:enable',
      'hot-match:disable',
      'hot-match:change',
      'hot-match:add',
    ]);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.operatorHotMatches,
      headers: auth(),
    });
    expect(listed.json().value.list.map((m: { id: number }) => m.id)).not.toContain(id);
  });

  it.each([
    ['a javascript: badge', { homeTeamImageUrl: 'javascript:alert(1)' }, 'homeTeamImageUrl'],
    [
      'a badge outside /media/',
      { awayTeamImageUrl: '/media/../data/operator-token.png' },
      'awayTeamImageUrl',
    ],
    ['an empty team', { homeTeam: '  ' }, 'homeTeam'],
    ['a match time that is not a time', { matchTime: 'tomorrow' }, 'matchTime'],
    ['a match that has started', { matchTime: at(-HOUR) }, 'matchTime'],
    ['an end before the start', { startsAt: at(HOUR), endsAt: at(-HOUR) }, 'endsAt'],
    ['a node id with a slash', { nodeId: '10/01' }, 'nodeId'],
  ])('refuses %s by name and writes nothing', async (_name, overrides, field) => {
    const rows = (await ctx.db.select().from(t.hotMatch)).length;
    const answer = await operator('POST', 'hot-matches', match(overrides));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.field).toBe(field);
    expect((await ctx.db.select().from(t.hotMatch)).length).toBe(rows);
  });

  it('answers 404 for a hot match that does not exist', async () => {
    expect((await operator('PATCH', 'hot-matches/424242', { league: 'x' })).statusCode).toBe(404);
    expect((await operator('PUT', 'hot-matches/424242/enabled', { enabled: false })).statusCode).toBe(404);
    expect((await operator('DELETE', 'hot-matches/424242')).statusCode).toBe(404);
    expect((await operator('DELETE', 'hot-matches/abc')).json().error.field).toBe('id');
  });
});
