import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND_ICONS, ROUTES, SERVICE_WORKER_PATH, WEB_APP_MANIFEST_PATH } from '@lobby/shared';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RELOAD_RETRY_MS } from '../apps/web/src/lib/pwa-register.ts';
import { CHROMIUM_ARGS, newPhonePage, phoneContextOptions } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';

// Issue 9, decision 039: the installable app. The server serves a copy of the build, so the
// update test can deploy a changed service worker while the file runs.
const builtApp = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const webDist = mkdtempSync(join(tmpdir(), 'lobby-pwa-dist-'));
cpSync(builtApp, webDist, { recursive: true });
const builtWorker = readFileSync(join(webDist, 'sw.js'), 'utf8');
// The page of a new deploy names the same files; only the worker changes, and tells its name.
function deployNewServiceWorker(marker: string) {
  for (const sibling of ['.br', '.gz']) rmSync(join(webDist, `sw.js${sibling}`), { force: true });
  writeFileSync(
    join(webDist, 'sw.js'),
    `${builtWorker}\nself.addEventListener('message', (event) => event.source.postMessage(${JSON.stringify(marker)}));\n`,
  );
}
// The first deploy's worker tells its name too, so asking a worker its version always gets an answer.
deployNewServiceWorker('deploy 1');

const e2e = useServerAndBrowser({ env: { WEB_DIST: webDist } });

/**
 * A page that lets the service worker run, on Home, once the worker controls it; with `clock`,
 * the page's timers run on a clock the test can move on.
 */
async function controlledPage(path: string = ROUTES.home, { clock = false } = {}): Promise<Page> {
  const page = await newPhonePage(e2e.browser, e2e.server.url, { serviceWorkers: 'allow' });
  if (clock) await page.clock.install();
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  return page;
}

/** The texts this page read: not precached (decision 039), kept by the page for offline use. */
async function textsKept(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const texts = performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((path) => /\/m\/assets\/my-[\w-]+\.js$/.test(path));
      const cache = await caches.open('lobby-assets');
      return texts.length > 0 && (await Promise.all(texts.map((path) => cache.match(path)))).every(Boolean);
    },
    undefined,
    { timeout: 20_000 },
  );
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('installable app (issue 9)', () => {
  // Chromium never offers to install from an incognito profile, which every new context is: this
  // check runs in a profile on disk.
  it("passes Chromium's installability checks (Lighthouse's former installable-manifest audit)", async () => {
    const profile = mkdtempSync(join(tmpdir(), 'lobby-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...phoneContextOptions,
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      baseURL: e2e.server.url,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(ROUTES.home);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 20_000,
      });
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(new URL(manifest.url).pathname).toBe(WEB_APP_MANIFEST_PATH);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('names its icons at their sizes, and each one loads', async () => {
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    const response = await page.request.get(WEB_APP_MANIFEST_PATH);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({ start_url: ROUTES.home, scope: '/m/', display: 'standalone' });
    const purposes = (manifest.icons as { purpose: string; sizes: string }[]).map(
      (i) => `${i.purpose} ${i.sizes}`,
    );
    expect(purposes).toEqual(['any 192x192', 'any 512x512', 'maskable 512x512']);
    await page.goto(ROUTES.home);
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const icons = [
      ...(manifest.icons as { src: string; sizes: string }[]),
      { src: appleIcon ?? '', sizes: `${BRAND_ICONS.apple180.size}x${BRAND_ICONS.apple180.size}` },
    ];
    for (const icon of icons) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body()).join('x'), icon.src).toBe(icon.sizes);
    }
    await page.context().close();
  });

  it('registers the worker after the page has loaded: nothing of it joins the first paint', async () => {
    const page = await newPhonePage(e2e.browser, e2e.server.url, { serviceWorkers: 'allow' });
    await page.goto(ROUTES.home);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const register = performance
        .getEntriesByType('resource')
        .find((entry) => /\/pwa-register-[\w-]+\.js$/.test(entry.name));
      return { loadEnd: navigation?.loadEventEnd ?? 0, registerStart: register?.startTime ?? -1 };
    });
    expect(timing.loadEnd).toBeGreaterThan(0);
    expect(timing.registerStart).toBeGreaterThanOrEqual(timing.loadEnd);
    const headers = (await page.request.get(SERVICE_WORKER_PATH)).headers();
    expect(headers['cache-control']).toBe('no-cache');
    await page.context().close();
  });

  it('paints Home and another screen offline, from the cached shell', async () => {
    const page = await controlledPage();
    await textsKept(page);
    // Only the texts this visitor reads are kept: the 28 other languages stay on the server.
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((name) => name.includes('precache'));
      if (!precache) return [];
      return (await (await caches.open(precache)).keys()).map((r) => new URL(r.url).pathname);
    });
    expect(precached.length).toBeGreaterThan(0);
    expect(precached.filter((path) => /\/m\/assets\/(th|ar|zh|fr)-[\w-]+\.js$/.test(path))).toEqual([]);
    await page.context().setOffline(true);
    await page.reload();
    await page.locator('main.home').waitFor();
    // The page reads in Burmese offline too: its texts came from the kept file.
    expect(await page.locator('html').getAttribute('lang')).toBe('my');
    expect(await page.locator('header').getByRole('link', { name: 'ဝင်ရန်', exact: true }).count()).toBe(1);
    await page.goto(ROUTES.help);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(ROUTES.help);
    await page.context().setOffline(false);
    await page.context().close();
  });

  it('never answers /api/ from a cache, and keeps no API answer', async () => {
    const page = await controlledPage();
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/health');
    await page.evaluate(() => fetch('/api/health'));
    expect((await answered).fromServiceWorker()).toBe(false);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
    await page.context().setOffline(true);
    const offline = await page.evaluate(() =>
      fetch('/api/merchant/config').then(
        () => 'answered',
        () => 'network error',
      ),
    );
    expect(offline).toBe('network error');
    await page.context().setOffline(false);
    await page.context().close();
  });
});

describe('a new deploy (issue 9: members are not trapped on an old version)', () => {
  const versionOf = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data), { once: true });
          navigator.serviceWorker.controller?.postMessage('version?');
        }),
    );
  const update = (page: Page) =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

  it('takes over and reloads the page onto the new version at once when no form is being filled', async () => {
    const page = await controlledPage();
    expect(await versionOf(page)).toBe('deploy 1');
    await page.evaluate(() => Object.assign(window, { beforeDeploy: true }));
    deployNewServiceWorker('deploy 2');
    const reloaded = page.waitForEvent('load');
    await update(page);
    await reloaded;
    expect(await page.evaluate(() => 'beforeDeploy' in window)).toBe(false);
    await page.locator('main.home').waitFor();
    expect(await versionOf(page)).toBe('deploy 2');
    await page.context().close();
  });

  it('waits while a form is being filled, and reloads once it is left', async () => {
    const page = await controlledPage(ROUTES.login, { clock: true });
    const field = page.locator('input:not([type=password])').first();
    await field.fill('lantern');
    await page.evaluate(() => Object.assign(window, { beforeDeploy: true }));
    const takenOver = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
        ),
    );
    deployNewServiceWorker('deploy 3');
    await update(page);
    await takenOver;
    expect(await versionOf(page)).toBe('deploy 3');
    // The new worker controls the page, but the typing holds the reload. The app heard of the
    // change before the test did (its listener came first) and marked its choice; its next look,
    // on the page's clock moved on, holds it again.
    const root = page.locator('html');
    expect(await root.getAttribute('data-app-update')).toBe('waiting');
    await page.evaluate(() => delete document.documentElement.dataset.appUpdate);
    await page.clock.runFor(RELOAD_RETRY_MS);
    expect(await root.getAttribute('data-app-update')).toBe('waiting');
    expect(await page.evaluate(() => 'beforeDeploy' in window)).toBe(true);
    expect(await field.inputValue()).toBe('lantern');
    const reloaded = page.waitForEvent('load');
    await field.fill('');
    await field.blur();
    await page.clock.runFor(RELOAD_RETRY_MS);
    await reloaded;
    expect(await page.evaluate(() => 'beforeDeploy' in window)).toBe(false);
    await page.context().close();
  });
});

// spec 3. This Chromium ignores an emulated display-mode (CDP Emulation.setEmulatedMedia), so
// the installed app is the iOS home-screen kind: navigator.standalone.
describe('device header (spec 3)', () => {
  async function apiDeviceHeaders(installed: boolean): Promise<(string | undefined)[]> {
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    if (installed) {
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }),
      );
    }
    const devices: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) devices.push(request.headers().device);
    });
    await page.goto(ROUTES.login);
    await page.locator('input[type="password"]').first().waitFor();
    await page.context().close();
    return devices;
  }

  it('is OTHERS on every API request of the installed app, and absent from a tab', async () => {
    const installed = await apiDeviceHeaders(true);
    expect(installed.length).toBeGreaterThan(0);
    expect(new Set(installed)).toEqual(new Set(['OTHERS']));
    const tab = await apiDeviceHeaders(false);
    expect(tab.length).toBeGreaterThan(0);
    expect(new Set(tab)).toEqual(new Set([undefined]));
  });
});
