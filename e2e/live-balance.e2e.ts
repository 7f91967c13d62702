import { randomBytes } from 'node:crypto';
import { API_PATHS, ROUTES } from '@lobby/shared';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { newMember } from './support/member-api.ts';
import { englishPage, screenshotDir, sessionOf, storedSession } from './support/pages.ts';

// Issue 11 "Live balance" (spec 2.3 header balance, 3 "Wallet"; decisions 059 and 060): the
// header follows the member's event stream, with no reload and no refetch. Real server and
// Chromium at 390x844; members through the API.
const e2e = useServerAndBrowser({ membersByApi: true });
const shots = screenshotDir('live-balance');
const PASSWORD = 'lantern river 59';

const balance = (page: Page) => page.locator('header').getByTestId('header-balance');

/**
 * The operator's balance adjustment (issue 11 "Operator"), built by the ledger helper on another
 * branch (`POST /api/operator/members/:account/adjustments` in the events brief; the account may
 * travel in the body instead). Until it is merged the test that needs it skips itself: it looks
 * for an operator POST path ending in /adjustments in the operator OpenAPI document. The merger
 * checks the body's field names against packages/shared/src/ledger.ts.
 */
async function adjustmentsPath(): Promise<string | undefined> {
  const response = await fetch(`${e2e.server.url}${API_PATHS.operatorDocs}`, {
    headers: { authorization: `Bearer ${e2e.server.operatorToken}` },
  });
  const doc = (await response.json()) as { paths: Record<string, { post?: unknown }> };
  return Object.keys(doc.paths).find((path) => path.endsWith('/adjustments') && doc.paths[path]?.post);
}

async function credit(path: string, account: string, amount: string) {
  const inPath = path.includes('{account}');
  const response = await fetch(`${e2e.server.url}${path.replace('{account}', account)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${e2e.server.operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...(inPath ? {} : { account }),
      amount,
      direction: 'credit',
      reason: 'Live balance browser test',
      requestKey: randomBytes(8).toString('hex'),
    }),
  });
  expect(response.status).toBe(200);
}

/** A logged-in member on Home, its event stream's requests recorded. */
async function memberOnHome() {
  const { username, login } = await newMember(e2e.server, PASSWORD);
  const page = await englishPage(e2e.browser, e2e.server.url, sessionOf(login));
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(ROUTES.home);
  await expect.poll(() => balance(page).textContent()).toBe('K 0.00');
  return { page, username, token: login.token, requests };
}

const paths = (requests: Request[]) => requests.map((request) => new URL(request.url()).pathname);

describe('live balance (issue 11)', () => {
  it('streams with the bearer header, never a token in the URL, and only for a member', async () => {
    const guest = await englishPage(e2e.browser, e2e.server.url);
    const guestRequests: Request[] = [];
    guest.on('request', (request) => guestRequests.push(request));
    await guest.goto(ROUTES.home);
    await guest.locator('header').getByRole('link', { name: 'Log in' }).waitFor();
    expect(paths(guestRequests)).not.toContain(API_PATHS.events);
    await guest.context().close();

    const { page, token, requests } = await memberOnHome();
    await expect.poll(() => paths(requests)).toContain(API_PATHS.events);
    const stream = requests.find((request) => new URL(request.url()).pathname === API_PATHS.events);
    expect(await stream?.headerValue('authorization')).toBe(`Bearer ${token}`);
    expect(stream?.url()).not.toContain(token);
    await page.context().close();
  });

  it('the header balance follows a credit without a reload or a refetch', async (context) => {
    const adjustments = await adjustmentsPath();
    if (!adjustments) return context.skip('needs the operator adjustments API (ledger helper)');
    const { page, username, requests } = await memberOnHome();
    await expect.poll(() => paths(requests)).toContain(API_PATHS.events);
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
    const before = requests.length;
    await credit(adjustments, username, '12.34');
    await expect.poll(() => balance(page).textContent(), { timeout: 5000 }).toBe('K 12.34');
    // The same document (no reload) and no balance call: the number came down the stream.
    expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
    expect(paths(requests.slice(before))).not.toContain(API_PATHS.balance);
    await page.screenshot({ path: `${shots}credited-en.png` });
    await page.context().close();
  });

  it('a logout elsewhere logs the page out at once, with no click (decision 060)', async () => {
    const { page, token } = await memberOnHome();
    const revoked = await fetch(`${e2e.server.url}${API_PATHS.session}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);
    // The stream ends, its reconnect is refused, and the app says why (issue 3).
    const modal = page.getByRole('dialog', { name: 'Log in' });
    await modal.getByText('The account has been logged out, please log in again').waitFor({ timeout: 5000 });
    expect(await storedSession(page)).toBeNull();
    await page.context().close();
  });
});
