import { API_PATHS, type HotMatch } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { auth, type TestApp } from '../../test/test-app.ts';
import { TWO_NODES_ENABLED, useTwoNodes } from '../../test/two-nodes.ts';

// Issue 10 "cached in the server until the operator changes content (invalidated across API
// nodes through Redis)": node B keeps its answer until node A's change is announced. Runs with
// TEST_DATABASE_URL (project api-postgres) and TEST_REDIS_URL, like core/two-nodes.test.ts.

describe.skipIf(!TWO_NODES_ENABLED)('hot matches on two nodes sharing PostgreSQL and Redis', () => {
  const { a, b } = useTwoNodes();

  const leagues = async (node: TestApp) =>
    ((await node.app.inject({ url: API_PATHS.hotMatches })).json().value.list as HotMatch[]).map(
      (m) => m.league,
    );
  const add = (league: string) =>
    a.app.inject({
      method: 'POST',
      url: API_PATHS.operatorHotMatches,
      headers: auth(),
      payload: {
        league,
        homeTeam: 'Red Lions',
        awayTeam: 'Blue Herons',
        homeTeamImageUrl: '/media/teams/red-lions.svg',
        awayTeamImageUrl: '/media/teams/blue-herons.svg',
        matchTime: new Date(Date.now() + 86_400_000).toISOString(),
        vendor: 'LANTERN_SPORTS',
        roomId: 'football',
        nodeId: '1001',
      },
    });

  it('B answers from memory until A announces a change, then at once', async () => {
    expect(await leagues(b)).toEqual([]);
    // Written behind the nodes' backs: nobody announced it, so B keeps its answer.
    await b.db.execute(`insert into hot_match (league, home_team, away_team, home_team_image_url,
      away_team_image_url, match_time, vendor, room_id, node_id)
      values ('Quiet Cup', 'A', 'B', '/media/teams/a.svg', '/media/teams/b.svg', now() + interval '2 days', 'V', 'R', 'N')`);
    expect(await leagues(b)).toEqual([]);
    expect((await add('Lantern Cup')).statusCode).toBe(200);
    // One round trip to Redis gives B its turn of I/O to read the message (see core/two-nodes.test.ts).
    await a.app.inject({ url: '/api/health' });
    expect(await leagues(b)).toEqual(['Lantern Cup', 'Quiet Cup']);
  });
});
