import { API_PATHS, ROUTES } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/browser.ts';
import { deviceStorage } from './support/device-storage.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { newMember } from './support/member-api.ts';
import {
  englishPage,
  field,
  focusedLabel,
  logInRemembering,
  rememberedLoginChecked,
  screenshotDir,
  storedSession,
  submitLogin,
} from './support/pages.ts';

// Issue 8 "The remembered login keeps no password" (docs/decisions/035): "remember" keeps the
// account on the device and a remember token in an HttpOnly cookie on the server's terms; after
// a logout one tap logs back in, and no storage the page can reach holds the password.
const e2e = useServerAndBrowser({ membersByApi: true });
const shots = screenshotDir('remembered-login');
const PASSWORD = 'lantern river 88';
const b64 = (text: string) => Buffer.from(text).toString('base64');

async function loginPage(page?: Page): Promise<Page> {
  const target = page ?? (await englishPage(e2e.browser, e2e.server.url));
  await target.goto(ROUTES.login);
  await target.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
  return target;
}

const submit = submitLogin;
const continueAs = (page: Page, account: string) =>
  page.getByRole('button', { name: `Continue as ${account}` });

/** Logs in with "Remember me" checked, lands home. */
async function rememberedLogin(username: string): Promise<Page> {
  const page = await loginPage();
  await logInRemembering(page, username, PASSWORD);
  return page;
}

async function signOut(page: Page) {
  await page.goto(ROUTES.set);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(`**${ROUTES.home}`);
  await expect.poll(() => storedSession(page)).toBeNull();
}

const rememberCookie = async (page: Page) =>
  (await page.context().cookies(e2e.server.url + API_PATHS.sessionRemembered)).find(
    (cookie) => cookie.name === 'lobby_remember',
  );

async function expectNoPassword(page: Page) {
  const { web, idb, cookie } = await deviceStorage(page);
  const texts = [...web, ...idb];
  for (const secret of [PASSWORD, b64(PASSWORD), b64(b64(PASSWORD))]) {
    expect(
      texts.filter((text) => text.includes(secret)),
      secret,
    ).toEqual([]);
  }
  // The remember token is HttpOnly: script never sees it.
  expect(cookie).not.toContain('lobby_remember');
}

describe('the remembered login (issue 8, decision 035)', () => {
  it('after a logout: the account is filled in and one tap logs in, no password stored anywhere', async () => {
    const { username } = await newMember(e2e.server, PASSWORD);
    const page = await rememberedLogin(username);
    const issued = await rememberCookie(page);
    expect(issued).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: API_PATHS.sessionRemembered });
    await expectNoPassword(page);

    await signOut(page);
    await loginPage(page);
    await continueAs(page, username).waitFor();
    expect(await field(page, 'Username or mobile number').inputValue()).toBe(username);
    expect(await field(page, 'Password').inputValue()).toBe('');
    // The browser's password manager may still offer the password (decision 035).
    expect(await field(page, 'Password').getAttribute('autocomplete')).toBe('current-password');
    expect(await page.getByLabel('Remember me').isChecked()).toBe(true);
    await expectNoPassword(page);
    await checkA11y(page);
    await page.screenshot({ path: `${shots}login-remembered.png` });

    await continueAs(page, username).click();
    await page.waitForURL(`**${ROUTES.home}`);
    await page.locator('header').getByText(username).waitFor();
    // Rotated: the cookie the device holds now is a new one.
    expect((await rememberCookie(page))?.value).not.toBe(issued?.value);
    await expectNoPassword(page);
    await page.context().close();
  });

  it('a refused token falls back to the form with the account filled in, no error wall', async () => {
    const { username } = await newMember(e2e.server, PASSWORD);
    const page = await rememberedLogin(username);
    await signOut(page);
    const cookie = await rememberCookie(page);
    if (!cookie) throw new Error('no remember cookie');
    await page.context().addCookies([{ ...cookie, value: 'x'.repeat(43) }]);
    await loginPage(page);
    await continueAs(page, username).click();
    await page.getByRole('alert').filter({ hasText: 'Your saved login has ended' }).waitFor();
    expect(await continueAs(page, username).count()).toBe(0);
    expect(await field(page, 'Username or mobile number').inputValue()).toBe(username);
    expect(await focusedLabel(page)).toBe('Password');
    expect(await rememberCookie(page)).toBeUndefined();
    // The password logs in as ever, and remembers again.
    await field(page, 'Password').fill(PASSWORD);
    await submit(page);
    await page.waitForURL(`**${ROUTES.home}`);
    expect(await rememberCookie(page)).toBeDefined();
    await page.context().close();
  });

  it('"Not you?" forgets the account here and ends the token on the server', async () => {
    const { username } = await newMember(e2e.server, PASSWORD);
    const page = await rememberedLogin(username);
    await signOut(page);
    const cookie = await rememberCookie(page);
    await loginPage(page);
    const forgot = page.waitForResponse(
      (res) => res.url().endsWith(API_PATHS.sessionRemembered) && res.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: 'Not you?' }).click();
    expect((await forgot).status()).toBe(200);
    expect(await field(page, 'Username or mobile number').inputValue()).toBe('');
    expect(await page.getByLabel('Remember me').isChecked()).toBe(false);
    expect(await rememberCookie(page)).toBeUndefined();
    // The old token is dead on the server too, even if a copy of it was kept.
    const replay = await fetch(e2e.server.url + API_PATHS.sessionRemembered, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `lobby_remember=${cookie?.value}` },
      body: '{}',
    });
    expect(replay.status).toBe(401);
    await page.reload();
    await rememberedLoginChecked(page);
    expect(await field(page, 'Username or mobile number').inputValue()).toBe('');
    await page.context().close();
  });

  it('migrates a decision 015 record: account kept, password and sealed store gone', async () => {
    const { username } = await newMember(e2e.server, PASSWORD);
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.home);
    // The record as decision 015 sealed it: AES-GCM under a non-extractable key in IndexedDB.
    await page.evaluate(
      async ({ account, password }) => {
        const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
          'encrypt',
          'decrypt',
        ]);
        const iv = crypto.getRandomValues(new Uint8Array(12));
        const record = {
          type: 'username',
          username: account,
          password,
          countryDialingCode: '',
          remember: true,
        };
        const data = await crypto.subtle.encrypt(
          { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode('lobby:remembered-login:v1') },
          key,
          new TextEncoder().encode(JSON.stringify(record)),
        );
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('lobby-secrets', 1);
          open.onupgradeneeded = () => open.result.createObjectStore('remembered-login');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction('remembered-login', 'readwrite');
          tx.objectStore('remembered-login').put(key, 'key');
          tx.objectStore('remembered-login').put({ iv, data }, 'record');
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
        db.close();
      },
      { account: username, password: PASSWORD },
    );
    await loginPage(page);
    await expect.poll(() => field(page, 'Username or mobile number').inputValue()).toBe(username);
    expect(await field(page, 'Password').inputValue()).toBe('');
    // No token was ever issued for the old record: no one tap until the next remembered login.
    expect(await continueAs(page, username).count()).toBe(0);
    await expect.poll(async () => (await deviceStorage(page)).databases).not.toContain('lobby-secrets');
    await expectNoPassword(page);
    await field(page, 'Password').fill(PASSWORD);
    await submit(page);
    await page.waitForURL(`**${ROUTES.home}`);
    expect(await rememberCookie(page)).toBeDefined();
    await page.context().close();
  });
});
