import { randomBytes } from 'node:crypto';
import {
  API_PATHS,
  BalanceResponse,
  LANGUAGE_CODES,
  MyBetsResponse,
  OpenNumerosResponse,
  ROUTES,
  type SessionInfo,
  STORAGE_KEYS,
} from '@lobby/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newPhonePage } from './support/browser.ts';
import { fundMember, memberCall } from './support/cashier.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { newMember } from './support/member-api.ts';
import { sessionOf, settledShots } from './support/pages.ts';
import { operatorPut } from './support/server.ts';

// issue 13 acceptance, the player's journey at 390x844 against the real server and its scheduler:
// a bet on a draw, the countdown reaching the lock (the page moves to the next draw without a
// reload), the result arriving by itself (the bet settles in My bets, the balance follows), then
// the bet settled in /m/gameRecord under Lottery. The game is the file's own 5D game drawn every
// 30 s, the shortest interval decision 088 allows, created through the operator API as a
// merchant would: real draws on the real clock, in half the wait of the seeded 1-minute game.
// The draw cycle runs on this file's server only (browser-test servers run without it).
const e2e = useServerAndBrowser({ membersByApi: true, lotteryScheduler: true });
const shot = settledShots('lottery-journey');
const PASSWORD = 'lantern river 1414';
const GAME = `J${randomBytes(3).toString('hex').toUpperCase()}`;
const NAME = '5D 30 s';
/** Sale left on a draw before the slip goes, so Confirm lands before the lock on a loaded machine. */
const SALE_LEFT_SECONDS = 15;

beforeAll(async () => {
  await operatorPut(e2e.server, 'lottery/games', {
    code: GAME,
    family: 'FAST5',
    groupCode: 'FAST5',
    names: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, NAME])),
    iconUrl: '/media/lottery/f5m1.svg',
    intervalSeconds: 30,
    timeZone: 'Asia/Ho_Chi_Minh',
    lockSeconds: 5,
  });
  // The scheduler's next tick opens its draws: the page then finds one at its first call.
  await vi.waitFor(
    async () => {
      const response = await fetch(`${e2e.server.url}${API_PATHS.lotteryOpenNumeros}?gameCode=${GAME}`);
      const { list } = OpenNumerosResponse.parse(((await response.json()) as { value: unknown }).value);
      if (list.length === 0) throw new Error(`no draw of ${GAME} open yet`);
    },
    { timeout: 10_000, interval: 250 },
  );
});

// A game left running would draw every 30 s for as long as the server lives.
afterAll(async () => {
  if (!e2e.server) return;
  await fetch(`${e2e.server.url}${API_PATHS.operatorLotteryGame.replace(':gameCode', GAME)}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${e2e.server.operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ paused: true }),
  });
});

async function memberPage(session: SessionInfo): Promise<Page> {
  const page = await newPhonePage(e2e.browser, e2e.server.url);
  await page.addInitScript(
    ({ languageKey, sessionKey, stored }) => {
      if (localStorage.getItem('e2e-init')) return;
      localStorage.setItem('e2e-init', '1');
      localStorage.setItem(languageKey, 'EN');
      localStorage.setItem(sessionKey, stored);
    },
    {
      languageKey: STORAGE_KEYS.language,
      sessionKey: STORAGE_KEYS.MC_SESSION_INFO,
      stored: JSON.stringify(session),
    },
  );
  return page;
}

const money = (minor: number) =>
  `K ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('a lottery bet from slip to settlement (issue 13)', () => {
  it('bets on a draw, sees it lock and settle without reloading, and finds it in the betting record', async () => {
    const { login } = await newMember(e2e.server, PASSWORD);
    const session = sessionOf(login);
    await fundMember(e2e, session.token, '10000.00');
    const page = await memberPage(session);
    page.setDefaultTimeout(20_000);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto(`/m/startLottery?gameCode=${GAME}&view=betting&prizeMode=Lott&backUrl=%2Fm%2Flottery`);
    const numero = page.getByTestId('betting-numero');
    const timer = page.locator('.betting-clock').getByRole('timer');
    const balance = page.getByTestId('betting-balance');
    await expect.poll(() => balance.textContent()).toBe('K 10,000.00');
    // A draw with time enough before its lock (the next one opens within a cycle of 30 s).
    await expect
      .poll(
        async () =>
          (await page.locator('.betting-clock-closed').count()) === 0 &&
          Number((await timer.getAttribute('data-seconds')) || 0) >= SALE_LEFT_SECONDS,
        { timeout: 45_000, interval: 250 },
      )
      .toBe(true);

    await page.getByRole('tab', { name: 'Big / Small' }).click();
    await page.getByRole('button', { name: 'Big', exact: true }).click();
    await page.getByRole('button', { name: '10', exact: true }).click();
    await page.getByRole('button', { name: 'Add to slip' }).click();
    await page.getByRole('button', { name: 'Confirm bet' }).click();
    await expect
      .poll(() => page.getByTestId('bet-slip').getByRole('status').textContent())
      .toBe('Bets placed: 1');
    await expect.poll(() => balance.textContent()).toBe('K 9,990.00');
    const [bet] = MyBetsResponse.parse(
      await memberCall(e2e, session.token, 'GET', `${API_PATHS.lotteryBets}?gameCode=${GAME}`),
    ).list;
    if (!bet) throw new Error('the bet is not listed');
    expect(await numero.getAttribute('data-numero')).toBe(bet.numero);

    await page.getByRole('tab', { name: 'My bets' }).click();
    const row = page.getByTestId('my-bet');
    await expect.poll(() => row.getAttribute('data-state')).toBe('open');
    await shot(page, 'placed-en');

    // The countdown reaches the lock: the header moves on to the next draw by itself.
    await expect
      .poll(() => numero.getAttribute('data-numero'), { timeout: 45_000, interval: 250 })
      .not.toBe(bet.numero);
    // Drawn 5 s after the lock and settled at once: the bet's state changes on screen.
    await expect
      .poll(() => row.getAttribute('data-state'), { timeout: 30_000, interval: 250 })
      .toMatch(/^(won|lost)$/);
    const [settled] = MyBetsResponse.parse(
      await memberCall(e2e, session.token, 'GET', `${API_PATHS.lotteryBets}?gameCode=${GAME}`),
    ).list;
    expect(settled?.state).toBe(await row.getAttribute('data-state'));
    const expected = 1_000_000 - 1000 + (settled?.state === 'won' ? 1960 : 0);
    const api = BalanceResponse.parse(await memberCall(e2e, session.token, 'GET', API_PATHS.balance));
    expect(api.sumBalance).toBe((expected / 100).toFixed(2));
    await expect.poll(() => balance.textContent()).toBe(money(expected));
    // Nothing of this needed a reload.
    expect(loads).toBe(1);
    await page.getByRole('tab', { name: 'Results' }).click();
    await expect.poll(() => page.getByText(`Draw ${bet.numero}`).count()).toBeGreaterThan(0);
    await shot(page, 'settled-en');

    // The betting record lists it under Lottery, settled.
    await page.goto(ROUTES.gameRecord);
    await page.getByTestId('game-records-product-LOTTERY').click();
    const open = page.getByTestId('game-records-open').first();
    await open.waitFor();
    // The row: the game and the net of the bet (a win of 19.60 on 10.00, or the stake lost).
    expect(await open.textContent()).toContain(NAME);
    expect(await open.textContent()).toContain(settled?.state === 'won' ? '+9.60' : '\u221210.00');
    await open.click();
    const detail = page.getByTestId('game-records-lottery');
    await detail.waitFor();
    expect(await detail.textContent()).toContain(bet.numero);
    expect(await detail.textContent()).toContain('BIG');
    await shot(page, 'record-en');
    await page.context().close();
  }, 150_000);
});
