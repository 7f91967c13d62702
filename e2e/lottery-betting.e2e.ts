import { API_PATHS, type LanguageCode, MyBetsResponse, type SessionInfo, STORAGE_KEYS } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhonePage } from './support/browser.ts';
import { fundMember, memberCall } from './support/cashier.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { newMember } from './support/member-api.ts';
import { sessionOf, settledShots } from './support/pages.ts';

// The betting page /m/startLottery (issue 13 "Betting page"; decisions 095, 096) on the real
// server, its scheduler and Chromium at 390x844: a funded member bets on the 5-minute 5D game,
// taps Confirm twice, and finds exactly one bet (on screen and through the API) and the stake
// gone from the balance; the Vietnamese 1-minute game's results show the 27-number sheet once
// the scheduler has drawn it, verified in the browser.
const e2e = useServerAndBrowser({ membersByApi: true, lotteryScheduler: true });
const shots = settledShots('lottery-betting');
/** Full-page shots from the top: a scrolled page draws the sticky app header mid-picture. */
async function shoot(page: Page, shot: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shots(page, shot);
}
const PASSWORD = 'lantern river 1313';
const betting = (gameCode: string) =>
  `/m/startLottery?gameCode=${gameCode}&view=betting&prizeMode=Lott&backUrl=%2Fm%2Flottery`;

async function fundedSession(amount: string): Promise<SessionInfo> {
  const { login } = await newMember(e2e.server, PASSWORD);
  const session = sessionOf(login);
  await fundMember(e2e, session.token, amount);
  return session;
}

/** A logged-in phone page in `language` (EN), or in the default language (MY). */
async function memberPage(session: SessionInfo, language?: LanguageCode): Promise<Page> {
  const page = await newPhonePage(e2e.browser, e2e.server.url);
  await page.addInitScript(
    ({ languageKey, language, sessionKey, stored }) => {
      if (localStorage.getItem('e2e-init')) return;
      localStorage.setItem('e2e-init', '1');
      if (language) localStorage.setItem(languageKey, language);
      localStorage.setItem(sessionKey, stored);
    },
    {
      languageKey: STORAGE_KEYS.language,
      language: language ?? '',
      sessionKey: STORAGE_KEYS.MC_SESSION_INFO,
      stored: JSON.stringify(session),
    },
  );
  return page;
}

const timer = (page: Page) => page.locator('.betting-clock').getByRole('timer');
const balance = (page: Page) => page.getByTestId('betting-balance');

/** Waits for a draw on sale with at least `seconds` before its lock, so a bet lands on it. */
async function onSaleFor(page: Page, seconds: number) {
  await expect
    .poll(
      async () =>
        (await page.locator('.betting-clock-closed').count()) === 0 &&
        Number((await timer(page).getAttribute('data-seconds')) || 0) >= seconds,
      { timeout: 90_000 },
    )
    .toBe(true);
}

describe('the lottery betting page (issue 13)', () => {
  it('places one bet however often Confirm is tapped, lists it, and takes the stake', async () => {
    const session = await fundedSession('10000.00');
    const page = await memberPage(session, 'EN');
    page.setDefaultTimeout(20_000);
    await page.goto(betting('F5M5'));
    await expect.poll(() => page.locator('.betting-title h2').textContent()).toBe('5D 5 min');
    await expect.poll(() => balance(page).textContent()).toBe('K 10,000.00');
    await onSaleFor(page, 20);

    await page.getByRole('tab', { name: 'Big / Small' }).click();
    await page.getByRole('button', { name: 'Big', exact: true }).click();
    await expect.poll(() => page.getByTestId('bet-combinations').textContent()).toBe('Combinations: 1');
    await page.getByRole('button', { name: '10', exact: true }).click();
    await page.getByRole('button', { name: 'Add to slip' }).click();
    const slip = page.getByTestId('bet-slip');
    await expect.poll(() => page.getByTestId('bet-total').textContent()).toBe('10.00');
    expect(await slip.textContent()).toContain('Wins up to 19.60 per winning combination');
    await shoot(page, 'betting-en');

    // A double tap: the second tap finds the first one pending, and sends nothing.
    await page.getByRole('button', { name: 'Confirm bet' }).dblclick();
    await expect.poll(() => slip.getByRole('status').textContent()).toBe('Bets placed: 1');
    await expect.poll(() => page.getByTestId('bet-total').textContent()).toBe('0.00');
    await expect.poll(() => balance(page).textContent()).toBe('K 9,990.00');

    await page.getByRole('tab', { name: 'My bets' }).click();
    await expect.poll(() => page.getByTestId('my-bet').count()).toBe(1);
    expect(await page.getByTestId('my-bet').textContent()).toContain('Big / Small');
    await shoot(page, 'my-bets-en');

    const mine = MyBetsResponse.parse(
      await memberCall(e2e, session.token, 'GET', `${API_PATHS.lotteryBets}?gameCode=F5M5`),
    );
    expect(
      mine.list.map(({ betType, content, stake, state }) => ({ betType, content, stake, state })),
    ).toEqual([{ betType: 'BIG_SMALL', content: 'BIG', stake: '10.00', state: 'open' }]);

    await page.getByRole('tab', { name: 'Results' }).click();
    await shoot(page, 'results-f5-en');
    await page.context().close();
  });

  it('shows the Vietnamese result sheet of 27 numbers, verified in the browser', async () => {
    const session = await fundedSession('5000.00');
    const page = await memberPage(session, 'EN');
    await page.goto(betting('VNN1'));
    await page.getByRole('tab', { name: 'Lô 2 số' }).waitFor();
    // The 00-99 board of lô, đề and xiên.
    expect(await page.locator('.bet-grid-100 .bet-option').count()).toBe(100);
    await page.getByRole('button', { name: 'Random' }).click();
    await expect.poll(() => page.getByTestId('bet-combinations').textContent()).toBe('Combinations: 1');
    await shoot(page, 'betting-vnn-en');

    await page.getByRole('tab', { name: 'Results' }).click();
    // The scheduler draws VNN1 every minute: the first sheet comes within about a minute.
    await expect
      .poll(() => page.getByTestId('vnn-sheet').first().locator('.vnn-number').count(), { timeout: 150_000 })
      .toBe(27);
    const first = page.getByTestId('draw-result').first();
    await first.locator('summary').click();
    await expect.poll(() => first.getByTestId('draw-check').textContent()).toBe('Verified in this browser ✓');
    await shoot(page, 'results-vnn-en');
    await page.context().close();
  }, 200_000);

  it('draws the betting page and the sheet in Burmese, the default language', async () => {
    const session = await fundedSession('5000.00');
    const page = await memberPage(session);
    await page.goto(betting('F5M5'));
    await page.getByTestId('bet-slip').waitFor();
    await page.locator('.bet-grid .bet-option').first().click();
    await shoot(page, 'betting-my');
    await page.goto(betting('VNN1'));
    await page.getByRole('tab').nth(2).click();
    await expect.poll(() => page.getByTestId('vnn-sheet').count(), { timeout: 150_000 }).toBeGreaterThan(0);
    await shoot(page, 'results-vnn-my');
    await page.context().close();
  }, 200_000);
});
