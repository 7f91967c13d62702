import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BANNER_UPLOAD_MAX_BYTES,
  checkBannerUpload,
  renderBannerVariants,
  responsiveImage,
} from './banner-images.ts';

// Banner variants (issue 10 "Speed", decision 045): what sharp writes, and what an upload must be.

const mediaDir = mkdtempSync(join(tmpdir(), 'lobby-banner-images-'));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const artwork = readFileSync(new URL('../../../seed/banners/welcome-bonus.svg', import.meta.url));
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#3a0ca3' } })
    .toFormat(format)
    .toBuffer();

/** sharp names AVIF "heif" (its container); the compression tells them apart. */
async function describeFile(path: string) {
  const meta = await sharp(path).metadata();
  return {
    format: meta.compression === 'av1' ? 'avif' : meta.format,
    width: meta.width,
    height: meta.height,
  };
}

// Encoding nine AVIF, WebP and JPEG variants takes seconds of CPU: past vitest's 5 s default when
// the other worker holds the second core.
describe('renderBannerVariants', { timeout: 30_000 }, () => {
  it('draws an SVG at 390, 750 and 1080 px wide, each in AVIF, WebP and JPEG, at 2.5:1', async () => {
    const record = await renderBannerVariants(mediaDir, 7, artwork);
    expect(record).toMatchObject({ widths: [390, 750, 1080], width: 1080, height: 432 });
    expect(record.dir).toMatch(/^generated\/banners\/7-[0-9a-f]{16}$/);
    const files = readdirSync(join(mediaDir, record.dir)).sort();
    expect(files).toEqual(
      ['1080', '390', '750'].flatMap((w) => [`${w}.avif`, `${w}.jpg`, `${w}.webp`]).sort(),
    );
    expect(await describeFile(join(mediaDir, record.dir, '390.avif'))).toEqual({
      format: 'avif',
      width: 390,
      height: 156,
    });
    expect(await describeFile(join(mediaDir, record.dir, '750.webp'))).toEqual({
      format: 'webp',
      width: 750,
      height: 300,
    });
    expect(await describeFile(join(mediaDir, record.dir, '1080.jpg'))).toEqual({
      format: 'jpeg',
      width: 1080,
      height: 432,
    });
  });

  it('never upscales: an 800 px wide upload gets the 390 and 750 variants only', async () => {
    const record = await renderBannerVariants(mediaDir, 8, await picture(800, 320));
    expect(record.widths).toEqual([390, 750]);
    expect(readdirSync(join(mediaDir, record.dir))).toHaveLength(6);
  });

  it('names the directory after the content: the same artwork reuses it, other artwork gets its own', async () => {
    const again = await renderBannerVariants(mediaDir, 7, artwork);
    const other = await renderBannerVariants(mediaDir, 7, await picture(750, 300));
    expect(again.dir).toBe((await renderBannerVariants(mediaDir, 7, artwork)).dir);
    expect(other.dir).not.toBe(again.dir);
  });

  it('strips metadata: EXIF in the upload is not in any variant', async () => {
    const withExif = await sharp(await picture(750, 300, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'secret camera owner' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const record = await renderBannerVariants(mediaDir, 9, withExif);
    for (const file of readdirSync(join(mediaDir, record.dir))) {
      expect((await sharp(join(mediaDir, record.dir, file)).metadata()).exif).toBeUndefined();
    }
  });
});

describe('responsiveImage', () => {
  it('gives the JPEG fallback, its srcset, and AVIF then WebP sources under /media/', () => {
    const image = responsiveImage({
      dir: 'generated/banners/1-abc',
      widths: [390, 750],
      width: 750,
      height: 300,
    });
    expect(image).toEqual({
      src: '/media/generated/banners/1-abc/750.jpg',
      srcset: '/media/generated/banners/1-abc/390.jpg 390w, /media/generated/banners/1-abc/750.jpg 750w',
      width: 750,
      height: 300,
      sources: [
        {
          type: 'image/avif',
          srcset:
            '/media/generated/banners/1-abc/390.avif 390w, /media/generated/banners/1-abc/750.avif 750w',
        },
        {
          type: 'image/webp',
          srcset:
            '/media/generated/banners/1-abc/390.webp 390w, /media/generated/banners/1-abc/750.webp 750w',
        },
      ],
    });
  });
});

describe('checkBannerUpload', () => {
  const refusal = async (bytes: Buffer, type: string) => {
    const error = await checkBannerUpload(bytes, type).then(
      () => undefined,
      (e: unknown) => e as { field?: string; message: string },
    );
    return error && { field: error.field, message: error.message };
  };

  it.each([
    ['png', 1500, 600, 'image/png'],
    ['jpeg', 750, 300, 'image/jpeg'],
    ['webp', 1000, 400, 'image/webp; charset=binary'],
  ] as const)('takes %s artwork of %ix%i', async (format, width, height, type) => {
    expect(await refusal(await picture(width, height, format), type)).toBeUndefined();
  });

  it.each([
    ['a GIF', async () => picture(750, 300, 'gif'), 'image/gif', /image\/gif file; send image\/png/],
    ['text called a PNG', async () => Buffer.from('not a picture'), 'image/png', /not a picture/],
    [
      'a JPEG called a PNG',
      async () => picture(750, 300, 'jpeg'),
      'image/png',
      /the file is jpeg, not the png/,
    ],
    ['a 4:3 picture', async () => picture(800, 600), 'image/png', /800x600 \(1\.33:1\); banners are 2\.5:1/],
    ['a small picture', async () => picture(500, 200), 'image/png', /500x200, too small/],
    ['an empty file', async () => Buffer.alloc(0), 'image/png', /empty/],
    [
      'more than 5 MB',
      async () => Buffer.alloc(BANNER_UPLOAD_MAX_BYTES + 1),
      'image/png',
      /larger than 5 MB/,
    ],
  ])('refuses %s, naming the image', async (_name, bytes, type, message) => {
    const error = await refusal(await bytes(), type);
    expect(error?.field).toBe('image');
    expect(error?.message).toMatch(message);
  });
});
