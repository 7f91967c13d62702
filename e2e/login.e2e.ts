import { ROUTES, STORAGE_KEYS, VERIFICATION } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/browser.ts';
import { deviceStorage } from './support/device-storage.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import {
  newMember,
  readOutbox,
  registerMobileMember,
  setFlag,
  smsCodeIn,
  waitForMessage,
} from './support/member-api.ts';
import {
  englishPage,
  field,
  focusedLabel,
  logInRemembering,
  rememberedLoginChecked,
  screenshotDir,
  submitLogin,
} from './support/pages.ts';

// spec 2.5 (login screen), 3 and 4 (remembered login, login method, captcha), 5 (validation),
// 8 (login failure); docs/decisions/015 and 016. Real server, database and Chromium.
const e2e = useServerAndBrowser({ membersByApi: true, ownServer: true });

/**
 * The next visit to the login page, as after the session ended: a signed-in member opening
 * /m/login goes home instead (decision 016).
 */
const leaveSession = (page: Page) =>
  page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.MC_SESSION_INFO);
const shots = screenshotDir('login');
const PASSWORD = 'lantern river 88';

const newUsername = async () => (await newMember(e2e.server, PASSWORD)).username;

async function loginPage(path: string = ROUTES.login): Promise<Page> {
  const page = await englishPage(e2e.browser, e2e.server.url);
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
  return page;
}

const submit = submitLogin;

const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('login by username (spec 2.5)', () => {
  it('shows the form, passes axe, and makes a screenshot', async () => {
    const page = await loginPage();
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(await field(page, 'Username or mobile number').getAttribute('autocomplete')).toBe('username');
    expect(await field(page, 'Password').getAttribute('autocomplete')).toBe('current-password');
    // No social service exists yet: no social buttons (docs/decisions/016).
    expect(await page.getByRole('button', { name: /facebook|google/i }).count()).toBe(0);
    const strip = page.getByRole('navigation', { name: 'More options' });
    expect(
      await strip.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual([ROUTES.home, ROUTES.register, ROUTES.forget, 'https://lobby.example/mm/support/viber']);
    expect(await strip.getByRole('link', { name: 'Customer service' }).getAttribute('target')).toBe('_blank');
    await checkA11y(page);
    await page.screenshot({ path: `${shots}login.png`, fullPage: true });
    await page.context().close();
  });

  it('remembers the account, never the password: restored on the next visit (decision 035)', async () => {
    const username = await newUsername();
    const page = await loginPage();
    await logInRemembering(page, username, PASSWORD);

    await leaveSession(page);
    await page.goto(ROUTES.login);
    await expect.poll(() => field(page, 'Username or mobile number').inputValue()).toBe(username);
    expect(await field(page, 'Password').inputValue()).toBe('');
    expect(await page.getByLabel('Remember me').isChecked()).toBe(true);

    const { web, idb, keys } = await deviceStorage(page);
    // No key and no sealed record: there is no secret on the device to protect.
    expect(keys).toEqual([]);
    expect(idb).toEqual([]);
    for (const secret of [PASSWORD, b64(PASSWORD), b64(b64(PASSWORD))]) {
      expect(
        [...web, ...idb].filter((text) => text.includes(secret)),
        secret,
      ).toEqual([]);
    }

    // spec 4: unchecking deletes the record; the next visit starts empty.
    await page.getByLabel('Remember me').uncheck();
    await page.reload();
    await rememberedLoginChecked(page);
    expect(await field(page, 'Username or mobile number').inputValue()).toBe('');
    expect((await deviceStorage(page)).web.filter((text) => text.startsWith('rememberedLogin='))).toEqual([]);
    await page.context().close();
  });

  it('returns to ?redirect= after logging in, and never to another site', async () => {
    const username = await newUsername();
    const page = await loginPage(`${ROUTES.login}?redirect=${encodeURIComponent(ROUTES.help)}`);
    await field(page, 'Username or mobile number').fill(username);
    await field(page, 'Password').fill(PASSWORD);
    await submit(page);
    await page.waitForURL(`**${ROUTES.help}`);
    await page.context().close();

    const other = await loginPage(`${ROUTES.login}?redirect=${encodeURIComponent('https://evil.example/')}`);
    await field(other, 'Username or mobile number').fill(username);
    await field(other, 'Password').fill(PASSWORD);
    await submit(other);
    await other.waitForURL(`**${ROUTES.home}`);
    await other.context().close();
  });
});

describe('captcha after failed logins (spec 4, 8)', () => {
  it('appears after three failures; a wrong answer is refused and the button keeps working', async () => {
    const username = await newUsername();
    const page = await loginPage();
    await field(page, 'Username or mobile number').fill(username);
    await field(page, 'Password').fill('wrong-password1');
    const captchaImage = page.getByRole('button', { name: 'Show a new captcha image' }).locator('img');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await submit(page);
      await page.getByRole('alert').filter({ hasText: 'Wrong username or password' }).waitFor();
      if (attempt === 3) break;
      expect(await field(page, 'Captcha').count(), `attempt ${attempt}`).toBe(0);
      // The alert goes when the member types again, so each failure shows afresh.
      await field(page, 'Password').fill(`wrong-password${attempt + 1}`);
    }
    await captchaImage.waitFor();
    await field(page, 'Captcha').waitFor();
    await checkA11y(page);
    await page.screenshot({ path: `${shots}login-captcha.png`, fullPage: true });

    await submit(page);
    await page.getByText('Enter a captcha').waitFor();
    expect(await focusedLabel(page)).toBe('Captcha');

    const firstImage = await captchaImage.getAttribute('src');
    await field(page, 'Captcha').fill('00000');
    await field(page, 'Password').fill(PASSWORD);
    await submit(page);
    await page.getByText('The captcha was wrong. Please enter the new one.').waitFor();
    // A captcha is good for one try: a new image and an empty input for the next.
    await expect.poll(() => captchaImage.getAttribute('src')).not.toBe(firstImage);
    expect(await field(page, 'Captcha').inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe(ROUTES.login);
    await page.context().close();
  });
});

describe('login by SMS code (MOBILEVERCODELOGIN3)', () => {
  it('needs a valid number before sending, logs in with the code, and remembers the method', async () => {
    await setFlag(e2e.server, 'MOBILEVERCODELOGIN3', true);
    // The demo merchant is in Myanmar: 09xxxxxxxx at home, +95 9xxxxxxxx with its dialing code.
    const mobileNum = `92${Date.now().toString().slice(-7)}`;
    await registerMobileMember(e2e.server, '+95', mobileNum, 'lantern river 88');

    const page = await loginPage();
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    expect(await page.getByRole('tab', { name: 'Mobile number' }).getAttribute('aria-selected')).toBe('true');
    const mobile = field(page, 'Mobile number');
    expect(await mobile.getAttribute('inputmode')).toBe('tel');
    expect(await field(page, 'Verification code').getAttribute('autocomplete')).toBe('one-time-code');
    await expect.poll(() => page.getByLabel('Country dialing code').inputValue()).toBe('+95');

    // spec 5: the number must pass before a code is asked for.
    const before = (await readOutbox(e2e.server, 'sms'))[0]?.id ?? 0;
    await mobile.fill('12');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Please enter a valid mobile number').waitFor();
    expect((await readOutbox(e2e.server, 'sms'))[0]?.id ?? 0).toBe(before);

    await mobile.fill(mobileNum);
    await page.getByRole('button', { name: 'Send code' }).click();
    // spec 9: the countdown is expiredMinutes x 60 seconds, the server's resend window (decision 010).
    const window = VERIFICATION.smsResendSeconds;
    await expect
      .poll(() => page.locator('.field-link').textContent())
      .toMatch(new RegExp(`^(${window}|${window - 1})s$`));
    const loginSms = await waitForMessage(e2e.server, 'sms', `+95${mobileNum}`, before);
    await field(page, 'Verification code').fill(smsCodeIn(loginSms));
    await page.getByLabel('Remember me').check();
    await submit(page);
    await page.waitForURL(`**${ROUTES.home}`);

    await leaveSession(page);
    await page.goto(ROUTES.login);
    await expect.poll(() => field(page, 'Mobile number').inputValue()).toBe(mobileNum);
    expect(await page.getByRole('tab', { name: 'Mobile number' }).getAttribute('aria-selected')).toBe('true');
    expect(await field(page, 'Verification code').inputValue()).toBe('');
    await checkA11y(page);
    await page.context().close();
    await setFlag(e2e.server, 'MOBILEVERCODELOGIN3', false);
  });
});

describe('login modal (spec 2.5; docs/decisions/016)', () => {
  it('opens for a guest who asks for invite friends, and lands there after logging in', async () => {
    const username = await newUsername();
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.home);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invite' }).click();
    const modal = page.getByRole('dialog', { name: 'Log in' });
    await modal.waitFor();
    expect(new URL(page.url()).pathname).toBe(ROUTES.home);
    await checkA11y(page);
    await page.screenshot({ path: `${shots}login-modal.png` });
    await modal.getByLabel('Username or mobile number', { exact: true }).fill(username);
    await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`**${ROUTES.inviteFriends}`);
    await modal.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
