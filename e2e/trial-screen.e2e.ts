import { ROUTES, STORAGE_KEYS } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bottomMenu } from './support/app-shell.ts';
import { checkA11y } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { englishPage, settledShots } from './support/pages.ts';

// /m/trail, free trial (spec 2.1, 2.3, 2.5, 6; docs/decisions/040), and what a trial member
// meets in the header afterwards (the "Trial" badge, free_reject on deposit and withdraw).
const e2e = useServerAndBrowser();
const shot = settledShots('trial');
const TRIAL_REJECT = 'Trial accounts cannot use this function. Please log in with a real account.';

const header = (page: Page) => page.locator('header');
const start = (page: Page) => page.getByRole('button', { name: 'Start free trial' });

async function expectRejected(page: Page, what: string) {
  await page.getByText(TRIAL_REJECT).waitFor();
  expect(new URL(page.url()).pathname, what).toBe(ROUTES.home);
  await page.getByText(TRIAL_REJECT).waitFor({ state: 'detached' });
}

describe('free trial screen (spec 2.1 /m/trail)', () => {
  it('explains the trial with the server terms, starts one, and a trial member is refused money pages', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.trail);
    expect(await header(page).locator('h1').textContent()).toBe('Free trial');
    await expect.poll(() => page.getByTestId('trial-credit').textContent()).toBe('K 2,000.00');
    expect(await page.getByTestId('trial-time-limit').textContent()).toBe('2 hours');
    await page.getByText('Deposit, withdraw or transfer money: these need a real account.').waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      ROUTES.register,
    );
    expect(await page.getByRole('main').getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      ROUTES.login,
    );
    expect(await bottomMenu(page).count()).toBe(0);
    await checkA11y(page);
    await shot(page, 'trail-en');

    await start(page).click();
    await page.waitForURL(`**${ROUTES.home}`);
    const session = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.MC_SESSION_INFO)) ?? 'null',
    );
    expect(session).toMatchObject({ type: 4, merchantCode: 'LOBBYDEMO_TRIAL' });

    // spec 6, decision 040: the balance says "Trial", and the header's money links refuse.
    await header(page).getByTestId('header-trial').waitFor();
    expect(await header(page).getByTestId('header-trial').textContent()).toBe('Trial');
    await expect.poll(() => header(page).getByTestId('header-balance').textContent()).toBe('K 2,000.00');
    await checkA11y(page);
    await shot(page, 'home-trial-en');
    await header(page).getByRole('link', { name: 'Deposit' }).click();
    await expectRejected(page, 'header deposit');
    // A trial member's withdrawal check never passes: no withdraw link, no menu item (decision 067).
    expect(await header(page).getByRole('link', { name: 'Withdraw' }).count()).toBe(0);
    await header(page).getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Deposit' }).waitFor();
    expect(
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Withdraw' }).count(),
    ).toBe(0);

    // A running trial: said so, with the time left; back goes home (spec 2.3).
    await page.goto(ROUTES.trail);
    await page.getByRole('heading', { name: 'Your free trial is running' }).waitFor();
    await expect.poll(() => page.getByTestId('trial-time-left').textContent()).toMatch(/^1:59:\d\d$/);
    expect(await start(page).count()).toBe(0);
    await shot(page, 'trail-running-en');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`**${ROUTES.home}`);

    // Told to log in with a real account (spec 6), a trial member may open the login screen.
    await page.goto(ROUTES.login);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(ROUTES.login);
    await page.context().close();
  });

  it.each([
    [429, 'RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.'],
    [403, 'TRIAL_NOT_ALLOWED', 'Trial accounts cannot use this function. Please log in with a real account.'],
  ])('shows a %d %s refusal on the screen and stays', async (status, code, text) => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.route('**/api/accounts/trial', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status, json: { success: false, error: { code, message: 'refused' } } })
        : route.fallback(),
    );
    await page.goto(ROUTES.trail);
    await start(page).click();
    await page.getByRole('main').getByRole('alert').getByText(text).waitFor();
    expect(new URL(page.url()).pathname).toBe(ROUTES.trail);
    expect(await start(page).isEnabled()).toBe(true);
    await page.context().close();
  });

  it('reads in Burmese for a Burmese visitor', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.addInitScript((key) => localStorage.setItem(key, 'MY'), STORAGE_KEYS.language);
    await page.goto(ROUTES.trail);
    await page.getByRole('button', { name: 'အခမဲ့ စမ်းကစားမည်' }).waitFor();
    await expect.poll(() => page.getByTestId('trial-credit').textContent()).toBe('K 2,000.00');
    expect(await page.getByTestId('trial-time-limit').textContent()).toBe('2 နာရီ');
    await checkA11y(page);
    await shot(page, 'trail-my');
    await page.context().close();
  });
});
