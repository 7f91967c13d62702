import type { CatalogueImport } from '@lobby/shared';

// The demo catalogue's icons (decision 074): small generated SVGs, no external URL, no text in
// any language (a tile's name is drawn by the app): a gradient in the qualifier's colours and a
// glyph for the category.

/** Two colours per qualifier (Golden, Jade, Lucky, Thunder, Moonlight, Fire, Royal, Crystal, Silver, Sun, Sky, Ruby). */
const PALETTE = [
  ['#f6c744', '#b8860b'],
  ['#3fb68b', '#0b6e4f'],
  ['#ff8a65', '#d84315'],
  ['#7e57c2', '#311b92'],
  ['#90a4ae', '#263238'],
  ['#ff7043', '#b71c1c'],
  ['#ab47bc', '#4a148c'],
  ['#80deea', '#00838f'],
  ['#cfd8dc', '#607d8b'],
  ['#ffca28', '#ef6c00'],
  ['#4fc3f7', '#01579b'],
  ['#ef5350', '#880e4f'],
] as const;

/** A simple white glyph per category, in a 96 x 96 box. */
const GLYPHS: Record<string, string> = {
  SPORTS:
    '<circle cx="48" cy="48" r="20" fill="none" stroke="#fff" stroke-width="5"/><path d="M48 28v40M28 48h40" stroke="#fff" stroke-width="4"/>',
  ESPORTS:
    '<rect x="24" y="36" width="48" height="26" rx="13" fill="#fff"/><circle cx="60" cy="49" r="4" fill="#333"/><path d="M33 49h10M38 44v10" stroke="#333" stroke-width="3"/>',
  COCKFIGHT: '<path d="M30 64c0-18 10-30 24-30l8-8 2 10 8 4-8 4c2 12-6 20-18 20z" fill="#fff"/>',
  LIVE: '<rect x="28" y="26" width="40" height="44" rx="5" fill="#fff"/><path d="M48 36l8 12-8 12-8-12z" fill="#c62828"/>',
  FISH: '<path d="M22 48c10-14 30-14 40 0-10 14-30 14-40 0zm40 0l12-10v20z" fill="#fff"/><circle cx="34" cy="45" r="3" fill="#333"/>',
  RNG: '<rect x="22" y="30" width="52" height="36" rx="6" fill="#fff"/><text x="48" y="57" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#c62828">777</text>',
  PVP: '<rect x="26" y="28" width="26" height="38" rx="4" fill="#fff" transform="rotate(-10 39 47)"/><rect x="44" y="28" width="26" height="38" rx="4" fill="#fff" transform="rotate(10 57 47)"/>',
  INHOUSE:
    '<rect x="30" y="30" width="36" height="36" rx="7" fill="#fff"/><circle cx="40" cy="40" r="4"/><circle cx="56" cy="56" r="4"/><circle cx="48" cy="48" r="4"/>',
  ELOTT:
    '<circle cx="38" cy="44" r="12" fill="#fff"/><circle cx="58" cy="54" r="12" fill="#fff" opacity="0.85"/>',
  LOTT: '<rect x="24" y="34" width="48" height="28" rx="4" fill="#fff"/><path d="M36 34v28" stroke="#999" stroke-dasharray="3 3"/>',
};

const qualifierOf = (gameId: string) => Number(/q(\d+)$/.exec(gameId)?.[1] ?? 0);

export function gameSvg(gameType: string, gameId: string): string {
  const [from, to] = PALETTE[qualifierOf(gameId) % PALETTE.length] ?? PALETTE[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" aria-hidden="true"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="96" height="96" rx="18" fill="url(#g)"/>${GLYPHS[gameType] ?? ''}</svg>\n`;
}

/** A vendor's mark: its code on a colour of its own (the code is Latin in every language). */
export function vendorSvg(vassalage: string, size: 'small' | 'large'): string {
  const hue = [...vassalage].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  const [w, h, fs] = size === 'small' ? [64, 64, vassalage.length > 4 ? 13 : 18] : [240, 120, 34];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" aria-hidden="true"><rect width="${w}" height="${h}" rx="${size === 'small' ? 14 : 20}" fill="hsl(${hue} 55% 38%)"/><text x="${w / 2}" y="${h / 2 + fs / 3}" font-family="sans-serif" font-size="${fs}" font-weight="700" text-anchor="middle" fill="#fff">${vassalage}</text></svg>\n`;
}

/** Every icon file of a catalogue: path under the media directory -> SVG. */
export function catalogueIcons(data: CatalogueImport): Map<string, string> {
  const files = new Map<string, string>();
  const under = (url: string) => url.replace(/^\/media\//, '');
  for (const v of data.vendors) {
    files.set(under(v.smallIcon), vendorSvg(v.vassalage, 'small'));
    files.set(under(v.largeIcon), vendorSvg(v.vassalage, 'large'));
  }
  for (const g of data.games)
    files.set(
      under(g.icon),
      gameSvg(
        g.gameType === 'SPORTS' && g.vassalage === 'TF'
          ? 'ESPORTS'
          : g.gameType === 'SPORTS' && g.vassalage === 'DS88'
            ? 'COCKFIGHT'
            : g.gameType,
        g.gameId,
      ),
    );
  return files;
}
