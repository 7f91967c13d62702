import { randomInt } from 'node:crypto';
import { type Bitmap, encodePng } from './captcha-image-png.ts';

// The captcha picture (issue 3 "Captcha", spec 7): digits from a 5x7 bitmap font, scaled up,
// each with its own offset, slant and thickness, under noise lines and dots, so a plain
// template match does not read it. A deterrent, not a research project.

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;

/** One string per row, '#' inked; 5 wide, 7 high. */
const FONT: Record<string, string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
};

const SCALE = 4;

function plot(bitmap: Bitmap, x: number, y: number, shade: number) {
  const px = Math.round(x);
  const py = Math.round(y);
  if (px < 0 || py < 0 || px >= bitmap.width || py >= bitmap.height) return;
  bitmap.pixels[py * bitmap.width + px] = shade;
}

function drawDigit(bitmap: Bitmap, digit: string, left: number) {
  const rows = FONT[digit];
  if (!rows) throw new Error(`no glyph for ${digit}`);
  const top = randomInt(2, CAPTCHA_HEIGHT - 7 * SCALE - 2);
  // A shear stands in for rotation: x moves with y, up to about ±15 degrees.
  const slant = randomInt(-25, 26) / 100;
  const shade = randomInt(0, 90);
  const pen = randomInt(SCALE - 1, SCALE + 1);
  rows.forEach((row, gy) => {
    [...row].forEach((cell, gx) => {
      if (cell !== '#') return;
      for (let dy = 0; dy < SCALE; dy++) {
        for (let dx = 0; dx < pen; dx++) {
          const y = top + gy * SCALE + dy;
          plot(bitmap, left + gx * SCALE + dx + (y - CAPTCHA_HEIGHT / 2) * slant, y, shade);
        }
      }
    });
  });
}

function drawLine(bitmap: Bitmap, shade: number) {
  const startY = randomInt(0, CAPTCHA_HEIGHT);
  const endY = randomInt(0, CAPTCHA_HEIGHT);
  const wave = randomInt(2, 6);
  for (let x = 0; x < CAPTCHA_WIDTH; x++) {
    const y =
      startY + ((endY - startY) * x) / CAPTCHA_WIDTH + wave * Math.sin((x / CAPTCHA_WIDTH) * 2 * Math.PI);
    plot(bitmap, x, y, shade);
    plot(bitmap, x, y + 1, shade);
  }
}

/** Renders `code` (digits) to a PNG; throws on a character the font lacks. */
export function renderCaptcha(code: string): Buffer {
  const bitmap: Bitmap = {
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    pixels: new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT),
  };
  // Mottled light background, so thresholding at one grey level does not isolate the digits.
  for (let i = 0; i < bitmap.pixels.length; i++) bitmap.pixels[i] = randomInt(200, 256);
  const cell = Math.floor((CAPTCHA_WIDTH - 8) / code.length);
  [...code].forEach((digit, i) => {
    drawDigit(bitmap, digit, 6 + i * cell + randomInt(0, Math.max(1, cell - 5 * SCALE - 2)));
  });
  for (let i = 0; i < 3; i++) drawLine(bitmap, randomInt(90, 170));
  for (let i = 0; i < 160; i++) {
    plot(bitmap, randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), randomInt(0, 160));
  }
  return encodePng(bitmap);
}
