import { ROUTES, STORAGE_KEYS } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { newMember } from './support/member-api.ts';
import { englishPage, sessionOf, settledShots } from './support/pages.ts';
import { operatorPut } from './support/server.ts';

// The message centre (spec 2.1 /m/message, /m/webEmail, 2.9 red dot, 3 "Unread count response";
// issue 10; decision 047): a new member finds the merchant's welcome message unread, opens it,
// and the dot and the unread count go without a reload.
const e2e = useServerAndBrowser({ membersByApi: true, ownServer: true });
const shot = settledShots('messages');
const PASSWORD = 'lantern river 2031';

/** The operator API's message:send, as `npm run operator -- message:send` calls it. */
async function sendMessage(body: unknown): Promise<void> {
  const response = await fetch(`${e2e.server.url}/api/operator/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${e2e.server.operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`message:send: ${response.status} ${await response.text()}`);
}

const items = (page: Page) => page.getByTestId('inbox-item');
const unreadLine = (page: Page) => page.getByTestId('inbox-unread');

async function memberInbox(path: string = ROUTES.webEmail) {
  const { login } = await newMember(e2e.server, PASSWORD);
  const page = await englishPage(e2e.browser, e2e.server.url, sessionOf(login));
  await page.goto(path);
  await items(page).first().waitFor();
  return { page, login };
}

describe('message centre (spec 2.1, 2.9)', () => {
  it('a new member sees the welcome message unread, opens it, and it is read', async () => {
    const { page } = await memberInbox();
    expect(await page.locator('header h1').textContent()).toBe('Messages');
    await expect.poll(() => unreadLine(page).textContent()).toBe('Unread: 1');
    expect(await items(page).allTextContents()).toEqual([
      expect.stringContaining('Welcome to Lucky Lantern'),
    ]);
    expect(await page.getByTestId('inbox-dot').count()).toBe(1);
    await checkA11y(page);
    await shot(page, 'list-unread');

    await items(page).first().click();
    const message = page.getByTestId('inbox-message');
    await message.getByRole('heading', { name: 'Welcome to Lucky Lantern' }).waitFor();
    await page.getByTestId('inbox-message-body').getByText('100% Welcome Bonus').waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);
    await checkA11y(page);
    await shot(page, 'message');

    await page.getByRole('link', { name: 'Back to messages' }).click();
    await items(page).first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByTestId('inbox-dot').count()).toBe(0);
    await expect.poll(() => unreadLine(page).textContent()).toBe('All messages read');
    await shot(page, 'list-read');
    await page.context().close();
  });

  it("the member centre's message icon has a red dot until the welcome message is read (spec 2.9)", async () => {
    const { login } = await newMember(e2e.server, PASSWORD);
    const page = await englishPage(e2e.browser, e2e.server.url, sessionOf(login));
    await page.goto(ROUTES.mine);
    await page.getByTestId('unread-dot').waitFor();
    await page.getByRole('link', { name: 'Messages, unread messages waiting' }).click();
    await page.waitForURL(`**${ROUTES.webEmail}`);
    await items(page).first().click();
    await page.getByTestId('inbox-message').waitFor();
    await page.goto(ROUTES.mine);
    await page.locator('main').first().waitFor();
    await expect.poll(() => page.getByTestId('unread-dot').count()).toBe(0);
    await page.context().close();
  });

  it('shows a broadcast the operator sends to all, on /m/message too, and a link inside routes in the app', async () => {
    const { page } = await memberInbox(ROUTES.message);
    await sendMessage({
      to: 'all',
      texts: {
        EN: {
          title: 'Weekend cup',
          content:
            '<p>See the <a href="/m/help">help centre</a>.</p><img src="x" onerror="window.__hacked=1">',
        },
      },
    });
    await page.reload();
    await page.getByText('Weekend cup').waitFor();
    await expect.poll(() => unreadLine(page).textContent()).toBe('Unread: 2');
    await page.getByText('Weekend cup').click();
    await page.getByTestId('inbox-message-body').getByRole('link', { name: 'help centre' }).click();
    await page.waitForURL('**/m/help');
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
    await page.context().close();
  });

  it('an unknown message says so and leads back to the list', async () => {
    const { page } = await memberInbox();
    await page.goto(`${ROUTES.webEmail}?id=999999`);
    await page.getByText('This message is not available.').waitFor();
    await page.getByRole('link', { name: 'Back to messages' }).click();
    await items(page).first().waitFor();
    await page.context().close();
  });

  it('reads in Burmese and, right to left, in Arabic', async () => {
    await operatorPut(e2e.server, 'config/languages', { default: 'MY', supported: ['MY', 'EN', 'AR'] });
    for (const language of ['MY', 'AR']) {
      const { login } = await newMember(e2e.server, PASSWORD);
      const page = await englishPage(e2e.browser, e2e.server.url, sessionOf(login));
      await page.addInitScript((key) => localStorage.setItem(key.name, key.value), {
        name: STORAGE_KEYS.language,
        value: language,
      });
      await page.goto(ROUTES.webEmail);
      await items(page).first().waitFor();
      // Values sit in direction isolates inside right-to-left text (decision 042).
      await expect
        .poll(async () => (await unreadLine(page).textContent())?.replace(/[\u2066-\u2069]/g, ''))
        .toBe(language === 'MY' ? 'မဖတ်ရသေးသော: 1' : 'غير المقروءة: 1');
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'AR' ? 'rtl' : 'ltr');
      await checkA11y(page);
      await shot(page, `list-${language.toLowerCase()}`);
      await items(page).first().click();
      await page.getByTestId('inbox-message').waitFor();
      await shot(page, `message-${language.toLowerCase()}`);
      await page.context().close();
    }
  });

  it('sends a guest home with the login prompt', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.webEmail);
    await page.waitForURL('**/m/home');
    await page.getByRole('dialog').waitFor();
    await page.context().close();
  });
});
