// Renders the home-screen icons of the installed app (issue 9, decision 039) from the brand's
// square mark, in the installed Chromium, so an operator can make their own brand's set:
//   node scripts/brand-icons.mjs --mark my-brand/icon.svg --background '#123456' --out media/brand
// Defaults: the demo brand's mark and colour, into apps/server/media/brand. The file names are
// the ones the served manifest names (BRAND_ICONS in packages/shared/src/installed-app.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    mark: { type: 'string', default: join(root, 'apps/server/media/brand/icon.svg') },
    out: { type: 'string', default: join(root, 'apps/server/media/brand') },
    background: { type: 'string', default: '#5c1414' },
  },
});

// mark: the share of the side the mark takes. A maskable icon keeps it inside the safe zone
// (the centre circle of 80% diameter), so any launcher's mask leaves it whole; iOS rounds the
// corners of the apple-touch icon itself, so that one is square and opaque.
const ICONS = [
  { file: 'icon-192.png', size: 192, mark: 0.76, shape: 'rounded' },
  { file: 'icon-512.png', size: 512, mark: 0.76, shape: 'rounded' },
  { file: 'icon-maskable-512.png', size: 512, mark: 0.56, shape: 'full' },
  { file: 'apple-touch-icon.png', size: 180, mark: 0.7, shape: 'full' },
];

const markUrl = `data:image/svg+xml;base64,${readFileSync(values.mark).toString('base64')}`;

function page({ size, mark, shape }) {
  const radius = shape === 'rounded' ? `${Math.round(size * 0.2)}px` : '0';
  return `<!doctype html><html><body style="margin:0;background:transparent">
<div id="icon" style="width:${size}px;height:${size}px;display:grid;place-items:center;
background:${values.background};border-radius:${radius}">
<img src="${markUrl}" alt="" style="width:${Math.round(size * mark)}px;height:${Math.round(size * mark)}px">
</div></body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ viewport: { width: 600, height: 600 }, deviceScaleFactor: 1 });
  const tab = await context.newPage();
  for (const icon of ICONS) {
    await tab.setContent(page(icon));
    await tab.locator('#icon img').evaluate((img) => img.decode());
    const path = join(values.out, icon.file);
    await tab.locator('#icon').screenshot({ path, omitBackground: true });
    console.log(`${path} ${icon.size}x${icon.size}`);
  }
} finally {
  await browser.close();
}
