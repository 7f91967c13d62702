import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// decision 038: no words drawn into the banner and licence images; their words are page text and
// alt texts in the reader's language. (The logo is the brand name, the same in every language;
// the age sign 18+ has no words.)
const MEDIA = join(import.meta.dirname, '../../../media');
const pictures = [
  'brand/banner.svg',
  ...readdirSync(join(MEDIA, 'licences')).map((file) => `licences/${file}`),
];

describe('the demo merchant pictures', () => {
  it.each(pictures)('%s has no words in it', (path) => {
    const svg = readFileSync(join(MEDIA, path), 'utf8');
    const drawn = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');
    expect(drawn.filter((text) => /\p{L}/u.test(text))).toEqual([]);
    expect(svg).not.toMatch(/aria-label=/);
  });
});
