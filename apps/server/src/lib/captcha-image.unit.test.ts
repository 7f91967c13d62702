import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptcha } from './captcha-image.ts';
import { crc32 } from './captcha-image-png.ts';

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

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});

describe('renderCaptcha', () => {
  const png = renderCaptcha('40719');

  it('writes a PNG: signature, IHDR with the size, IDAT that inflates, IEND', () => {
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

  it('inks the digits: a good share of dark pixels, and no two renderings alike', () => {
    const raw = inflateSync(chunks(png)[1]?.data as Buffer);
    const dark = [...raw].filter((v, i) => i % (CAPTCHA_WIDTH + 1) !== 0 && v < 100).length;
    expect(dark).toBeGreaterThan(300);
    expect(renderCaptcha('40719').equals(png)).toBe(false);
  });

  it('refuses a character the font lacks', () => {
    expect(() => renderCaptcha('12a')).toThrow(/no glyph/);
  });
});
