import { ROUTES, STORAGE_KEYS } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { bottomMenu } from './support/app-shell.ts';
import { checkA11y } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { englishPage, field, settledShots } from './support/pages.ts';

// /m/useragreement (spec 2.1, 2.6 item 7; docs/decisions/041): the merchant's agreement, seeded
// for the demo in MY and EN, and the registration form that links to it.
const e2e = useServerAndBrowser();
const shot = settledShots('user-agreement');
const text = (page: import('playwright-core').Page) => page.getByTestId('agreement-text');

describe('user agreement (spec 2.1 /m/useragreement)', () => {
  it('shows the demo agreement in English, titled, without the bottom menu', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.useragreement);
    await text(page).getByRole('heading', { name: 'User agreement' }).waitFor();
    expect(await text(page).textContent()).toContain('at least 18 years old');
    expect(await page.locator('header h1').textContent()).toBe('User agreement');
    expect(await bottomMenu(page).count()).toBe(0);
    await checkA11y(page);
    await shot(page, 'agreement-en');
    await page.context().close();
  });

  it('shows it in Burmese for a Burmese visitor', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.addInitScript((key) => localStorage.setItem(key, 'MY'), STORAGE_KEYS.language);
    await page.goto(ROUTES.useragreement);
    await text(page).getByRole('heading', { name: 'အသုံးပြုသူ သဘောတူညီချက်' }).waitFor();
    expect(await text(page).getAttribute('lang')).toBe('my');
    await shot(page, 'agreement-my');
    await page.context().close();
  });

  it('opens from registration, and coming back keeps what was typed', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.register);
    await field(page, 'Username').fill('lantern_reader');
    await field(page, 'Password').fill('lantern river 88');
    await page.getByRole('link', { name: 'user agreement' }).click();
    await page.waitForURL(`**${ROUTES.useragreement}`);
    await text(page).getByRole('heading', { name: 'User agreement' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`**${ROUTES.register}`);
    await expect.poll(() => field(page, 'Username').inputValue()).toBe('lantern_reader');
    expect(await field(page, 'Password').inputValue()).toBe('lantern river 88');
    await page.context().close();
  });
});
