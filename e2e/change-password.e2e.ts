import { ROUTES } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { loginMember, memberCall, newMember } from './support/member-api.ts';
import { englishPage, sessionOf, settledShots, storedSession } from './support/pages.ts';

// spec 2.8 (change password), 2.9 (settings), 4 and 5. Real server, database and Chromium at
// 390x844.
const e2e = useServerAndBrowser({ membersByApi: true });
const shoot = settledShots('password');

const OLD_PASSWORD = 'lantern river 11';
const NEW_PASSWORD = 'lantern river 22';

/** A button of the antd-mobile dialog on screen (sign out's 'Submit', the alert's 'OK'). */
const dialogButton = (page: Page, name: string) => page.getByRole('dialog').getByRole('button', { name });

describe('change password (spec 2.8, 4, 5)', () => {
  it('refuses the same password without a call, saves a new one, and the new one logs in', async () => {
    const { username, login } = await newMember(e2e.server, OLD_PASSWORD);
    const session = sessionOf(login);
    const page = await englishPage(e2e.browser, e2e.server.url, session);
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
    await page.getByLabel('Confirm new password').fill('lantern river 99');
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

  it('shows the strength of the new password as it is typed; the server refuses a common one (issue 8 item 8)', async () => {
    const { login } = await newMember(e2e.server, OLD_PASSWORD);
    const page = await englishPage(e2e.browser, e2e.server.url, sessionOf(login));
    await page.goto(ROUTES.changePsw);
    const newPassword = page.getByLabel('New password', { exact: true });
    await newPassword.waitFor();
    const meter = page.locator('.strength-meter');
    expect(await meter.getAttribute('aria-live')).toBe('polite');
    expect(await meter.textContent()).toBe('');

    await newPassword.fill('password123');
    await expect.poll(() => meter.textContent()).toContain('Password strength: Very weak');
    expect(await meter.textContent()).toContain('one of the most common passwords');
    await newPassword.fill('the quiet lantern drifts over seven rivers');
    await expect.poll(() => meter.textContent()).toBe('Password strength: Strong');

    // The form leaves the strength to the server, which refuses and says why.
    await page.getByLabel('Old password').fill(OLD_PASSWORD);
    await newPassword.fill('password123');
    await page.getByLabel('Confirm new password').fill('password123');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('This password is too easy to guess', { exact: false }).first().waitFor();
    await checkA11y(page);
  });

  it('without a session goes home', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.changePsw);
    await page.waitForURL(`**${ROUTES.home}`);
    await page.context().close();
  });
});

describe('settings (spec 2.9)', () => {
  it('without a session goes home', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.set);
    await page.waitForURL(`**${ROUTES.home}`);
    await page.context().close();
  });

  it('with a session shows change password and sign out; sign out ends the session', async () => {
    const { login } = await newMember(e2e.server, OLD_PASSWORD);
    const session = sessionOf(login);
    const page = await englishPage(e2e.browser, e2e.server.url, session);
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
    expect((await memberCall(e2e.server, session.token)).status).toBe(401);
    await page.context().close();
  });
});
