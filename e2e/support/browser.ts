import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { measureInitialBundle } from '../../bench/measure-initial-bundle.ts';
import { visitorHeaders } from './server.ts';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Flags that keep Chromium off the closed network (see stack notes). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A phone: 390x844, touch, asking for reduced motion. A page that moves for ever (Home's banner
 * autoplay and ticker) keeps the software compositor drawing frames: about a tenth of a core per
 * open page here, which the whole browser tier paid while checking layout and journeys. A test
 * about motion asks for it back with `reducedMotion: 'no-preference'` (home.e2e.ts).
 */
export const phoneContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce' as const,
};

/**
 * A fresh phone-sized context (390x844, touch) with its own storage. Service workers are blocked
 * unless asked for: `page.route` cannot see what a worker answers, and a test that routes the
 * API or changes the build mid-file must see every request (e2e/installable.e2e.ts tests the
 * worker).
 */
export async function newPhonePage(
  browser: Browser,
  baseUrl: string,
  options: {
    extraHTTPHeaders?: Record<string, string>;
    serviceWorkers?: 'allow' | 'block';
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    ...phoneContextOptions,
    serviceWorkers: 'block',
    ...options,
    extraHTTPHeaders: { ...visitorHeaders(), ...options.extraHTTPHeaders },
  });
  return context.newPage();
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Waits until the page holds still, as a member would look at it: two frames (a page just
 * navigated to may not have started its fade yet), its web fonts loaded, the images on screen
 * decoded, and every animation that ends finished. A marquee runs for ever (Home's ticker, issue
 * 10): only animations that end are waited for. Screenshots and axe's contrast judgement (text
 * fading in is at part opacity) both want this moment.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    await document.fonts.ready;
    // A lazy image below the fold is not fetched until it is near: it is not in the picture either.
    const onScreen = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    };
    const shown = Array.from(document.images).filter((img) => img.loading !== 'lazy' || onScreen(img));
    // A broken image rejects decode(): it is as settled as it will get.
    await Promise.all(shown.map((img) => img.decode().catch(() => undefined)));
    // An animation cancelled by a re-render rejects `finished`; wait for whatever runs next.
    for (let round = 0; round < 5; round++) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** Runs axe-core in the page once it has settled; throws on any critical or serious violation. */
export async function checkA11y(page: Page): Promise<void> {
  await settle(page);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated over the DevTools protocol: a script tag would be refused by the page's CSP.
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as AxeViolation[];
  const bad = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  if (bad.length > 0) {
    const lines = bad.map(
      (v) => `${v.impact} ${v.id}: ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`,
    );
    throw new Error(`accessibility violations on ${page.url()}:\n${lines.join('\n')}`);
  }
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

let popupFiles: Set<string> | undefined;

/**
 * Home's popup (spec 4, decision 052): the dialog, what only it imports (DOMPurify among them) and
 * the `content` texts, which Home asks for once a popup is due, after its first paint. Files the
 * first paint holds anyway are left out, so they stay under the first-paint checks.
 */
function homePopupFiles(): Set<string> {
  if (popupFiles) return popupFiles;
  const dist = fileURLToPath(new URL('../../apps/web/dist/.vite/', import.meta.url));
  const manifest = JSON.parse(readFileSync(`${dist}manifest.json`, 'utf8')) as Record<string, ManifestChunk>;
  const preloads = JSON.parse(readFileSync(`${dist}route-preloads.json`, 'utf8')) as {
    locales: Record<string, Record<string, string>>;
  };
  const firstPaint = new Set(measureInitialBundle().files.map((f) => f.file));
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || firstPaint.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) if (!firstPaint.has(css)) files.add(css);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walk(next);
  };
  walk('src/features/content/components/popup-dialog.tsx');
  for (const parts of Object.values(preloads.locales)) if (parts.content) files.add(parts.content);
  // Home's popular-games tabs (decision 082): asked for once Home has painted, with what they
  // import (TanStack Query among it), the part maps and the games texts. The game screens share
  // the tabs' chunk, so it is found among Home's dynamic imports by its name.
  const homeRoute = manifest['src/app/routes/home.tsx'];
  for (const key of homeRoute?.dynamicImports ?? []) if (key.startsWith('_home-game-tabs-')) walk(key);
  walk('src/lib/locale-part-maps.ts');
  for (const parts of Object.values(preloads.locales)) if (parts.games) files.add(parts.games);
  popupFiles = files;
  return files;
}

/**
 * Files a page asks for after its first paint, whatever a test waits for: the service worker's
 * registration module, which main.tsx loads once the page has loaded and the browser is idle
 * (decision 039), Home's popup (decision 052) and Home's games tabs (decision 082).
 */
export const afterPaintOnly = (path: string): boolean =>
  /\/assets\/pwa-register-[\w-]+\.js$/.test(path) || homePopupFiles().has(path.replace(/^\/m\//, ''));
