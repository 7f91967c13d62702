import { describe, expect, it } from 'vitest';
import { INITIAL_BUNDLE_BUDGET_BYTES, measureInitialBundle } from '../bench/measure-initial-bundle.ts';
import { afterPaintOnly, newPhonePage } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';

// Issue 7 budget: JS + CSS that /m/home loads before first paint, at most 100 KB gzip. The
// figure comes from the build manifest; the browser run proves the manifest walk counts every
// script and stylesheet a real load of /m/home fetches.
const e2e = useServerAndBrowser();

describe('initial bundle of /m/home', () => {
  it('stays within 100 KB gzip', () => {
    const { totalGzipBytes } = measureInitialBundle();
    expect(totalGzipBytes).toBeLessThanOrEqual(INITIAL_BUNDLE_BUDGET_BYTES);
  });

  it('counts every script and stylesheet the browser loads for /m/home', async () => {
    const counted = new Set(measureInitialBundle().files.map((f) => `/m/${f.file}`));
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\.(js|css)$/.test(path) && !afterPaintOnly(path)) fetched.push(path);
    });
    await page.goto('/m/home', { waitUntil: 'networkidle' });
    await page.locator('main').first().waitFor();
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((path) => !counted.has(path))).toEqual([]);
    await page.context().close();
  });
});
