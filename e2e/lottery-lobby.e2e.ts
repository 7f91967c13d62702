import { ROUTES, STORAGE_KEYS } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerMemberCalls } from './support/app-shell.ts';
import { newPhonePage } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { englishPage, settledShots } from './support/pages.ts';

// The lottery lobby (issue 13 "Web"; spec 2.12, 3, 4; decisions 093, 094) in Chromium at
// 390x844: /m/lottery and /m/moreLottery, favourites under LOTTFAV, the guest's way to log in,
// the countdown. The lottery answers are made up here (the contract's shapes), so the test
// does not depend on the scheduler's clock.
const e2e = useServerAndBrowser();
const shoot = settledShots('lottery-lobby');

const game = (gameId: number, gameCode: string, remark: string, tag: string, remainTime: number) => ({
  gameId,
  gameCode,
  remark,
  mobileIconUrl: '/favicon.svg',
  tag,
  numero: `20261124-${String(gameId).padStart(4, '0')}`,
  isSale: remainTime > 0,
  remainTime,
  lockTime: 5,
  previousWinningNumber: gameCode.startsWith('F5') ? '3,1,4,1,5' : '27183~11111~22222,33333',
});
const north = [game(11, 'VNN1', 'Northern lottery', 'HOT', 185), game(12, 'VNN2', 'Northern 2', '', 3605)];
const fast = [game(21, 'F5M1', 'Fast 5 (1 min)', 'HOT', 42), game(22, 'F5M3', 'Fast 5 (3 min)', '', 0)];

async function answerLottery(page: Page) {
  const serverTime = Date.now();
  await page.route('**/api/lottery/vn-menu?*', (route) =>
    route.fulfill({
      json: {
        success: true,
        value: {
          serverTime,
          groups: [
            { tag: 'NORTH', labelName: 'Northern', gameMenus: north },
            { tag: 'FAST', labelName: 'Fast 5', gameMenus: fast },
          ],
        },
      },
    }),
  );
  await page.route('**/api/lottery/list?*', (route) =>
    route.fulfill({
      json: {
        success: true,
        value: {
          serverTime,
          list: [...north, ...fast].map(({ tag, ...g }) => ({
            ...g,
            gameGroupCode: g.gameCode.startsWith('F5') ? 'FAST' : 'NORTH',
            family: g.gameCode.startsWith('F5') ? 'FAST5' : 'VNN',
            winningTime: serverTime + g.remainTime * 1000,
            previousNumero: '20261124-0001',
            hot: tag === 'HOT',
          })),
        },
      },
    }),
  );
  await page.route('**/api/lottery/events', (route) => route.fulfill({ status: 204, body: '' }));
}

const session = { token: 'made-up-token', merchantCode: 'LOBBYDEMO', userName: 'lotto_fan', type: 1 };
const items = (page: Page) => page.getByTestId('lottery-item');
const names = (page: Page) => page.locator('.lottery-item-name').allTextContents();

describe('the Vietnamese lottery lobby (spec 2.12, 4)', () => {
  it('keeps a member favourite under FAV and takes it out again', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url, session);
    await answerMemberCalls(page, { account: session.userName, type: 1, sumBalance: '100.00' });
    await answerLottery(page);
    await page.goto(ROUTES.moreLottery);
    const tabs = page.getByRole('tab');
    await items(page).first().waitFor();
    expect(await tabs.allTextContents()).toEqual(['Hot', 'Favourites', 'Northern', 'Fast 5']);
    expect(await names(page)).toEqual(['Northern lottery', 'Fast 5 (1 min)']);
    // The bottom menu is hidden here (spec 2.1).
    expect(await page.locator('nav.bottom-menu').count()).toBe(0);
    await shoot(page, 'vn-lobby-en');

    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect.poll(() => page.locator('.lottery-note').textContent()).toContain('No favourites');
    await page.getByRole('tab', { name: 'Fast 5' }).click();
    await items(page).first().waitFor();
    await page.getByRole('button', { name: 'Favourite: Fast 5 (3 min)' }).click();
    // Favourites come first in a list (spec 4 re-sort).
    await expect.poll(() => names(page)).toEqual(['Fast 5 (3 min)', 'Fast 5 (1 min)']);
    const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.LOTTFAV);
    expect(JSON.parse(stored ?? '{}')).toEqual({ lotto_fan: [22] });

    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect.poll(() => names(page)).toEqual(['Fast 5 (3 min)']);
    await shoot(page, 'vn-lobby-fav-en');
    await page.getByRole('button', { name: 'Favourite: Fast 5 (3 min)' }).click();
    await expect.poll(() => items(page).count()).toBe(0);
    await page.context().close();
  });

  it('counts down in a timer, idle when not on sale', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await answerLottery(page);
    await page.goto(ROUTES.lottery);
    await items(page).first().waitFor();
    const timer = items(page).first().getByRole('timer');
    const first = await timer.textContent();
    expect(first).toMatch(/^00:0[23]:\d\d$/);
    expect(await timer.getAttribute('aria-label')).toMatch(/Time left to bet: \d+ s/);
    await expect.poll(() => timer.textContent(), { timeout: 3000 }).not.toBe(first);
    const idle = page.locator('[data-game-id="22"]').getByRole('timer');
    expect(await idle.textContent()).toBe('--:--:--');
    await shoot(page, 'lottery-en');
    await page.context().close();
  });

  it('draws both screens in Burmese, the default language', async () => {
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    await answerLottery(page);
    await page.goto(ROUTES.lottery);
    await items(page).first().waitFor();
    await shoot(page, 'lottery-my');
    await page.goto(ROUTES.moreLottery);
    await items(page).first().waitFor();
    expect(await page.getByRole('tab').first().textContent()).toBe('လူကြိုက်များ');
    await shoot(page, 'vn-lobby-my');
    await page.context().close();
  });
});
