import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROUTES, type SessionInfo, STORAGE_KEYS } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, newPhonePage } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import {
  loginMember,
  readOutbox,
  registerMember,
  registerMobileMember,
  setFlag,
  setRegistrationRule,
  uniqueAccount,
  waitForMessage,
} from './support/member-api.ts';
import { englishPage as openEnglishPage, sessionOf } from './support/pages.ts';

// spec 2.7 (forgot password: e-mail, phone, the e-mailed link), 2.8 (change password), 2.9
// (settings), 4 and 5. Real server, database, outbox and Chromium at 390x844.
const e2e = useServerAndBrowser();
const shots = fileURLToPath(new URL('./artifacts/password/', import.meta.url));
mkdirSync(shots, { recursive: true });

const OLD_PASSWORD = 'lantern11';
const NEW_PASSWORD = 'lantern22';

/** A phone page whose visitor chose English and, optionally, holds a session. */
const englishPage = (session?: SessionInfo) => openEnglishPage(e2e.browser, e2e.server.url, session);

async function shoot(page: Page, name: string): Promise<void> {
  // Let the page fade-in and any toast settle, so the picture shows what a member sees.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${shots}${name}.png`, fullPage: true });
}

const storedSession = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.MC_SESSION_INFO);

/** Registers a member (the API logs it in) and answers its session record. */
async function newMember(fields: { email?: string } = {}) {
  const username = uniqueAccount();
  const login = await registerMember(e2e.server, { username, password: OLD_PASSWORD, ...fields });
  return { username, session: sessionOf(login) };
}

const resetLinkIn = (text: string) => {
  const link = /(https?:\/\/\S+\/m\/forget\?token=\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`no reset link in: ${text}`);
  return link;
};

/** Asks for a reset e-mail through the API and answers the link it carries. */
async function requestResetLink(username: string, email: string): Promise<string> {
  const newest = (await readOutbox(e2e.server, 'email', 1))[0]?.id ?? 0;
  const response = await fetch(`${e2e.server.url}/api/passwords/forgot`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, email }).toString(),
  });
  expect(response.status).toBe(200);
  return resetLinkIn((await waitForMessage(e2e.server, 'email', email, newest)).body);
}

/** A button of the antd-mobile dialog on screen (sign out's 'Submit', the alert's 'OK'). */
const dialogButton = (page: Page, name: string) => page.getByRole('dialog').getByRole('button', { name });

/** The stored session's account, once the app has logged in. */
const sessionUser = async (page: Page) => {
  const raw = await storedSession(page);
  return raw ? (JSON.parse(raw) as SessionInfo).userName : null;
};

beforeAll(async () => {
  // Members are registered through the API, which would otherwise demand a captcha.
  await setRegistrationRule(e2e.server, 'captcha', { enabled: false, required: false });
});

describe('forgot password by e-mail (spec 2.7, 4, 5)', () => {
  it('sends a link that never says the account exists, opens the form, sets the password and logs in', async () => {
    const { username } = await newMember({ email: 'lantern.player@mail.test' });
    const email = 'lantern.player@mail.test';
    const page = await englishPage();
    await page.goto(ROUTES.forget);
    await page.getByLabel('Account').waitFor();
    // CHNGPASSVERIF3 is off in the demo: e-mail only, no method switch.
    expect(await page.getByRole('tab').count()).toBe(0);
    await shoot(page, 'forget-email');
    await checkA11y(page);

    // spec 5: both fields required; the e-mail must look like one.
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText('Account format is incorrect').waitFor();
    await page.getByLabel('Account').fill(`  ${username} `);
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText('E-mail format is incorrect').waitFor();

    const newest = (await readOutbox(e2e.server, 'email', 1))[0]?.id ?? 0;
    await page.getByLabel('E-mail').fill(` ${email} `);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText(/If these details match an account/).waitFor();
    // Then back: this tab has no earlier page, so home.
    await page.waitForURL(`**${ROUTES.home}`);

    const link = resetLinkIn((await waitForMessage(e2e.server, 'email', email, newest)).body);
    await page.goto(link);
    const account = page.getByLabel('Account');
    await account.waitFor();
    expect(await account.inputValue()).toBe(username);
    expect(await account.getAttribute('readonly')).not.toBeNull();
    await shoot(page, 'reset-link');
    await checkA11y(page);

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('lantern23');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Confirmation password not matched').waitFor();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Change saved').waitFor();
    // The app logs in with the new password and goes home.
    await page.waitForURL(`**${ROUTES.home}`);
    await expect.poll(() => sessionUser(page)).toBe(username);

    expect(await loginMember(e2e.server, username, OLD_PASSWORD)).toMatchObject({ ok: false });
    expect(await loginMember(e2e.server, username, NEW_PASSWORD)).toMatchObject({ ok: true });
    await page.context().close();
  });

  it('reads in Burmese, the merchant default', async () => {
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.forget);
    await page.getByRole('button', { name: 'လင့်ခ် ပို့ရန်' }).click();
    await page.getByText('အကောင့်ပုံစံ မမှန်ကန်ပါ').waitFor();
    await shoot(page, 'forget-email-my');
    await checkA11y(page);
    await page.context().close();
  });

  it('an e-mail that matches no account gets the same answer', async () => {
    const page = await englishPage();
    await page.goto(ROUTES.forget);
    await page.getByLabel('Account').fill('nobody-here');
    await page.getByLabel('E-mail').fill('nobody@mail.test');
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText(/If these details match an account/).waitFor();
    await page.waitForURL(`**${ROUTES.home}`);
    await page.context().close();
  });
});

describe('the e-mailed link (spec 2.7)', () => {
  it('a used link shows the invalid-link message and offers a new one', async () => {
    const { username } = await newMember({ email: 'reused.link@mail.test' });
    const link = await requestResetLink(username, 'reused.link@mail.test');
    const token = new URL(link).searchParams.get('token');
    const used = await fetch(`${e2e.server.url}/api/passwords/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD }),
    });
    expect(used.status).toBe(200);

    const page = await englishPage();
    await page.goto(link);
    const dead = page.getByTestId('reset-link-invalid');
    await dead.getByText('This link no longer works').waitFor();
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await checkA11y(page);
    await shoot(page, 'reset-link-invalid');

    await dead.getByRole('button', { name: 'Request a new link' }).click();
    await page.getByLabel('E-mail').waitFor();
    expect(new URL(page.url()).search).toBe('');

    // A token that cannot be one is dead too, without a form.
    await page.goto(`${ROUTES.forget}?token=short`);
    await page.getByTestId('reset-link-invalid').waitFor();
    await page.context().close();
  });
});

describe('change password (spec 2.8, 4, 5)', () => {
  it('refuses the same password without a call, saves a new one, and the new one logs in', async () => {
    const { username, session } = await newMember();
    const page = await englishPage(session);
    const changeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/passwords/change')) changeCalls.push(request.url());
    });
    await page.goto(ROUTES.changePsw);
    const account = page.getByLabel('Account');
    await account.waitFor();
    expect(await account.inputValue()).toBe(username);
    expect(await page.getByLabel('Old password').getAttribute('autocomplete')).toBe('current-password');
    expect(await page.getByLabel('New password', { exact: true }).getAttribute('autocomplete')).toBe(
      'new-password',
    );
    await shoot(page, 'change-password');
    await checkA11y(page);

    // spec 5: confirmation required, then equal.
    await page.getByLabel('Old password').fill(OLD_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(OLD_PASSWORD);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Enter password').waitFor();
    await page.getByLabel('Confirm new password').fill('lantern99');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Confirmation password not matched').waitFor();

    // spec 4: new equal to old: a dialog, nothing sent.
    await page.getByLabel('Confirm new password').fill(OLD_PASSWORD);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The new password and the old password cannot be the same').waitFor();
    await shoot(page, 'change-password-same');
    await dialogButton(page, 'OK').click();
    expect(changeCalls).toEqual([]);

    // A wrong old password shows under its field (the server names it).
    await page.getByLabel('Old password').fill('wrong-old1');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The old password is wrong.').waitFor();
    expect(changeCalls).toHaveLength(1);

    await page.getByLabel('Old password').fill(OLD_PASSWORD);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Change saved').waitFor();
    await page.waitForURL(`**${ROUTES.home}`);
    // The session stays (only the member's other sessions end).
    expect(await storedSession(page)).toContain(session.token);

    // Sign out (spec 2.9, 4), then the new password logs in and the old one does not.
    await page.goto(ROUTES.set);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await dialogButton(page, 'Submit').click();
    await page.waitForURL(`**${ROUTES.home}`);
    await expect.poll(() => storedSession(page)).toBeNull();
    expect(await loginMember(e2e.server, username, OLD_PASSWORD)).toMatchObject({ ok: false });
    expect(await loginMember(e2e.server, username, NEW_PASSWORD)).toMatchObject({ ok: true });
    await page.context().close();
  });

  it('without a session goes home', async () => {
    const page = await englishPage();
    await page.goto(ROUTES.changePsw);
    await page.waitForURL(`**${ROUTES.home}`);
    await page.context().close();
  });
});

describe('settings (spec 2.9)', () => {
  it('without a session goes home', async () => {
    const page = await englishPage();
    await page.goto(ROUTES.set);
    await page.waitForURL(`**${ROUTES.home}`);
    await page.context().close();
  });

  it('with a session shows change password and sign out; sign out ends the session', async () => {
    const { session } = await newMember();
    const page = await englishPage(session);
    await page.goto(ROUTES.set);
    const settings = page.getByRole('navigation', { name: 'Settings' });
    await settings.getByRole('link', { name: 'Change password' }).waitFor();
    await shoot(page, 'settings');
    await checkA11y(page);

    await settings.getByRole('link', { name: 'Change password' }).click();
    await page.waitForURL(`**${ROUTES.changePsw}`);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`**${ROUTES.set}`);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await dialogButton(page, 'Submit').click();
    await page.waitForURL(`**${ROUTES.home}`);
    await expect.poll(() => storedSession(page)).toBeNull();
    const member = await fetch(`${e2e.server.url}/api/accounts/member`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(member.status).toBe(401);
    await page.context().close();
  });
});

describe('set password by phone (spec 2.7, 4, 5; CHNGPASSVERIF3 on)', () => {
  it('sends a code, sets the password and logs in with the mobile number', async () => {
    await setFlag(e2e.server, 'CHNGPASSVERIF3', true);
    const countries = (await (await fetch(`${e2e.server.url}/api/accounts/countries`)).json()) as {
      value: { defaultDialingCode: string };
    };
    const dialingCode = countries.value.defaultDialingCode;
    const mobileNum = `9${String(Date.now()).slice(-8)}`;
    const recipient = `${dialingCode}${mobileNum}`;

    // A member registered by the mobile method (no password: MOBILENUMPASSREG3 is off).
    const smsCode = async (purpose: 'register' | 'reset', afterId: number) => {
      const message = await waitForMessage(e2e.server, 'sms', recipient, afterId);
      expect(message.purpose).toContain(purpose);
      const code = /\b(\d{4,10})\b/.exec(message.body)?.[1];
      if (!code) throw new Error(`no code in ${message.body}`);
      return { code, id: message.id };
    };
    const sent = await fetch(`${e2e.server.url}/api/verification/sms-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ purpose: 'register', countryDialingCode: dialingCode, mobileNum }),
    });
    expect(sent.status).toBe(200);
    const registerCode = await smsCode('register', 0);
    const member = await registerMobileMember(e2e.server, {
      mobileNum,
      countryDialingCode: dialingCode,
      verificationCode: registerCode.code,
    });

    const page = await englishPage();
    await page.goto(ROUTES.forget);
    const phoneTab = page.getByRole('tab', { name: 'By phone' });
    await phoneTab.waitFor();
    expect(await phoneTab.getAttribute('aria-selected')).toBe('true');
    const code = page.getByLabel('SMS code');
    expect(await code.isDisabled()).toBe(true);
    const submit = page.getByRole('button', { name: 'Set new password' });
    expect(await submit.isDisabled()).toBe(true);
    await shoot(page, 'forget-phone');
    await checkA11y(page);

    // spec 5: the number must be right before a code is sent.
    await page.getByLabel('Mobile number').fill('123');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('The mobile number is wrong: enter at least 6 digits').waitFor();

    await page.getByLabel('Mobile number').fill(mobileNum);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('SMS code sent').waitFor();
    await page.getByRole('button', { name: /^\d+s$/ }).waitFor();
    const resetCode = await smsCode('reset', registerCode.id);
    await code.fill(resetCode.code);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await shoot(page, 'forget-phone-filled');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.waitForURL(`**${ROUTES.home}`);
    await expect.poll(() => sessionUser(page)).toBe(member.userName);
    await page.context().close();
    await setFlag(e2e.server, 'CHNGPASSVERIF3', false);
  });
});
