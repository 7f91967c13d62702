import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// issue 10 "Seed", decision 038: the banners' words are page text in the reader's language, so
// the bundled artwork and team badges draw none (and no real club's crest: only shapes).
const SEED = join(import.meta.dirname, '../../../seed/banners');
const TEAMS = join(import.meta.dirname, '../../../media/teams');
const pictures = [
  ...readdirSync(SEED)
    .filter((f) => f.endsWith('.svg'))
    .map((f) => join(SEED, f)),
  ...readdirSync(TEAMS).map((f) => join(TEAMS, f)),
];

describe('the bundled banner artwork and team badges', () => {
  it('are three banners and eight badges', () => {
    expect(pictures.filter((p) => p.startsWith(SEED))).toHaveLength(3);
    expect(pictures.filter((p) => p.startsWith(TEAMS))).toHaveLength(8);
  });

  it.each(pictures.map((p) => [p.slice(p.lastIndexOf('/') + 1), p]))('%s draws no words', (_name, path) => {
    const svg = readFileSync(path, 'utf8');
    expect(svg).not.toMatch(/<text|<image|href=|aria-label=/);
  });

  it('names only artwork and badges that exist', () => {
    const seed = JSON.parse(readFileSync(join(SEED, 'home-media.json'), 'utf8'));
    for (const banner of seed.banners) expect(readdirSync(SEED)).toContain(banner.artwork);
    for (const match of seed.hotMatches) {
      expect(readdirSync(TEAMS)).toContain(match.homeBadge);
      expect(readdirSync(TEAMS)).toContain(match.awayBadge);
    }
  });
});
