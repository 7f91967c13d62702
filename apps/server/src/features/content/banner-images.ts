import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResponsiveImage } from '@lobby/shared';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { validationError } from '../../core/errors.ts';
import type { BannerImageRecord } from '../../db/schema/index.ts';

// Banner artwork in width variants and formats, made once at seed or upload time (issue 10
// "Speed", decision 045): AVIF and WebP for <picture>, JPEG for the rest, never upscaled.

/** The artwork's design size (750x300, 2.5:1); a phone at 390 CSS px shows it 390x156. */
export const BANNER_SIZE = { width: 750, height: 300 } as const;
/** 1x, 2x and 3x of a 390 px wide phone (the 3x one is capped at 1080). */
export const BANNER_WIDTHS = [390, 750, 1080] as const;
/** spec 9: images up to 5 MB; png or jpg (and webp, which phones now save screenshots as). */
export const BANNER_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const BANNER_UPLOAD_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};
/** Wider than this buys nothing (the widest variant is 1080) and costs memory to decode. */
const MAX_SOURCE_WIDTH = 4000;
/** 1% either way: 1500x601 is still 2.5:1 artwork; the variants crop the sliver. */
const ASPECT_TOLERANCE = 0.01;
/** Bump when the variants change (widths, formats, quality), so new names replace cached ones. */
const VARIANTS_VERSION = 'v1';
/** Under MEDIA_DIR; git ignores it (apps/server/media/generated/), the static plugin serves it. */
export const GENERATED_BANNERS_DIR = 'generated/banners';

const FORMATS = [
  { ext: 'avif', type: 'image/avif', encode: (s: Sharp) => s.avif({ quality: 52, effort: 4 }) },
  { ext: 'webp', type: 'image/webp', encode: (s: Sharp) => s.webp({ quality: 76 }) },
  // JPEG has no alpha: transparent artwork sits on the brand's night purple.
  {
    ext: 'jpg',
    type: 'image/jpeg',
    encode: (s: Sharp) => s.flatten({ background: '#2a0f5c' }).jpeg({ quality: 80, mozjpeg: true }),
  },
] as const;

const imageError = (message: string) => validationError('image', message);

/**
 * An uploaded picture, checked before anything is written: its declared type, its size, that
 * sharp decodes it as that kind of picture, and 2.5:1 artwork at least 750x300.
 */
export async function checkBannerUpload(bytes: Buffer, contentType: string): Promise<void> {
  const declared = BANNER_UPLOAD_TYPES[contentType.split(';')[0]?.trim().toLowerCase() ?? ''];
  if (!declared) throw imageError(`a ${contentType} file; send image/png, image/jpeg or image/webp`);
  if (bytes.length === 0) throw imageError('the file is empty');
  if (bytes.length > BANNER_UPLOAD_MAX_BYTES) throw imageError('the file is larger than 5 MB');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { autoOrient: true, limitInputPixels: MAX_SOURCE_WIDTH ** 2 }).metadata();
  } catch {
    throw imageError('not a picture sharp can read (png, jpg or webp)');
  }
  if (meta.format !== declared) {
    throw imageError(`the file is ${meta.format ?? 'unknown'}, not the ${declared} its type says`);
  }
  checkBannerSize(meta.autoOrient.width, meta.autoOrient.height);
}

/** Says exactly what is wrong with the picture's size, in the words an artist needs. */
export function checkBannerSize(width: number, height: number): void {
  const size = `the picture is ${width}x${height}`;
  const want = 'banners are 2.5:1 artwork, 750x300 or larger (e.g. 1500x600)';
  const aspect = width / height;
  if (Math.abs(aspect / 2.5 - 1) > ASPECT_TOLERANCE) {
    throw imageError(`${size} (${aspect.toFixed(2)}:1); ${want}`);
  }
  if (width < BANNER_SIZE.width || height < BANNER_SIZE.height)
    throw imageError(`${size}, too small; ${want}`);
  if (width > MAX_SOURCE_WIDTH) throw imageError(`${size}; at most ${MAX_SOURCE_WIDTH} px wide is needed`);
}

/** Source pixels: a raster as it is; an SVG drawn at the widest variant's width. */
async function pipelineOf(source: Buffer): Promise<{ image: Sharp; width: number }> {
  const meta = await sharp(source).metadata();
  if (meta.format !== 'svg')
    return { image: sharp(source, { autoOrient: true }), width: meta.autoOrient.width };
  const widest = BANNER_WIDTHS[BANNER_WIDTHS.length - 1] ?? BANNER_SIZE.width;
  return { image: sharp(source, { density: (72 * widest) / meta.width }), width: widest };
}

/**
 * Writes the variants of `source` (raster or SVG) for banner `id` under
 * MEDIA_DIR/generated/banners/<id>-<hash>/<width>.<avif|webp|jpg>, with no metadata. The hash is
 * of the source, so the names can be cached for a year, and a directory that exists is complete
 * (written aside, then renamed): a second start or node with the same artwork reuses it.
 */
export async function renderBannerVariants(
  mediaDir: string,
  id: number,
  source: Buffer,
): Promise<BannerImageRecord> {
  const hash = createHash('sha256').update(VARIANTS_VERSION).update(source).digest('hex').slice(0, 16);
  const dir = `${GENERATED_BANNERS_DIR}/${id}-${hash}`;
  const { image, width: sourceWidth } = await pipelineOf(source);
  const widths = BANNER_WIDTHS.filter((w) => w <= sourceWidth);
  const widest = widths[widths.length - 1] ?? BANNER_SIZE.width;
  const record = { dir, widths, width: widest, height: heightOf(widest) };
  const target = join(mediaDir, dir);
  if (existsSync(target)) return record;
  const aside = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  await mkdir(aside, { recursive: true });
  try {
    for (const width of widths) {
      const resized = image.clone().resize(width, heightOf(width), { fit: 'cover', position: 'centre' });
      for (const format of FORMATS)
        await format.encode(resized.clone()).toFile(join(aside, `${width}.${format.ext}`));
    }
    await rename(aside, target);
  } catch (error) {
    await rm(aside, { recursive: true, force: true });
    // Another start or node renamed the same artwork first: its files are the same.
    if (!existsSync(target)) throw error;
  }
  return record;
}

const heightOf = (width: number) => Math.round((width * BANNER_SIZE.height) / BANNER_SIZE.width);

/** What the web's <picture> needs: the JPEG fallback and its srcset, AVIF and WebP sources. */
export function responsiveImage(record: BannerImageRecord): ResponsiveImage {
  const base = `/media/${record.dir}`;
  const srcset = (ext: string) => record.widths.map((w) => `${base}/${w}.${ext} ${w}w`).join(', ');
  return {
    src: `${base}/${record.width}.jpg`,
    srcset: srcset('jpg'),
    width: record.width,
    height: record.height,
    sources: FORMATS.filter((f) => f.ext !== 'jpg').map((f) => ({ type: f.type, srcset: srcset(f.ext) })),
  };
}
