import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CatalogueImport, GAME_TYPES, groupedCategoryOf, LANGUAGE_CODES } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from './demo.ts';
import { catalogueIcons } from './icons.ts';

// Issue 12 "Seed", decision 074: the demo catalogue's completeness, and that the committed seed
// file and icons are what the generator writes.
const data = demoCatalogue();
const SERVER_DIR = join(import.meta.dirname, '../../../..');

describe('the demo catalogue', () => {
  it('has at least 300 games over at least 12 vendors, valid as an import', () => {
    expect(() => CatalogueImport.parse(data)).not.toThrow();
    expect(data.games.length).toBeGreaterThanOrEqual(300);
    expect(data.vendors.length).toBeGreaterThanOrEqual(12);
  });

  it('names every game in every one of the 29 languages, each name distinct within its language', () => {
    for (const game of data.games) {
      for (const code of LANGUAGE_CODES)
        expect(game.names[code]?.trim(), `${game.nodeId} ${code}`).toBeTruthy();
    }
    for (const code of ['EN', 'MY'] as const) {
      const names = data.games.map((g) => g.names[code]);
      expect(new Set(names).size, code).toBe(names.length);
    }
  });

  it('covers every category of spec 1 after grouping, with TF in ESPORTS and DS88 in COCKFIGHT', () => {
    const shown = new Set(data.games.map((g) => groupedCategoryOf(g.vassalage, g.gameType)));
    expect([...shown].sort()).toEqual([...GAME_TYPES].sort());
    expect(data.games.some((g) => g.vassalage === 'TF')).toBe(true);
    expect(data.games.some((g) => g.vassalage === 'DS88')).toBe(true);
  });

  it('launches everything: in-house dice, mines, slot; every other game a family of the sandbox', () => {
    const inhouse = data.games.filter((g) => g.vassalage === 'INHOUSE');
    expect(inhouse.map((g) => [g.nodeId, g.gameId, g.family])).toEqual([
      ['INHOUSE:dice', 'dice', 'dice'],
      ['INHOUSE:mines', 'mines', 'mines'],
      ['INHOUSE:slot', 'slot', 'slot'],
    ]);
    const adapters = new Map(data.vendors.map((v) => [v.vassalage, v.adapter]));
    expect(adapters.get('INHOUSE')).toBe('inhouse');
    for (const g of data.games.filter((x) => x.vassalage !== 'INHOUSE')) {
      expect(adapters.get(g.vassalage)).toBe('sandbox');
      expect(g.family).toBeDefined();
    }
  });

  it('has new and hot games, every minimum-bet chip, and lobby tiles where categories launch a lobby', () => {
    expect(data.games.filter((g) => g.isNew).length).toBeGreaterThan(10);
    expect(data.games.filter((g) => g.hotRank).length).toBeGreaterThan(10);
    expect(new Set(data.games.map((g) => g.minBet))).toEqual(new Set(['0.01', '0.05', '0.1', '0.5', '0.75']));
    const lobbies = new Set(
      data.games.filter((g) => g.isLobby).map((g) => groupedCategoryOf(g.vassalage, g.gameType)),
    );
    for (const type of ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE'] as const) expect(lobbies).toContain(type);
  });

  it('matches the committed seed file and icons, which hold no external URL', () => {
    const seeded = JSON.parse(readFileSync(join(SERVER_DIR, 'seed/games.json'), 'utf8'));
    expect(seeded).toEqual(JSON.parse(JSON.stringify(data)));
    for (const [path, svg] of catalogueIcons(data)) {
      expect(readFileSync(join(SERVER_DIR, 'media', path), 'utf8'), path).toBe(svg);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/href|https?:/);
    }
  });
});
