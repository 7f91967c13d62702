import { LIMITS, ROUTES, VALIDATION_BOUNDS } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerMemberCalls } from './support/app-shell.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { type TextLook, textLooks } from './support/measure.ts';
import { newMember, setFlag } from './support/member-api.ts';
import { englishPage, field, sessionOf, submitLogin } from './support/pages.ts';

// Issue 9: one look for every error text of the account forms (spec 2.5-2.8), toasts that wrap
// between words, and inputs bounded by their rules (spec 5, 9).
const e2e = useServerAndBrowser({ membersByApi: true });
const PASSWORD = 'lantern river 88';

const alerts = (page: Page) => textLooks(page.locator('main [role="alert"], dialog [role="alert"]'));

describe('error texts (issue 9)', () => {
  it('look the same on every account form, field or form-level, at 4.5:1 or more', async () => {
    const looks: TextLook[] = [];
    const page = await englishPage(e2e.browser, e2e.server.url);

    // Login: a field's error, then the form's own (a wrong password).
    await page.goto(ROUTES.login);
    await submitLogin(page);
    await page.getByRole('alert').first().waitFor();
    looks.push(...(await alerts(page)));
    const { username } = await newMember(e2e.server, PASSWORD);
    await field(page, 'Username or mobile number').fill(username);
    await field(page, 'Password').fill('not the password');
    await submitLogin(page);
    await page.locator('.form-error').waitFor();
    looks.push(...(await alerts(page)));

    // Register, forgot by e-mail: required fields.
    await page.goto(ROUTES.register);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByRole('alert').first().waitFor();
    looks.push(...(await alerts(page)));
    await page.goto(ROUTES.forget);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByRole('alert').first().waitFor();
    looks.push(...(await alerts(page)));

    // Forgot by phone: a number too short for a code.
    await setFlag(e2e.server, 'CHNGPASSVERIF3', true);
    await page.goto(ROUTES.forget);
    await page.getByLabel('Mobile number').fill('123');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('alert').first().waitFor();
    looks.push(...(await alerts(page)));
    await setFlag(e2e.server, 'CHNGPASSVERIF3', false);

    // A reset link the server cannot read: the screen's own error.
    await page.route('**/api/passwords/reset/check**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${ROUTES.forget}?token=${'a'.repeat(43)}`);
    await page.locator('.form-error').waitFor();
    looks.push(...(await alerts(page)));
    await page.context().close();

    // Change password: the confirmation left empty.
    const member = await newMember(e2e.server, PASSWORD);
    const memberPage = await englishPage(e2e.browser, e2e.server.url, sessionOf(member.login));
    await memberPage.goto(ROUTES.changePsw);
    await memberPage.getByLabel('Old password').fill(PASSWORD);
    await memberPage.getByLabel('New password', { exact: true }).fill('lantern river 99');
    await memberPage.getByRole('button', { name: 'Confirm' }).click();
    await memberPage.getByRole('alert').first().waitFor();
    looks.push(...(await alerts(memberPage)));
    await memberPage.context().close();

    expect(looks.length).toBeGreaterThanOrEqual(7);
    const styles = new Set(looks.map((l) => `${l.color} ${l.fontSize} ${l.fontWeight} ${l.fontFamily}`));
    expect([...styles], JSON.stringify(looks, null, 1)).toHaveLength(1);
    for (const look of looks) expect([look.text, look.contrast >= 4.5]).toEqual([look.text, true]);
  });
});

describe('toasts (issue 9)', () => {
  /** Home for a trial member, whose tap on Deposit is refused with a toast (spec 6). */
  async function trialToast(): Promise<Page> {
    const page = await englishPage(e2e.browser, e2e.server.url, {
      token: 't',
      merchantCode: 'demo',
      userName: 'trial_lantern',
      type: 4,
    });
    await answerMemberCalls(page, { account: 'trial_lantern', type: 4, sumBalance: '0.00' });
    await page.goto(ROUTES.home);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Deposit' }).click();
    await page.locator('.adm-toast-main').waitFor();
    return page;
  }

  /** Where each line of the toast starts: the characters just before and at the break. */
  const lineBreaks = (page: Page) =>
    page.locator('.adm-toast-main').evaluate((toast) => {
      const walker = document.createTreeWalker(toast, NodeFilter.SHOW_TEXT);
      const breaks: string[] = [];
      let lastTop: number | null = null;
      let previous = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = Array.from(range.getClientRects()).find((r) => r.width > 0);
          if (!rect) {
            previous = text[i] ?? '';
            continue;
          }
          if (lastTop !== null && rect.top > lastTop + 2) breaks.push(`${previous}|${text[i]}`);
          lastTop = rect.top;
          previous = text[i] ?? '';
        }
      }
      return breaks;
    });

  it('break English lines between words, never inside one', async () => {
    const page = await trialToast();
    const breaks = await lineBreaks(page);
    expect(breaks.length).toBeGreaterThan(0);
    for (const at of breaks) expect(at).toMatch(/^[\s-]\|/);
    await page.context().close();
  });

  it('still wrap Thai and Chinese inside the toast', async () => {
    const page = await trialToast();
    for (const text of [
      'บัญชีทดลองใช้ฟังก์ชันนี้ไม่ได้ กรุณาเข้าสู่ระบบด้วยบัญชีจริงเพื่อใช้งานต่อ',
      '试玩账号无法使用此功能，请使用真实账号登录后再继续操作。',
    ]) {
      const fits = await page.locator('.adm-toast-main').evaluate((toast, content) => {
        const holder = toast.querySelector('.adm-auto-center-content') ?? toast;
        holder.textContent = content;
        const lineHeight = Number.parseFloat(getComputedStyle(toast).lineHeight);
        return {
          overflow: toast.scrollWidth > toast.clientWidth,
          lines: Math.round(holder.getBoundingClientRect().height / lineHeight),
        };
      }, text);
      expect(fits.overflow).toBe(false);
      expect(fits.lines).toBeGreaterThan(1);
    }
    await page.context().close();
  });
});

describe('input lengths (issue 9, spec 5, 9)', () => {
  it("bound the login and phone inputs by their rules' maxima", async () => {
    await setFlag(e2e.server, 'MOBILEVERCODELOGIN3', true);
    const english = await englishPage(e2e.browser, e2e.server.url);
    await english.goto(ROUTES.login);
    const maxLength = (label: string) => field(english, label).getAttribute('maxlength');
    expect(await maxLength('Username or mobile number')).toBe(String(VALIDATION_BOUNDS.loginUsername.max));
    expect(await maxLength('Password')).toBe(String(VALIDATION_BOUNDS.loginPassword.max));
    await english.getByRole('tab', { name: 'Mobile number' }).click();
    expect(await maxLength('Mobile number')).toBe(String(LIMITS.mobileInputMaxLength));
    expect(await maxLength('Verification code')).toBe(String(LIMITS.smsCodeMaxLength));
    await english.context().close();
    await setFlag(e2e.server, 'MOBILEVERCODELOGIN3', false);
  });
});
