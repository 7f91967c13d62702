import {
  API_PATHS,
  type Deposit,
  DepositOptionsResponse,
  type LanguageCode,
  ROUTES,
  type SessionInfo,
  STORAGE_KEYS,
} from '@lobby/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { languagePage } from './support/language-page.ts';
import { newMember } from './support/member-api.ts';
import { englishPage, sessionOf, settledShots } from './support/pages.ts';

// The record screens (issue 11 "Records"; spec 2.9, 7; decisions 069, 070) on the real server,
// database and Chromium at 390x844. The money is real: manual deposits through the cashier API,
// approved or rejected through the operator API, each approval a ledger transfer.
const e2e = useServerAndBrowser({ membersByApi: true });
const shoot = settledShots('records');
const PASSWORD = 'lantern river 11';
/** One more than a page (20): the second page must come from scrolling. */
const APPROVED = 22;

let session: SessionInfo;

async function api<T>(path: string, init: RequestInit & { token: string }): Promise<T> {
  const response = await fetch(`${e2e.server.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${init.token}`, 'content-type': 'application/json' },
  });
  const body = (await response.json()) as { success: boolean; value: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.value;
}

async function deposit(token: string, amount: number, n: number): Promise<Deposit> {
  const options = DepositOptionsResponse.parse(await api(API_PATHS.depositOptions, { token }));
  const channel = options.channels.find((c) => c.type === 'bank_transfer');
  const account = channel?.receivingAccounts[0];
  if (!channel || !account) throw new Error('the demo merchant has no bank-transfer channel');
  return api<Deposit>(API_PATHS.manualDeposit, {
    token,
    method: 'POST',
    body: JSON.stringify({
      channelCode: channel.code,
      receivingAccountId: account.id,
      amount: String(amount),
      payerName: 'Aung Aung',
      reference: `REF${n}`,
      requestKey: `records-e2e-${n}-${token.slice(0, 8)}`,
    }),
  });
}

const operator = (path: string, body: unknown) =>
  api(path, { token: e2e.server.operatorToken, method: 'POST', body: JSON.stringify(body) });

beforeAll(async () => {
  const { login } = await newMember(e2e.server, PASSWORD);
  session = sessionOf(login);
  for (let n = 1; n <= APPROVED + 1; n += 1) {
    const made = await deposit(login.token, 5000 + n, n);
    if (n === APPROVED + 1) {
      await operator(API_PATHS.operatorDepositReject.replace(':id', made.id), {
        reason: 'No transfer arrived',
      });
    } else {
      await operator(API_PATHS.operatorDepositApprove.replace(':id', made.id), {});
    }
  }
}, 120_000);

/** A member's page in `code` (the merchant's languages widened to it), logged in. */
async function memberPage(code: LanguageCode): Promise<Page> {
  if (code === 'EN') return englishPage(e2e.browser, e2e.server.url, session);
  const page = await languagePage(e2e, code);
  await page.addInitScript(
    ({ key, value }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    { key: STORAGE_KEYS.MC_SESSION_INFO, value: JSON.stringify(session) },
  );
  return page;
}

const items = (page: Page) => page.getByTestId('records-item');

describe('/m/transaction/record (spec 2.9 TRANSREC3, 7 "transaction details")', () => {
  it('lists the transfers newest first, loads the second page on scrolling, and filters', async () => {
    const page = await memberPage('EN');
    await page.goto(ROUTES.transactionRecord);
    await items(page).first().waitFor();
    expect(await items(page).count()).toBe(20);
    const first = items(page).first();
    expect(await first.getByTestId('records-amount').textContent()).toBe(
      `+${(5000 + APPROVED).toLocaleString('en')}.00`,
    );
    expect(await first.textContent()).toContain('Deposit');
    // The newest transfer leaves the sum of all 22 approved deposits: 5,001 + ... + 5,022.
    const total = APPROVED * 5000 + (APPROVED * (APPROVED + 1)) / 2;
    expect(await first.textContent()).toContain(`Balance ${total.toLocaleString('en')}.00`);
    await checkA11y(page);
    await shoot(page, 'transactions-en');

    // spec 4: the next page loads when the end comes within 500 px, no tap needed.
    await page.mouse.wheel(0, 10_000);
    await page.getByTestId('records-end').waitFor();
    expect(await items(page).count()).toBe(APPROVED);

    // Nothing was withdrawn: that kind alone is the empty state.
    await page.getByTestId('records-kind-withdrawal').click();
    await page.getByTestId('records-empty').waitFor();
    expect(await page.getByTestId('records-empty').textContent()).toBe('No records in this period.');
    await shoot(page, 'transactions-empty-en');
    await page.getByTestId('records-kind-all').click();
    await items(page).first().waitFor();

    // A period before the member existed is empty too.
    await page.getByTestId('records-range-custom').click();
    await page.getByTestId('records-from').fill('2020-01-01');
    await page.getByTestId('records-to').fill('2020-01-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('records-empty').waitFor();
    await page.getByTestId('records-range-today').click();
    await items(page).first().waitFor();

    // The agent home's link (spec 2.6): agent-related kinds only, and this member has none.
    await page.goto(`${ROUTES.transactionRecord}?types=A`);
    await page.getByTestId('records-empty').waitFor();
    const chips = await page.locator('.records-kinds button').allTextContents();
    expect(chips).toEqual(['All', 'Rebate']);
    await page.context().close();
  });

  it('reads in Burmese, and right to left in Arabic without spilling sideways', async () => {
    const page = await memberPage('MY');
    await page.goto(ROUTES.transactionRecord);
    await items(page).first().waitFor();
    expect(await items(page).first().textContent()).toContain('ငွေသွင်း');
    await shoot(page, 'transactions-my');
    await page.context().close();

    const rtl = await memberPage('AR');
    await rtl.goto(ROUTES.transactionRecord);
    await items(rtl).first().waitFor();
    expect(await rtl.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The chips scroll inside their row; the page itself never gets wider than the phone.
    expect(await rtl.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(rtl, 'transactions-ar');
    await rtl.context().close();
  });
});

describe('/m/vouReport and /m/withdrawReport (spec 2.9, 7)', () => {
  it('shows deposits with their state and the rejection reason', async () => {
    for (const code of ['EN', 'MY'] as const) {
      const page = await memberPage(code);
      await page.goto(ROUTES.vouReport);
      await items(page).first().waitFor();
      const rejected = items(page).first();
      expect(await rejected.getByTestId('records-reason').textContent()).toContain('No transfer arrived');
      if (code === 'EN') {
        expect(await rejected.getByTestId('records-state').textContent()).toBe('Rejected');
        expect(await items(page).nth(1).getByTestId('records-state').textContent()).toBe('Approved');
        await checkA11y(page);
      }
      await shoot(page, `deposits-${code.toLowerCase()}`);
      await page.context().close();
    }
  });

  it('follows a deposit live: approved by the operator while the list is open, no reload', async () => {
    const pending = await deposit(session.token, 7000, 900);
    const page = await memberPage('EN');
    await page.goto(ROUTES.vouReport);
    await page.getByText(pending.orderNo).waitFor();
    const row = items(page).filter({ hasText: pending.orderNo });
    expect(await row.getByTestId('records-state').textContent()).toBe('Pending');
    await operator(API_PATHS.operatorDepositApprove.replace(':id', pending.id), {});
    await row.getByTestId('records-state').filter({ hasText: 'Approved' }).waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  it('shows the empty state for a member who never withdrew', async () => {
    for (const code of ['EN', 'MY'] as const) {
      const page = await memberPage(code);
      await page.goto(ROUTES.withdrawReport);
      await page.getByTestId('records-empty').waitFor();
      await shoot(page, `withdrawals-empty-${code.toLowerCase()}`);
      await page.context().close();
    }
  });

  it('sends a guest home with the login prompt', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.withdrawReport);
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(ROUTES.home);
    await page.context().close();
  });
});
