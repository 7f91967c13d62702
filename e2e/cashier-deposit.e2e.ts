import { ROUTES, type SessionInfo } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/browser.ts';
import { depositIdOf, operatorCommand, setDepositTemplate, TINY_PNG } from './support/cashier.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { languagePage } from './support/language-page.ts';
import { newMember } from './support/member-api.ts';
import { englishPage, sessionOf, settledShots } from './support/pages.ts';

// The deposit (issue 11; spec 2.1 /m/voucherCenter, 4 dep_func, 7 "deposit"; decision 068), all
// real: the seed's channels (KBZ transfer, the sandbox gateway) and promotion, the sandbox's own
// checkout page, the operator command that approves a manual deposit. Chromium at 390x844.
const e2e = useServerAndBrowser({ membersByApi: true });
const shot = settledShots('cashier-deposit');
const PASSWORD = 'lantern river 2031';

const header = (page: Page) => page.locator('header');
const result = (page: Page) => page.getByTestId('deposit-result');

async function memberSession(): Promise<SessionInfo> {
  const { login } = await newMember(e2e.server, PASSWORD);
  return sessionOf(login);
}

/** A page that can tell whether it was reloaded since `mark` (a reload drops the window's value). */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
const stillSamePage = (page: Page) => page.evaluate(() => 'e2eNoReload' in window);

afterAll(() => setDepositTemplate(e2e, '1'));

describe('deposit through the sandbox gateway (new template, dep_func "1")', () => {
  it('steps through method, amount and confirm, pays on the checkout page, and the header balance follows', async () => {
    await setDepositTemplate(e2e, '1');
    const page = await englishPage(e2e.browser, e2e.server.url, await memberSession());
    await page.goto(ROUTES.home);
    await expect.poll(() => header(page).getByTestId('header-balance').textContent()).toBe('K 0.00');
    await header(page).getByRole('link', { name: 'Deposit' }).click();
    await page.waitForURL(`**${ROUTES.voucherCenter}`);

    await page.getByRole('radio', { name: /Online payment \(sandbox\)/ }).check();
    await checkA11y(page);
    await shot(page, 'new-1-method-en');
    await page.getByRole('button', { name: 'Next' }).click();
    // Below the channel's minimum (1,000 K) the step does not move on.
    await page.getByLabel('Amount', { exact: true }).fill('500');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('The amount is below the minimum.').waitFor();
    await page.getByRole('button', { name: '20,000', exact: true }).click();
    await page.getByRole('radio', { name: /First deposit bonus 10%/ }).check();
    await page.getByText('Bonus: K 2,000.00').waitFor();
    await shot(page, 'new-2-amount-en');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).waitFor();
    await checkA11y(page);
    await shot(page, 'new-3-confirm-en');

    // Full navigation to the gateway's own page, served by this server.
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Sandbox payment' }).waitFor();
    await shot(page, 'gateway-checkout-en');
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on /m/voucherCenter?deposit=<id>: the result sheet, final once the callback is in.
    await page.waitForURL(/\/m\/voucherCenter\?deposit=\d+/);
    await expect.poll(() => result(page).getAttribute('data-state'), { timeout: 15_000 }).toBe('approved');
    await page.getByText('Bonus added: K 2,000.00').waitFor();
    await checkA11y(page);
    await shot(page, 'result-approved-en');

    // From here on no reload: the balance the header shows is the refreshed one.
    await mark(page);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => header(page).getByTestId('header-balance').textContent()).toBe('K 22,000.00');
    expect(await stillSamePage(page)).toBe(true);
    await page.context().close();
  });

  it('a cancelled checkout comes back as cancelled and moves nothing', async () => {
    await setDepositTemplate(e2e, '0');
    const page = await englishPage(e2e.browser, e2e.server.url, await memberSession());
    await page.goto(ROUTES.voucherCenter);
    await page.getByRole('radio', { name: /Online payment \(sandbox\)/ }).check();
    await page.getByLabel('Amount', { exact: true }).fill('5000');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/m\/voucherCenter\?deposit=\d+/);
    await expect.poll(() => result(page).getAttribute('data-state'), { timeout: 15_000 }).toBe('cancelled');
    await page.context().close();
  });
});

describe('manual bank transfer (classic template, dep_func "0")', () => {
  it('copies the account, sends amount, payer, reference and receipt; the operator command approves it', async () => {
    await setDepositTemplate(e2e, '0');
    const page = await englishPage(e2e.browser, e2e.server.url, await memberSession());
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(ROUTES.voucherCenter);
    await page.getByRole('radio', { name: /KBZ Bank transfer/ }).waitFor();
    await checkA11y(page);
    await shot(page, 'classic-en');

    await page.getByRole('button', { name: 'Copy Account number' }).first().click();
    await page.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0123 4567 8901 2345');

    await page.getByLabel('Amount', { exact: true }).fill('10000');
    await page.getByRole('radio', { name: /First deposit bonus 10%/ }).check();
    await page.getByLabel('Payer name').fill('Aung Aung');
    await page.getByLabel('Transfer reference').fill('KBZ778812');
    await page.getByLabel('Receipt (optional)').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    // The preview really draws (a blob: URL would be refused by the page's img-src).
    const preview = page.getByRole('img', { name: 'Receipt preview' });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'classic-filled-en');
    // A double tap sends one deposit: the button is disabled while the first is in flight.
    const submit = page.getByRole('button', { name: 'Submit deposit' });
    await submit.dblclick();
    await page.waitForURL(/\/m\/voucherCenter\?deposit=\d+/);
    await expect.poll(() => result(page).getAttribute('data-state')).toBe('pending');
    await page.getByText('Your deposit has been sent and is waiting for approval.').waitFor();
    await shot(page, 'result-pending-en');

    const id = depositIdOf(page);
    const pending = await operatorCommand(e2e, 'deposits');
    expect(pending.split('\n').filter((line) => line.includes('10000.00')).length).toBe(1);
    await operatorCommand(e2e, 'deposit:approve', id);
    // The sheet asks again every 3 s while pending: no reload.
    await mark(page);
    await expect.poll(() => result(page).getAttribute('data-state'), { timeout: 10_000 }).toBe('approved');
    await page.getByText('Bonus added: K 1,000.00').waitFor();
    expect(await stillSamePage(page)).toBe(true);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => header(page).getByTestId('header-balance').textContent()).toBe('K 11,000.00');
    await page.context().close();
  });
});

describe('deposit in Burmese (spec 1: MY first)', () => {
  it.each([
    ['0', 'classic'],
    ['1', 'new'],
  ] as const)('dep_func %s: the %s template reads in Burmese', async (depFunc, name) => {
    await setDepositTemplate(e2e, depFunc);
    const page = await languagePage(e2e, 'MY');
    const session = await memberSession();
    await page.addInitScript(
      ({ value }) => {
        if (!localStorage.getItem('MC_SESSION_INFO')) localStorage.setItem('MC_SESSION_INFO', value);
      },
      { value: JSON.stringify(session) },
    );
    await page.goto(ROUTES.voucherCenter);
    await page.getByText('ငွေသွင်းနည်းလမ်း').first().waitFor();
    await checkA11y(page);
    await shot(page, `${name}-my`);
    if (name === 'new') {
      await page.getByRole('radio', { name: /sandbox/ }).check();
      await page.getByRole('button', { name: 'ရှေ့ဆက်ရန်' }).click();
      await page.getByLabel('ပမာဏ', { exact: true }).fill('20000');
      await shot(page, 'new-2-amount-my');
      await page.getByRole('button', { name: 'ရှေ့ဆက်ရန်' }).click();
      await page.getByRole('button', { name: 'ငွေပေးချေရန် ဆက်သွားပါ' }).click();
      await page.getByRole('heading', { name: 'စမ်းသပ်ငွေပေးချေမှု' }).waitFor();
      await shot(page, 'gateway-checkout-my');
      await page.getByRole('button', { name: 'ငွေပေးချေမည်' }).click();
      await expect.poll(() => result(page).getAttribute('data-state'), { timeout: 15_000 }).toBe('approved');
      await shot(page, 'result-approved-my');
    }
    await page.context().close();
  });
});
