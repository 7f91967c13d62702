import { ROUTES } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { shellPages } from './support/app-shell.ts';
import { afterPaintOnly, newPhonePage } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';

// Issue 7: one round trip to the first paint, and a document title per page
// ("<page title> - <brand>", the brand alone on Home; decision 024).
const e2e = useServerAndBrowser();
const { englishPage } = shellPages(e2e);
const BRAND = 'Lucky Lantern';

describe('first paint (issue 7)', () => {
  it('paints Home from the configuration in the page, without waiting for the start-up call', async () => {
    const page = await englishPage();
    // The call never answers: only the page's own copy can paint Home.
    await page.route('**/api/merchant/config', () => undefined);
    await page.goto(ROUTES.home);
    await page.locator('main.home').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(1);
    await page.context().close();
  });

  it('applies a changed configuration from the background refresh (maintenance switched on)', async () => {
    const page = await englishPage();
    await page.route('**/api/merchant/config', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.value.maintenance = true;
      await route.fulfill({ response, json: body });
    });
    await page.goto(ROUTES.home);
    await page.getByTestId('startup-maintenance').waitFor();
    await page.context().close();
  });

  // Decision 029: the page names the route's code, the query module and the default language's
  // texts, so nothing the login form needs waits for a script to ask for it (one round trip).
  it('fetches only files named in the page before the login form shows, on a first visit', async () => {
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\.(js|css)$/.test(path) && !afterPaintOnly(path)) fetched.push(path);
    });
    const response = await page.goto(ROUTES.login);
    await page.locator('input[type="password"]').first().waitFor();
    const html = (await response?.text()) ?? '';
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((path) => !html.includes(`"${path}"`))).toEqual([]);
    await page.context().close();
  });
});

describe('document title (issue 7)', () => {
  it.each([
    [ROUTES.home, BRAND],
    [ROUTES.login, `Log in - ${BRAND}`],
    [ROUTES.help, `Help centre - ${BRAND}`],
    ['/m/no-such-page', `Page not found - ${BRAND}`],
  ])('titles %s "%s" on a direct load', async (path, title) => {
    const page = await englishPage();
    await page.goto(path);
    await expect.poll(() => page.title()).toBe(title);
    await page.context().close();
  });

  it('follows in-app navigation and a language change', async () => {
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.home);
    await expect.poll(() => page.title()).toBe(BRAND);
    await page.locator('header').getByRole('link', { name: 'ဝင်ရန်', exact: true }).click();
    await expect.poll(() => page.title()).toBe(`အကောင့်ဝင်ရန် - ${BRAND}`);
    await page.goBack();
    await expect.poll(() => page.title()).toBe(BRAND);
    await page.goto(ROUTES.help);
    await expect.poll(() => page.title()).toBe(`အကူအညီ စင်တာ - ${BRAND}`);
    await page.locator('footer').getByRole('button', { name: /မြန်မာ/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.title()).toBe(`Help centre - ${BRAND}`);
    await page.context().close();
  });
});
