import { ROUTES, STORAGE_KEYS } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { loginMember, memberCall, newMember } from './support/member-api.ts';
import { englishPage, screenshotDir, sessionOf, storedSession } from './support/pages.ts';

// spec 2.3 (logged-in header, menu, sign out), 4 "Session" (logout), issue 3 (a session that
// ends elsewhere), issue 8 item 11 (a session replaced by logins elsewhere); docs/decisions/016,
// 034. Members are made and logged in through the API.
const e2e = useServerAndBrowser({ membersByApi: true });
const shots = screenshotDir('login');
const PASSWORD = 'lantern river 88';

/** A new member, logged in: the page opens with the session stored, as after a login. */
async function memberPage(): Promise<{ page: Page; username: string; token: string }> {
  const { username, login } = await newMember(e2e.server, PASSWORD);
  const page = await englishPage(e2e.browser, e2e.server.url, sessionOf(login));
  return { page, username, token: login.token };
}

const header = (page: Page) => page.locator('header');
const balance = (page: Page) => header(page).getByTestId('header-balance');
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

async function openMenu(page: Page) {
  await header(page).getByRole('button', { name: 'Menu' }).click();
  await menu(page).getByRole('button', { name: 'Refresh balance' }).waitFor();
}

describe('logged-in header (spec 2.3)', () => {
  it('shows the account and the balance with 2 decimals, and masks it on request', async () => {
    const { page, username } = await memberPage();
    await page.goto(ROUTES.home);
    await header(page).getByText(username).waitFor();
    await expect.poll(() => balance(page).textContent()).toBe('K 0.00');
    expect(await header(page).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      ROUTES.voucherCenter,
    );
    // A new member has no bank card yet: the withdrawal check fails, no withdraw link (decision 067).
    expect(await header(page).getByRole('link', { name: 'Withdraw' }).count()).toBe(0);
    expect(await header(page).getByRole('link', { name: 'Log in' }).count()).toBe(0);
    await checkA11y(page);

    await openMenu(page);
    await checkA11y(page);
    await page.screenshot({ path: `${shots}home-logged-in-menu.png` });
    await menu(page).getByRole('button', { name: 'Hide balance' }).click();
    await expect.poll(() => balance(page).textContent()).toBe('K ******');
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `${shots}home-logged-in-masked.png` });

    // The choice stays on this device.
    await page.reload();
    await expect.poll(() => balance(page).textContent()).toBe('K ******');
    await openMenu(page);
    await menu(page).getByRole('button', { name: 'Show balance' }).click();
    await expect.poll(() => balance(page).textContent()).toBe('K 0.00');
    await page.context().close();
  });
});

describe('sign out (spec 2.3, 4 "Session")', () => {
  it('asks first; on submit revokes the session, clears storage and shows home as a guest', async () => {
    const { page, token } = await memberPage();
    await page.goto(ROUTES.home);
    await expect.poll(() => balance(page).textContent()).toBe('K 0.00');

    await openMenu(page);
    await menu(page).getByRole('button', { name: 'Sign out' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Do you want to sign out?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await memberCall(e2e.server, token)).status).toBe(200);

    await openMenu(page);
    await menu(page).getByRole('button', { name: 'Sign out' }).click();
    await confirm.getByRole('button', { name: 'Submit' }).click();
    await header(page).getByRole('link', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(ROUTES.home);
    expect(await balance(page).count()).toBe(0);
    const stored = await page.evaluate(
      (keys) => ({
        session: localStorage.getItem(keys.session),
        autoLogin: localStorage.getItem(keys.autoLogin),
        sessionStorageSize: sessionStorage.length,
      }),
      { session: STORAGE_KEYS.MC_SESSION_INFO, autoLogin: STORAGE_KEYS.autoLogin },
    );
    expect(stored).toEqual({ session: null, autoLogin: '0', sessionStorageSize: 0 });
    const after = await memberCall(e2e.server, token);
    expect([after.status, after.code]).toEqual([401, 'SESSION_REVOKED']);
    await page.context().close();
  });
});

describe('a session that ends elsewhere (issue 3)', () => {
  it('says so, opens the login, and after logging in again stays on the same route', async () => {
    const { page, username, token } = await memberPage();
    const route = `${ROUTES.home}?from=e2e`;
    await page.goto(route);
    await expect.poll(() => balance(page).textContent()).toBe('K 0.00');

    // Logged out elsewhere: the same token revoked by another tab or device.
    const revoked = await page.evaluate(async (bearer) => {
      const response = await fetch('/api/accounts/session', {
        method: 'DELETE',
        headers: { authorization: `Bearer ${bearer}` },
      });
      return response.status;
    }, token);
    expect(revoked).toBe(200);

    // The live event stream (issue 11, decision 060) ends and its reconnect finds the session
    // gone, so the page says so with no click; a click meanwhile would race the modal.
    const modal = page.getByRole('dialog', { name: 'Log in' });
    await modal.getByText('The account has been logged out, please log in again').waitFor();
    expect(await storedSession(page)).toBeNull();
    await checkA11y(page);

    await modal.getByLabel('Username or mobile number', { exact: true }).fill(username);
    await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await modal.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(route);
    await header(page).getByText(username).waitFor();
    await expect.poll(() => balance(page).textContent()).toBe('K 0.00');
    await page.context().close();
  });

  it('a page whose session a login on another device replaced says so (issue 8 item 11)', async () => {
    const { username, login } = await newMember(e2e.server, PASSWORD);
    const first = await englishPage(e2e.browser, e2e.server.url, sessionOf(login));
    await first.goto(ROUTES.home);
    await expect.poll(() => balance(first).textContent()).toBe('K 0.00');

    // The same member on a second page, then on more devices: the first session is the oldest.
    const second = await loginMember(e2e.server, username, PASSWORD);
    if (!second.ok) throw new Error(`login: ${second.code}`);
    const other = await englishPage(e2e.browser, e2e.server.url, sessionOf(second.value));
    await other.goto(ROUTES.home);
    await expect.poll(() => balance(other).textContent()).toBe('K 0.00');
    for (let i = 0; i < 4; i++) expect((await loginMember(e2e.server, username, PASSWORD)).ok).toBe(true);

    // Told by the live event stream, with no click (issue 11, decision 060).
    const modal = first.getByRole('dialog', { name: 'Log in' });
    await modal
      .getByText('You were logged out because this account signed in on another device. Please log in again.')
      .waitFor();
    expect(await storedSession(first)).toBeNull();
    await checkA11y(first);
    await first.screenshot({ path: `${shots}session-replaced.png` });

    // The other page's session is among the newest five: it stays logged in.
    await openMenu(other);
    await menu(other).getByRole('button', { name: 'Refresh balance' }).click();
    await expect.poll(() => balance(other).textContent()).toBe('K 0.00');
    expect(await other.getByRole('dialog', { name: 'Log in' }).count()).toBe(0);
    await first.context().close();
    await other.context().close();
  });
});

describe('where signed-in members and guests land (spec 2.5, 2.8, 2.9, 8; decision 016)', () => {
  it('sends a signed-in member who opens login or register home, replacing the entry', async () => {
    const { page, username } = await memberPage();
    for (const path of [ROUTES.login, ROUTES.register]) {
      await page.goto(path);
      await page.waitForURL(`**${ROUTES.home}`);
      await header(page).getByText(username).waitFor();
    }
    await page.context().close();
  });

  it('tells a guest sent home from a members page why, and the login returns there', async () => {
    const { username } = await newMember(e2e.server, PASSWORD);
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.set);
    await page.waitForURL(`**${ROUTES.home}`);
    const modal = page.getByRole('dialog', { name: 'Log in' });
    await modal.getByText('You are not logged in, please login first').waitFor();
    await checkA11y(page);
    await modal.getByLabel('Username or mobile number', { exact: true }).fill(username);
    await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`**${ROUTES.set}`);
    await page.context().close();
  });
});
