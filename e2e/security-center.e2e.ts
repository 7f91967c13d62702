import { ROUTES, STORAGE_KEYS } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { newMember, waitForMessage } from './support/member-api.ts';
import { englishPage, sessionOf, settledShots } from './support/pages.ts';
import { operatorPut } from './support/server.ts';

// The security centre (spec 2.1 /m/securityCenter, 7; issue 11; decisions 056-058): a member
// binds a card, sets a payment password, changes it and removes the card, in Chromium at 390x844.
const e2e = useServerAndBrowser({ membersByApi: true, ownServer: true });
const shot = settledShots('security-center');
const PASSWORD = 'lantern river 2031';

const row = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}`) });
const sheet = (page: Page) => page.locator('dialog[open]');

async function securityCentre() {
  const { login } = await newMember(e2e.server, PASSWORD);
  const page = await englishPage(e2e.browser, e2e.server.url, sessionOf(login));
  await page.goto(ROUTES.securityCenter);
  await row(page, 'Payment password').waitFor();
  return page;
}

describe('security centre (issue 11)', () => {
  it('binds a card, sets and changes the payment password, removes the card', async () => {
    const page = await securityCentre();
    expect(await row(page, 'Payment password').textContent()).toContain('Not set');
    expect(await row(page, 'Bank cards').textContent()).toContain('0 of 3');
    await checkA11y(page);
    await shot(page, 'en-rows');

    // Bind a card: the first one fixes the payee name and shows masked.
    await row(page, 'Bank cards').click();
    const cards = sheet(page);
    await cards.getByLabel('Bank or wallet').selectOption('KBZ');
    await cards.getByLabel('Card or account number').fill('1234 5678 9012 34567');
    await cards.getByLabel('Payee name').fill('Aung Aung');
    await cards.getByRole('button', { name: 'Add a card' }).click();
    await cards.getByText('**** 4567').waitFor();
    expect(await cards.getByText('1234567890', { exact: false }).count()).toBe(0);
    expect(await cards.getByLabel('Payee name').getAttribute('readonly')).not.toBeNull();
    await shot(page, 'en-cards');
    await cards.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => row(page, 'Bank cards').textContent()).toContain('1 of 3');

    // Set the payment password with the login password.
    await row(page, 'Payment password').click();
    const pay = sheet(page);
    await pay.getByLabel('Login password').fill(PASSWORD);
    await pay.getByLabel('New payment password (6 digits)').fill('583920');
    await pay.getByLabel('Confirm payment password').fill('583920');
    await pay.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row(page, 'Payment password').textContent()).toContain('Set');

    // Change it: a wrong old one is refused by its field, the right one saves.
    await row(page, 'Payment password').click();
    await pay.getByLabel('Current payment password').fill('111112');
    await pay.getByLabel('New payment password (6 digits)').fill('740316');
    await pay.getByLabel('Confirm payment password').fill('740316');
    await pay.getByRole('button', { name: 'Save' }).click();
    await pay.getByText('The payment password is wrong.').waitFor();
    await shot(page, 'en-change-wrong');
    await pay.getByLabel('Current payment password').fill('583920');
    await pay.getByRole('button', { name: 'Save' }).click();
    await sheet(page).waitFor({ state: 'detached' });

    // Remove the card.
    await row(page, 'Bank cards').click();
    await cards.getByRole('button', { name: 'Remove' }).click();
    await cards
      .getByRole('group', { name: 'Remove this card?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await cards.getByText('No card bound yet.').waitFor();
    await cards.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => row(page, 'Bank cards').textContent()).toContain('0 of 3');
    await page.context().close();
  });

  it('binds an e-mail address once its link is opened (decision 057)', async () => {
    const page = await securityCentre();
    const address = `sec${Date.now().toString(36)}@example.com`;
    await row(page, 'E-mail').click();
    await sheet(page).getByLabel('E-mail address').fill(address);
    await sheet(page).getByRole('button', { name: 'Send confirmation link' }).click();
    await sheet(page).getByText('Open the link we sent to').waitFor();
    await sheet(page).getByRole('button', { name: 'Close' }).click();
    expect(await row(page, 'E-mail').textContent()).toContain('Waiting for confirmation');

    const mail = await waitForMessage(e2e.server, 'email', address);
    const link = new URL(/(\S+\/m\/securityCenter\?emailToken=\S+)/.exec(mail.body)?.[1] ?? '');
    await page.goto(link.pathname + link.search);
    await expect.poll(() => row(page, 'E-mail').textContent()).toContain('s***@example.com');
    // The token left the address bar at once.
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  it('keeps its rows whole in Arabic (right to left)', async () => {
    await operatorPut(e2e.server, 'config/languages', { default: 'MY', supported: ['MY', 'EN', 'AR'] });
    const page = await securityCentre();
    await page.evaluate((key) => localStorage.setItem(key, 'AR'), STORAGE_KEYS.language);
    await page.reload();
    await page.getByRole('button', { name: /^كلمة مرور الدفع/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await shot(page, 'ar-rows');
    await page.context().close();
  });

  it('reads in Burmese, masked numbers left to right', async () => {
    const page = await securityCentre();
    await page.evaluate((key) => localStorage.setItem(key, 'MY'), STORAGE_KEYS.language);
    await page.reload();
    await page.getByRole('button', { name: /^ငွေပေးချေမှု စကားဝှက်/ }).waitFor();
    await shot(page, 'my-rows');
    await page.getByRole('button', { name: /^ဘဏ်ကတ်များ/ }).click();
    await sheet(page).getByRole('combobox').waitFor();
    await shot(page, 'my-cards');
    await page.context().close();
  });
});
