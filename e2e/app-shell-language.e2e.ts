import { ROUTES } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { shellPages } from './support/app-shell.ts';
import { newPhonePage } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';

// spec 1, 2.14: the interface language and its picker.
const e2e = useServerAndBrowser();
const { englishPage } = shellPages(e2e);

describe('language (spec 1, 2.14)', () => {
  it('starts in the merchant default (Burmese), switches to English at once and keeps it on reload', async () => {
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.help);
    await page.locator('header h1').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('my');
    expect(await page.locator('header h1').textContent()).toBe('အကူအညီ စင်တာ');
    await page.locator('footer').getByRole('button', { name: /မြန်မာ/ }).click();
    const picker = page.getByRole('dialog');
    await picker.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.locator('header h1').textContent()).toBe('Help centre');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.reload();
    await expect.poll(() => page.locator('header h1').textContent()).toBe('Help centre');
    await page.context().close();
  });

  it('lists only the supported languages, each with a bundled flag', async () => {
    const page = await englishPage();
    await page.goto(ROUTES.help);
    await page.locator('footer').getByRole('button', { name: 'Language: English' }).click();
    const options = page.getByRole('dialog').getByRole('listitem');
    // The list's code loads on the first tap (docs/decisions/007).
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual(['မြန်မာ', 'English']);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('dialog img.flag')).every((img) => img.complete),
    );
    const flags = await page
      .getByRole('dialog')
      .locator('img.flag')
      .evaluateAll((imgs) =>
        imgs.map((i) => [(i as HTMLImageElement).src, (i as HTMLImageElement).naturalWidth]),
      );
    for (const [src, width] of flags) {
      expect(String(src)).toContain('/m/assets/');
      expect(width).toBeGreaterThan(0);
    }
    await page.context().close();
  });

  it('lays out right to left for Arabic', async () => {
    const page = await englishPage();
    await page.route('**/api/merchant/config', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.value.languages.supported = ['MY', 'EN', 'AR'];
      await route.fulfill({ response, json: body });
    });
    await page.goto(ROUTES.help);
    await page.locator('footer').getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'العربية' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    // A key Arabic lacks falls back to English, isolated so it reads left to right (decision 042).
    const title = (await page.locator('header h1').textContent()) ?? '';
    if (/[A-Za-z]/.test(title)) expect(title).toBe('\u2068Help centre\u2069');
    await page.context().close();
  });
});
