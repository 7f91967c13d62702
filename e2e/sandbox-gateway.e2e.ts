import { API_PATHS } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { checkA11y, newPhonePage } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { newMember } from './support/member-api.ts';
import { settledShots } from './support/pages.ts';

// The sandbox payment gateway's own checkout page in Chromium at 390x844 (issue 11 "Cashier";
// docs/payment-gateway.md): it is served by the server outside /m and /api, readable in English
// and Burmese, accessible, and its Pay button makes the sandbox post its signed notification to
// the real server over HTTP and send the member back to /m/voucherCenter?deposit=<id>. The
// deposit screen itself (and the header's live balance) are the web cashier's browser tests.
const e2e = useServerAndBrowser({ membersByApi: true });
const shot = settledShots('sandbox-gateway');

async function gatewayDeposit(language: string) {
  const { login } = await newMember(e2e.server, 'lantern river 2031');
  const headers = {
    authorization: `Bearer ${login.token}`,
    'content-type': 'application/json',
    'accept-language': language,
  };
  const response = await fetch(`${e2e.server.url}${API_PATHS.gatewayDeposit}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      channelCode: 'sandbox-pay',
      amount: '50000',
      requestKey: `e2e${Date.now()}${language}`,
    }),
  });
  const { value } = (await response.json()) as { value: { deposit: { id: string }; checkoutUrl: string } };
  const read = async (path: string) =>
    (
      (await (await fetch(`${e2e.server.url}${path}`, { headers })).json()) as {
        value: Record<string, string>;
      }
    ).value;
  return { ...value, read };
}

describe('sandbox gateway checkout page', () => {
  it.each([
    ['en', 'Pay', 'Sandbox payment'],
    ['my', 'ငွေပေးချေမည်', 'စမ်းသပ်ငွေပေးချေမှု'],
  ])(
    'in %s: Pay credits the deposit and returns the member to the deposit screen',
    async (language, pay, title) => {
      const { deposit, checkoutUrl, read } = await gatewayDeposit(language);
      const page = await newPhonePage(e2e.browser, e2e.server.url);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('Permissions-Policy'))
          errors.push(message.text());
      });
      await page.goto(checkoutUrl);
      await page.getByRole('heading', { name: title }).waitFor();
      expect(await page.locator('dd').first().textContent()).toMatch(/^D\d{13}$/);
      expect(await page.locator('dd').nth(1).textContent()).toBe('50,000.00 MMK');
      await checkA11y(page);
      await shot(page, `checkout-${language}`);
      expect(errors).toEqual([]); // the page's CSP blocked nothing it needs

      await page.getByRole('button', { name: pay }).click();
      await page.waitForURL(`**/m/voucherCenter?deposit=${deposit.id}`);
      expect((await read(API_PATHS.deposit.replace(':id', deposit.id))).state).toBe('approved');
      expect((await read('/api/wallet/balance')).sumBalance).toBe('50000.00');
    },
  );

  it('Cancel leaves the balance alone and the deposit cancelled', async () => {
    const { deposit, checkoutUrl, read } = await gatewayDeposit('en');
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    await page.goto(checkoutUrl);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`**/m/voucherCenter?deposit=${deposit.id}`);
    expect((await read(API_PATHS.deposit.replace(':id', deposit.id))).state).toBe('cancelled');
    expect((await read('/api/wallet/balance')).sumBalance).toBe('0.00');
  });
});
