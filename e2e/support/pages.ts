import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROUTES, type SessionInfo, STORAGE_KEYS } from '@lobby/shared';
import type { Browser, Page } from 'playwright-core';
import { newPhonePage, settle } from './browser.ts';

/** e2e/artifacts/<name>/, made if missing: where a test file keeps its screenshots. */
export function screenshotDir(name: string): string {
  const dir = fileURLToPath(new URL(`../artifacts/${name}/`, import.meta.url));
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Pictures are for people to look at (docs/testing.md): a CI run, which nobody looks at, skips
 * them unless E2E_SCREENSHOTS=1. Encoding a full page at twice the pixels cost the browser tier
 * about a minute of CPU per run. The page still settles, so the test does what it does locally.
 */
const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1' || !process.env.CI;

/**
 * Screenshots into e2e/artifacts/<name>/, each taken as `<shot>.png` once the page has settled:
 * the full page, or with `fullPage: false` what the phone shows (a sheet fixed to the viewport is
 * misplaced in a full-page shot).
 */
export function settledShots(
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): (page: Page, shot: string) => Promise<void> {
  const dir = screenshotDir(name);
  return async (page, shot) => {
    // The picture shows what a member sees once the page holds still (fonts, images, fade-in).
    await settle(page);
    if (screenshotsWanted) await page.screenshot({ path: `${dir}${shot}.png`, fullPage });
  };
}

/**
 * A phone page whose visitor chose English once (so texts read in English), optionally already
 * logged in with `session`. The first load only: a logout or a language change afterwards
 * stays, across reloads (the flag lives in local storage, which logout keeps).
 */
export async function englishPage(browser: Browser, baseUrl: string, session?: SessionInfo): Promise<Page> {
  const page = await newPhonePage(browser, baseUrl);
  await page.addInitScript(
    ({ languageKey, sessionKey, stored }) => {
      if (localStorage.getItem('e2e-init')) return;
      localStorage.setItem('e2e-init', '1');
      localStorage.setItem(languageKey, 'EN');
      if (stored) localStorage.setItem(sessionKey, stored);
    },
    {
      languageKey: STORAGE_KEYS.language,
      sessionKey: STORAGE_KEYS.MC_SESSION_INFO,
      stored: session ? JSON.stringify(session) : '',
    },
  );
  return page;
}

/** The session a login answer gives, as the web app stores it (spec 3). */
export function sessionOf(
  answer: { token: string; userName: string; customerType: number },
  merchantCode = 'LOBBYDEMO',
): SessionInfo {
  return { token: answer.token, merchantCode, userName: answer.userName, type: answer.customerType };
}

/** The session record the app keeps in local storage, as stored; null when logged out. */
export const storedSession = (page: Page): Promise<string | null> =>
  page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.MC_SESSION_INFO);

/** The stored session's account, once the app has logged in; null otherwise. */
export async function sessionUser(page: Page): Promise<string | null> {
  const raw = await storedSession(page);
  return raw ? (JSON.parse(raw) as SessionInfo).userName : null;
}

/** The form input with exactly this label. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The label of the focused input. */
export const focusedLabel = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null);

/**
 * Once the login form has looked for the remembered record (decision 035): what its fields hold
 * then is what the visitor finds, so an empty field is known to stay empty.
 */
export const rememberedLoginChecked = (page: Page) =>
  page.locator('form.login-form[data-remembered-login="checked"]').waitFor();

/** The login form's submit button (not the header's or "Continue as ..."). */
export const submitLogin = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true }).click();

/** On the login page: logs in by username with "Remember me" checked and waits for home. */
export async function logInRemembering(page: Page, username: string, password: string): Promise<void> {
  await field(page, 'Username or mobile number').fill(username);
  await field(page, 'Password').fill(password);
  await page.getByLabel('Remember me').check();
  await submitLogin(page);
  await page.waitForURL(`**${ROUTES.home}`);
  await page.locator('header').getByText(username).waitFor();
}
