import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  blankBitmap,
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  DIGIT_HEIGHT,
  drawStrokes,
  placeGlyph,
  renderCaptcha,
  renderCaptchaBitmap,
} from './captcha-image.ts';
import { type Bitmap, crc32 } from './captcha-image-png.ts';

/** Splits a PNG into its chunks, checking each CRC on the way. */
function chunks(png: Buffer) {
  const out: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    out.push({ type, data });
    at += 12 + length;
  }
  return out;
}

const randomCode = () => String(Math.floor(Math.random() * 100_000)).padStart(5, '0');
/** Ink, as a reader sees it: clearly darker than the ground and the faint noise. */
const inked = (bitmap: Bitmap, x: number, y: number) => (bitmap.pixels[y * bitmap.width + x] as number) < 128;

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});

describe('renderCaptcha (issue 8 item 3: made for people)', () => {
  const png = renderCaptcha('40719');

  it('writes a PNG of 264x88 (132x44 CSS pixels at 2x): signature, IHDR, IDAT that inflates, IEND', () => {
    expect([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]).toEqual([264, 88]);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const list = chunks(png);
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = list[0]?.data as Buffer;
    expect(ihdr.readUInt32BE(0)).toBe(CAPTCHA_WIDTH);
    expect(ihdr.readUInt32BE(4)).toBe(CAPTCHA_HEIGHT);
    expect([...ihdr.subarray(8)]).toEqual([8, 0, 0, 0, 0]);
    const raw = inflateSync(list[1]?.data as Buffer);
    expect(raw.length).toBe((CAPTCHA_WIDTH + 1) * CAPTCHA_HEIGHT);
  });

  it('draws digits two thirds of the picture high, and no two renderings alike', () => {
    expect(DIGIT_HEIGHT / CAPTCHA_HEIGHT).toBeGreaterThan(0.6);
    expect(renderCaptcha('40719').equals(png)).toBe(false);
  });

  it('stays small: every picture under 5,000 bytes of PNG', () => {
    for (let i = 0; i < 40; i++) expect(renderCaptcha(randomCode()).length).toBeLessThan(5000);
  });

  it('renders fast: well under 50 ms a picture even on a busy machine', () => {
    renderCaptcha('12345');
    const start = performance.now();
    for (let i = 0; i < 20; i++) renderCaptcha(randomCode());
    expect((performance.now() - start) / 20).toBeLessThan(50);
  });

  it('keeps the noise faint: with no digits, nothing reads as ink', () => {
    for (let i = 0; i < 10; i++) {
      const ground = renderCaptchaBitmap('');
      expect(Math.min(...ground.pixels)).toBeGreaterThanOrEqual(200);
    }
  });

  it('inks the digits dark, and keeps each digit apart from its neighbours', () => {
    for (let i = 0; i < 40; i++) {
      const code = randomCode();
      const bitmap = renderCaptchaBitmap(code);
      expect(Math.min(...bitmap.pixels)).toBeLessThanOrEqual(60);
      // Columns holding ink form one run per digit: no two digits touch or overlap.
      let runs = 0;
      let inRun = false;
      for (let x = 0; x < CAPTCHA_WIDTH; x++) {
        const ink = Array.from({ length: CAPTCHA_HEIGHT }, (_, y) => inked(bitmap, x, y)).some(Boolean);
        if (ink && !inRun) runs += 1;
        inRun = ink;
      }
      expect(runs, code).toBe(code.length);
    }
  });

  it('refuses a character the font lacks', () => {
    expect(() => renderCaptcha('12a')).toThrow(/no glyph/);
  });
});

/**
 * The legibility proxy: each digit drawn upright and alone, as ink; two digits differ by the share
 * of their combined ink that only one of them has, at the best of all shifts of up to 4 pixels
 * (the layout moves digits by less). 0 would be the same glyph; the closest pair (3 and 8) has
 * about 0.34. A pair under 0.3 is a pair a reader may confuse.
 */
describe('the digit glyphs are unlike each other', () => {
  // The glyph, upright at the centre, as ink in a box of SIDE x SIDE pixels around it.
  const SIDE = 84;
  const glyph = (digit: string) => {
    const bitmap = blankBitmap();
    const centre = { x: CAPTCHA_WIDTH / 2, y: CAPTCHA_HEIGHT / 2, tilt: 0, scale: 1 };
    drawStrokes(bitmap, placeGlyph(digit, centre), 6.4, 30);
    const [left, top] = [(CAPTCHA_WIDTH - SIDE) / 2, (CAPTCHA_HEIGHT - SIDE) / 2];
    return Array.from({ length: SIDE * SIDE }, (_, i) =>
      inked(bitmap, left + (i % SIDE), top + Math.floor(i / SIDE)),
    );
  };
  const digits = [...'0123456789'];
  const glyphs = new Map(digits.map((d) => [d, glyph(d)]));

  function difference(a: boolean[], b: boolean[]): number {
    let best = 1;
    for (let dx = -4; dx <= 4; dx++) {
      for (let dy = -4; dy <= 4; dy++) {
        let either = 0;
        let one = 0;
        for (let y = 0; y < SIDE; y++) {
          for (let x = 0; x < SIDE; x++) {
            const inA = a[y * SIDE + x] as boolean;
            const [bx, by] = [x + dx, y + dy];
            const inB = bx >= 0 && by >= 0 && bx < SIDE && by < SIDE && (b[by * SIDE + bx] as boolean);
            if (inA || inB) either += 1;
            if (inA !== inB) one += 1;
          }
        }
        best = Math.min(best, one / either);
      }
    }
    return best;
  }

  it('fits each glyph in the box it is compared in', () => {
    for (const ink of glyphs.values()) {
      const edge = ink.filter(
        (on, i) => on && [0, SIDE - 1].some((e) => i % SIDE === e || Math.floor(i / SIDE) === e),
      );
      expect(edge).toEqual([]);
    }
  });

  const pairs = digits.flatMap((a) => digits.filter((b) => a < b).map((b) => [a, b] as const));
  it('has every pair of digits differ by at least 0.3', () => {
    const close = pairs
      .map(([a, b]) => ({ pair: `${a}${b}`, by: difference(glyphs.get(a) ?? [], glyphs.get(b) ?? []) }))
      .filter(({ by }) => by < 0.3);
    expect(close).toEqual([]);
  });
});
