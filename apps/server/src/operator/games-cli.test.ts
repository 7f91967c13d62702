import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../db/schema/index.ts';
import { demoCatalogue } from '../features/games/demo-catalogue/demo.ts';
import { useOperatorCli } from '../test/operator-cli.ts';
import { parseArgs } from './args.ts';
import { importParts } from './commands/games.ts';

// `npm run operator -- games:*` end to end against a listening server (docs/operator-games.md).
const { t, cli } = useOperatorCli();
const gameRow = async (nodeId: string) =>
  (await t.db.select().from(s.game).where(eq(s.game.nodeId, nodeId)))[0];
const vendorRow = async (v: string) =>
  (await t.db.select().from(s.gameVendor).where(eq(s.gameVendor.vassalage, v)))[0];

describe('games commands', () => {
  it('imports a catalogue file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'games-cli-')), 'catalogue.json');
    const vendor = {
      vassalage: 'ZEN',
      displayName: 'Zen Tables',
      adapter: 'sandbox',
      smallIcon: '/s.svg',
      largeIcon: '/l.svg',
      gameTypes: ['PVP'],
    };
    const game = {
      nodeId: 'ZEN:go',
      vassalage: 'ZEN',
      gameType: 'PVP',
      gameId: 'go',
      names: { EN: 'Zen Go' },
      icon: '/g.svg',
      family: 'dice',
    };
    writeFileSync(file, JSON.stringify({ vendors: [vendor], games: [game] }));
    const run = await cli('games:import', file);
    expect(run).toMatchObject({ code: 0, err: [] });
    expect(run.out).toEqual(['vendors: null -> 1', 'games: 0 -> 1']);
    expect((await gameRow('ZEN:go'))?.names).toEqual({ EN: 'Zen Go' });
  });

  it('enables and disables vendors and games, sets hot ranks and new flags', async () => {
    expect((await cli('games:vendor', 'PLUM', '--disable')).code).toBe(0);
    expect((await vendorRow('PLUM'))?.enabled).toBe(false);
    expect((await cli('games:vendor', 'PLUM', '--enable')).code).toBe(0);
    const run = await cli('games:game', 'PLUM:n0q0', '--hot', '2', '--new', '--disable');
    expect(run.code).toBe(0);
    expect(await gameRow('PLUM:n0q0')).toMatchObject({ hotRank: 2, isNew: true, enabled: false });
    await cli('games:game', 'PLUM:n0q0', '--no-hot', '--not-new', '--enable');
    expect(await gameRow('PLUM:n0q0')).toMatchObject({ hotRank: null, isNew: false, enabled: true });
  });

  it('schedules and ends a maintenance window', async () => {
    const run = await cli(
      'games:maintenance',
      'NEBULA',
      '--from',
      '2030-01-01T02:00:00Z',
      '--until',
      '2030-01-01T04:00:00Z',
    );
    expect(run.code).toBe(0);
    expect((await vendorRow('NEBULA'))?.maintenanceFrom?.toISOString()).toBe('2030-01-01T02:00:00.000Z');
    await cli('games:maintenance', 'NEBULA', '--from', '2030-01-01T02:00:00Z', '--open');
    expect((await vendorRow('NEBULA'))?.maintenanceUntil).toBeNull();
    expect((await cli('games:maintenance', 'NEBULA', '--end')).code).toBe(0);
    expect((await vendorRow('NEBULA'))?.maintenanceFrom).toBeNull();
  });

  it('sends a large file in parts under the body limit, vendors first, every game once in order', async () => {
    const demo = demoCatalogue();
    const parts = importParts(demo, 100_000) as { vendors: unknown[]; games: { nodeId: string }[] }[];
    expect(parts.length).toBeGreaterThan(3);
    expect(parts[0]?.vendors).toHaveLength(demo.vendors.length);
    expect(parts.slice(1).every((p) => p.vendors.length === 0)).toBe(true);
    expect(parts.every((p) => JSON.stringify(p).length <= 100_000)).toBe(true);
    expect(parts.flatMap((p) => p.games.map((g) => g.nodeId))).toEqual(demo.games.map((g) => g.nodeId));
    // The whole demo file goes in one request, and imports again as an update of every game.
    const file = join(mkdtempSync(join(tmpdir(), 'games-cli-')), 'demo.json');
    writeFileSync(file, JSON.stringify(demo));
    const run = await cli('games:import', file);
    expect(run).toMatchObject({ code: 0, out: ['vendors: null -> 13', 'games: 311 -> 311'] });
  });

  it('checks the whole file before sending any of it', () => {
    const demo = demoCatalogue();
    const bad = { ...demo, games: demo.games.map((g, i) => (i === 200 ? { ...g, minBet: '0.2' } : g)) };
    expect(() => importParts(bad)).toThrow('games.200.minBet');
  });

  it.each([
    [['games:vendor', 'PLUM'], 'either --enable or --disable'],
    [['games:game', 'PLUM:n0q0', '--hot', 'x'], '--hot needs a rank'],
    [['games:game', 'PLUM:n0q0'], 'give --enable'],
    [['games:maintenance', 'PLUM', '--from', 'soon', '--open'], '--from must be an ISO time'],
    [['games:maintenance', 'PLUM', '--from', '2030-01-01T00:00:00Z'], '--until ISO, or --open'],
    [['games:import', '/nonexistent.json'], 'cannot read'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message);
  });
});
