import { ROUTE_ALIASES, ROUTES } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { bottomMenu, GUEST_GOES_HOME, SPEC_2_1_ROUTES, shellPages } from './support/app-shell.ts';
import { checkA11y } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';

// spec 2.1: the route table, its aliases and the layout around every page.
const e2e = useServerAndBrowser();
const { englishPage } = shellPages(e2e);

describe('route table (spec 2.1)', () => {
  it('every 2.1 route answers 200 on a direct load, renders its page and passes axe', async () => {
    const page = await englishPage();
    for (const path of SPEC_2_1_ROUTES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await page.locator('main').first().waitFor();
      const landing = GUEST_GOES_HOME.includes(path) ? ROUTES.home : path.split('?')[0];
      await expect.poll(() => new URL(page.url()).pathname, { message: path }).toBe(landing);
      expect(await page.getByTestId('not-found').count(), path).toBe(0);
      await expect.poll(() => page.locator('h1').count(), { message: path }).toBeGreaterThan(0);
      await checkA11y(page);
    }
    await page.context().close();
  });

  it('every other route of the table renders on a direct load', async () => {
    const page = await englishPage();
    const rest = Object.values(ROUTES).filter((p) => !SPEC_2_1_ROUTES.some((r) => r.split('?')[0] === p));
    for (const path of rest) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await page.locator('main').first().waitFor();
      expect(await page.getByTestId('not-found').count(), path).toBe(0);
    }
    await page.context().close();
  });

  it('aliases reach their route and keep the query', async () => {
    const page = await englishPage();
    for (const [alias, to] of Object.entries(ROUTE_ALIASES)) {
      expect((await page.goto(`${alias}?code=AFF1`))?.status(), alias).toBe(200);
      await page.waitForURL((url) => url.pathname === to, { timeout: 10_000 });
      expect(new URL(page.url()).search, alias).toBe('?code=AFF1');
      await page.locator('main').first().waitFor();
    }
    await page.context().close();
  });

  it('an unknown path shows the not-found page with a link home', async () => {
    const page = await englishPage();
    expect((await page.goto('/m/no/such/page'))?.status()).toBe(200);
    await page.getByTestId('not-found').waitFor();
    await page.getByTestId('not-found').getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL('**/m/home');
    // Home itself, not the page before it, is what axe judges.
    await page.locator('main.home').waitFor();
    await checkA11y(page);
    await page.context().close();
  });
});

describe('layout (spec 2.1)', () => {
  it('locks page scroll while the menu is open', async () => {
    const page = await englishPage();
    await page.goto(ROUTES.home);
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(await overflow()).not.toBe('hidden');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await overflow()).toBe('hidden');
    await expect.poll(() => menu.getByRole('link', { name: 'Deposit' }).count()).toBe(1);
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    // The lock goes with the menu's clean-up, which may run a frame after the menu is hidden.
    await expect.poll(overflow).not.toBe('hidden');
    await page.context().close();
  });
  it("says so when a screen's code does not arrive, and loads it on retry", async () => {
    const page = await englishPage();
    const registerCode = '**/m/assets/register-*.js';
    await page.route(registerCode, (route) => route.abort('connectionreset'));
    await page.goto(ROUTES.home);
    await page.locator('main').first().waitFor();
    await page.evaluate((path) => {
      window.history.pushState(window.history.state, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, ROUTES.register);
    const failed = page.getByTestId('startup-service-error');
    await failed.waitFor();
    expect(await failed.getByText('The network is unreachable', { exact: false }).count()).toBe(1);
    await page.unroute(registerCode);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(ROUTES.register);
    await page.context().close();
  });
  it('goes back on a horizontal swipe over 100 px, not on a shorter one', async () => {
    const page = await englishPage();
    // A page before help, so a short swipe wrongly taken as a back shows below as two steps back.
    await page.goto(ROUTES.notice);
    await page.goto(ROUTES.help);
    // A guest may open the promotions; the deposit sends a guest home to log in (issue 11).
    await bottomMenu(page).getByRole('link', { name: 'Promotions' }).click();
    await page.waitForURL('**/m/activity');
    const swipe = (dx: number) =>
      page.evaluate((distance) => {
        const target = document.querySelector('main') as HTMLElement;
        const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 400 });
        target.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(20)] }));
        target.dispatchEvent(
          new TouchEvent('touchend', { bubbles: true, changedTouches: [touch(20 + distance)] }),
        );
      }, dx);
    await swipe(80);
    // A swipe that is not one leaves no trace to wait for: the browser's own back, taken next,
    // lands one page back (help), where a swipe taken as a back would have made it two (notice).
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe(ROUTES.help);
    await page.goForward();
    expect(new URL(page.url()).pathname).toBe(ROUTES.activity);
    await swipe(160);
    await page.waitForURL('**/m/help');
    // No fade after a back swipe (spec 2.1).
    expect(await page.locator('.page-fade').count()).toBe(0);
    await page.context().close();
  });
});
