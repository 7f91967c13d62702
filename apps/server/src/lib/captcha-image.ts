import { randomInt } from 'node:crypto';
import { FONT, GLYPH_HEIGHT, GLYPH_WIDTH, type Point, type Stroke } from './captcha-image-font.ts';
import { type Bitmap, encodePng } from './captcha-image-png.ts';

// The captcha picture (spec 5, 7: a PNG of at most 6 digits), made for people (issue 8 item 3,
// decision 032): large dark digits drawn with a round pen, smoothed at the edges, on a light
// ground; each digit only a little moved, tilted and sized, so the picture still looks drawn and
// no two are alike; faint noise lies under the digits and never over a stroke. It is no barrier
// to a program: the login and registration limits are (OWASP ASVS 5.0 V6.3).

/** The PNG's size: twice the 132 x 44 CSS pixels the web shows it at, sharp on phone screens. */
export const CAPTCHA_WIDTH = 264;
export const CAPTCHA_HEIGHT = 88;

/** Glyph height in pixels, and the pen: a stroke about 3 CSS pixels wide. */
export const DIGIT_HEIGHT = 58;
const PEN = 6.4;
const BACKGROUND = 250;
const MARGIN = 8;

interface Placement {
  /** Centre of the glyph box, in pixels. */
  x: number;
  y: number;
  /** Radians, clockwise. */
  tilt: number;
  scale: number;
}

/** Distance from (px, py) to the segment a-b. */
function segmentDistance(px: number, py: number, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  const ex = px - ax - t * dx;
  const ey = py - ay - t * dy;
  return Math.sqrt(ex * ex + ey * ey);
}

const segmentsOf = (strokes: readonly Stroke[]) =>
  strokes.flatMap((stroke) =>
    stroke.length === 1 ? [[stroke[0], stroke[0]]] : stroke.slice(1).map((p, i) => [stroke[i], p]),
  ) as [Point, Point][];

/** The pixel box (inclusive) within `reach` of the points, clipped to the picture. */
function boxOf(bitmap: Bitmap, points: readonly Point[], reach: number) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    left: Math.max(0, Math.floor(Math.min(...xs) - reach)),
    right: Math.min(bitmap.width - 1, Math.ceil(Math.max(...xs) + reach)),
    top: Math.max(0, Math.floor(Math.min(...ys) - reach)),
    bottom: Math.min(bitmap.height - 1, Math.ceil(Math.max(...ys) + reach)),
  };
}

/**
 * Draws strokes (in pixels) with a round pen of `width`, mixing `shade` in by how much of each
 * pixel the pen covers, so edges are smooth and overlapping strokes do not darken twice. Each
 * segment only visits the pixels near it, which keeps a picture to a few milliseconds.
 */
export function drawStrokes(bitmap: Bitmap, strokes: readonly Stroke[], width: number, shade: number) {
  const reach = width / 2 + 1;
  const all = boxOf(bitmap, strokes.flat(), reach);
  const boxWidth = all.right - all.left + 1;
  const nearest = new Float32Array(boxWidth * (all.bottom - all.top + 1)).fill(Number.POSITIVE_INFINITY);
  for (const [a, b] of segmentsOf(strokes)) {
    const box = boxOf(bitmap, [a, b], reach);
    for (let y = box.top; y <= box.bottom; y++) {
      for (let x = box.left; x <= box.right; x++) {
        const at = (y - all.top) * boxWidth + (x - all.left);
        const distance = segmentDistance(x + 0.5, y + 0.5, a, b);
        if (distance < (nearest[at] as number)) nearest[at] = distance;
      }
    }
  }
  for (let y = all.top; y <= all.bottom; y++) {
    for (let x = all.left; x <= all.right; x++) {
      const distance = nearest[(y - all.top) * boxWidth + (x - all.left)] as number;
      const cover = Math.max(0, Math.min(1, width / 2 + 0.5 - distance));
      if (cover === 0) continue;
      const at = y * bitmap.width + x;
      bitmap.pixels[at] = Math.round((bitmap.pixels[at] as number) * (1 - cover) + shade * cover);
    }
  }
}

/** A glyph's strokes moved into the picture. */
export function placeGlyph(digit: string, { x, y, tilt, scale }: Placement): Stroke[] {
  const strokes = FONT[digit];
  if (!strokes) throw new Error(`no glyph for ${digit}`);
  const size = (DIGIT_HEIGHT / GLYPH_HEIGHT) * scale;
  const [cos, sin] = [Math.cos(tilt), Math.sin(tilt)];
  return strokes.map((stroke) =>
    stroke.map(([gx, gy]) => {
      const dx = (gx - GLYPH_WIDTH / 2) * size;
      const dy = (gy - GLYPH_HEIGHT / 2) * size;
      return [x + dx * cos - dy * sin, y + dx * sin + dy * cos] as const;
    }),
  );
}

export const blankBitmap = (): Bitmap => ({
  width: CAPTCHA_WIDTH,
  height: CAPTCHA_HEIGHT,
  pixels: new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT).fill(BACKGROUND),
});

/** Faint, thin and few: texture that a reader's eye skips, drawn before the digits. */
function drawNoise(bitmap: Bitmap) {
  for (let line = 0; line < 2; line++) {
    const [from, to] = [randomInt(10, CAPTCHA_HEIGHT - 10), randomInt(10, CAPTCHA_HEIGHT - 10)];
    const wave = randomInt(4, 12);
    const phase = randomInt(0, 360) / 57.3;
    const points = Array.from({ length: 23 }, (_, i) => {
      const x = (i * CAPTCHA_WIDTH) / 22;
      return [x, from + ((to - from) * i) / 22 + wave * Math.sin(phase + (x / CAPTCHA_WIDTH) * 6)] as const;
    });
    drawStrokes(bitmap, [points], 1.4, randomInt(212, 226));
  }
  for (let dot = 0; dot < 24; dot++) {
    const at = [randomInt(2, CAPTCHA_WIDTH - 2), randomInt(2, CAPTCHA_HEIGHT - 2)] as const;
    drawStrokes(bitmap, [[at]], 2.2, randomInt(205, 228));
  }
}

/** Where each of `count` digits goes: one cell each, centred, a little moved, tilted and sized. */
function layout(count: number): Placement[] {
  const cell = (CAPTCHA_WIDTH - 2 * MARGIN) / count;
  return Array.from({ length: count }, (_, i) => ({
    x: MARGIN + cell * (i + 0.5) + randomInt(-2, 3),
    y: CAPTCHA_HEIGHT / 2 + randomInt(-4, 5),
    tilt: (randomInt(-6, 7) * Math.PI) / 180,
    scale: randomInt(95, 104) / 100,
  }));
}

/** The picture of `code` (digits) as a bitmap; throws on a character the font lacks. */
export function renderCaptchaBitmap(code: string): Bitmap {
  const bitmap = blankBitmap();
  const places = layout(code.length);
  const glyphs = [...code].map((digit, i) => placeGlyph(digit, places[i] as Placement));
  drawNoise(bitmap);
  for (const glyph of glyphs) drawStrokes(bitmap, glyph, PEN, randomInt(20, 56));
  return bitmap;
}

/** Renders `code` (digits) to a PNG; throws on a character the font lacks. */
export function renderCaptcha(code: string): Buffer {
  return encodePng(renderCaptchaBitmap(code));
}
