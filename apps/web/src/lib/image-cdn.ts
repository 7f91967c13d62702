import { STORAGE_KEYS } from '@lobby/shared';

/** The server itself serves merchant images here: the built-in CDN (docs/decisions/002). */
export const BUILT_IN_CDN = '/media/';

function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * spec 9: one configured CDN, picked at random, kept for the whole session so caches stay warm.
 * A kept choice that is no longer configured is replaced.
 */
export function pickImageCdn(
  cdns: readonly string[],
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  random: () => number,
): string {
  if (cdns.length === 0) return BUILT_IN_CDN;
  const kept = storage.getItem(STORAGE_KEYS.imageCdn);
  if (kept && cdns.includes(kept)) return withSlash(kept);
  const chosen = cdns[Math.floor(random() * cdns.length)] ?? cdns[0] ?? BUILT_IN_CDN;
  storage.setItem(STORAGE_KEYS.imageCdn, chosen);
  return withSlash(chosen);
}

/** An image path from configuration, under the given CDN base; absolute URLs stay as they are. */
export function imageUrl(path: string, base: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/') || path.startsWith('data:')) return path;
  return `${withSlash(base)}${path}`;
}
