import { ROUTES } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhonePage } from './support/browser.ts';
import { fundMember } from './support/cashier.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import {
  balanceOf,
  GAME_PAGES_BUDGET_BYTES,
  launchGame,
  measureGamePages,
  openGame,
} from './support/game-pages.ts';
import { newMember } from './support/member-api.ts';
import { sessionOf, settledShots } from './support/pages.ts';

// The built-in vendors' game pages (issue 12 'In-house vendor', 'Sandbox aggregator'; decisions
// 080, 081), all real: a funded member launches the demo catalogue's games through the launch API,
// plays them in Chromium at 390x844 (money over the signed wallet), changes and rotates the seed,
// and the verify view recomputes the round in the browser.
const e2e = useServerAndBrowser({ membersByApi: true });
const shot = settledShots('fair-games');
const PASSWORD = 'lantern river 2031';

/** A new member's bearer token; with `amount` in the wallet (an approved manual deposit). */
async function memberToken(amount?: string): Promise<string> {
  const { login } = await newMember(e2e.server, PASSWORD);
  const { token } = sessionOf(login);
  if (amount) await fundMember(e2e, token, amount);
  return token;
}
const FUNDS = '5000.00';
const fundedToken = () => memberToken(FUNDS);

async function play(token: string, nodeId: string): Promise<Page> {
  return openGame(e2e.browser, e2e.server.url, await launchGame(e2e, token, nodeId));
}

const setStake = (page: Page, amount: string) => page.locator('#stake').fill(amount);

/** Starts a mines round and waits until it is open. */
async function startMines(page: Page) {
  await page.getByTestId('play').click();
  await page.getByTestId('cashout').waitFor();
}

/** Reveals a tile and waits for the answer: true while the round goes on, false once it ended. */
async function reveal(page: Page, tile: number): Promise<boolean> {
  await page.locator('.tile').nth(tile).click();
  // The click locks the buttons at once; the answer shows Start again, or an enabled cash-out.
  await page
    .locator('[data-testid="play"]:not([hidden]), [data-testid="cashout"]:not([hidden]):not([disabled])')
    .first()
    .waitFor();
  return page.getByTestId('cashout').isVisible();
}
const outcome = (page: Page) => page.getByTestId('outcome');

describe('game pages bundle', () => {
  it(`stays within ${GAME_PAGES_BUDGET_BYTES / 1024} KB gzip and loads nothing of the lobby`, async () => {
    const { gzipBytes, files } = measureGamePages();
    expect(gzipBytes).toBeLessThanOrEqual(GAME_PAGES_BUDGET_BYTES);
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\.(js|css)$/.test(path)) fetched.push(path);
    });
    await page.goto(await launchGame(e2e, await fundedToken(), 'INHOUSE:slot'));
    await page.getByTestId('play').waitFor();
    expect(fetched.length).toBeGreaterThan(0);
    // Only the game pages' own files (vite.games.config.ts names them games-*), none unmeasured.
    expect(fetched.filter((path) => !path.startsWith('/m/assets/games-'))).toEqual([]);
    expect(files.length).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('in-house games', () => {
  it('dice: edits the client seed, rolls, rotates the seed, and the verify view matches the round', async () => {
    const page = await play(await fundedToken(), 'INHOUSE:dice');
    await expect.poll(() => balanceOf(page)).toBe(FUNDS);
    await expect.poll(() => page.locator('.vendor').textContent()).toContain('In-house games');
    await shot(page, 'dice-start');

    await page.getByText('Fairness', { exact: true }).click();
    await page.getByLabel('Client seed', { exact: true }).fill('e2e-lucky-seed');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Client seed saved.').waitFor();
    const hashBefore = await page.getByTestId('server-seed-hash').textContent();

    await page.getByRole('slider', { name: 'Target' }).fill('30');
    await page.getByRole('button', { name: 'Roll over', exact: true }).click();
    await expect.poll(() => page.getByTestId('win-chance').textContent()).toBe('69.99%');
    await setStake(page, '10');
    await page.getByTestId('play').click();
    await outcome(page)
      .filter({ hasText: /Rolled \d+\.\d\d/ })
      .waitFor();
    await expect.poll(() => balanceOf(page)).not.toBe(FUNDS);
    await expect.poll(() => page.getByTestId('nonce').textContent()).toBe('1');
    await shot(page, 'dice-rolled');

    await page.getByTestId('rotate').click();
    const revealed = page.getByTestId('revealed-seed');
    await revealed.waitFor();
    expect(await revealed.textContent()).toContain(hashBefore ?? 'missing');
    expect(await revealed.textContent()).toContain('e2e-lucky-seed');
    await expect.poll(() => page.getByTestId('nonce').textContent()).toBe('0');
    await shot(page, 'dice-rotated');

    await page.getByRole('link', { name: 'Verify rounds' }).click();
    await page.waitForURL('**/games/inhouse/verify?round=*');
    const verdict = page.getByTestId('verdict');
    await verdict.waitFor();
    expect(await verdict.getAttribute('data-match')).toBe('true');
    expect(await page.getByTestId('verify-result').textContent()).toContain('e2e-lucky-seed');
    await shot(page, 'verify-match');
    await page.context().close();
  });

  it('mines: reveals safe tiles and cashes out with the multiplier; a mine ends the round showing them all', async () => {
    const page = await play(await fundedToken(), 'INHOUSE:mines');
    await setStake(page, '5');
    await page.locator('#mines-count').selectOption('1');
    let cashedOut = false;
    // One mine in 25: two safe tiles are all but certain; a hit starts another round.
    for (let attempt = 0; attempt < 5 && !cashedOut; attempt++) {
      await startMines(page);
      if (!(await reveal(page, 12)) || !(await reveal(page, 0))) continue;
      // A reload (the token kept for the tab, not in the address) takes the open round up again.
      await page.reload();
      await page.getByTestId('cashout').waitFor();
      await expect.poll(() => page.locator('.tile.safe').count()).toBe(2);
      await expect.poll(() => page.getByTestId('cashout').textContent()).toMatch(/Cash out at \d/);
      await shot(page, 'mines-open');
      await page.getByTestId('cashout').click();
      await outcome(page).filter({ hasText: 'Cashed out at' }).waitFor();
      cashedOut = true;
    }
    expect(cashedOut).toBe(true);
    await expect.poll(() => balanceOf(page)).not.toBe(FUNDS);
    // After the cash-out every mine is shown.
    await expect.poll(() => page.locator('.tile.mine').count()).toBe(1);
    await shot(page, 'mines-cashed-out');

    // 24 mines: the first tile is a mine but once in 25.
    await page.locator('#mines-count').selectOption('24');
    // The one safe tile ends the round too: every safe tile is then revealed, and it pays.
    for (let attempt = 0; attempt < 5; attempt++) {
      await startMines(page);
      await reveal(page, 6);
      if (await page.locator('.tile.hit').count()) break;
    }
    await outcome(page).filter({ hasText: 'You hit a mine' }).waitFor();
    expect(await page.locator('.tile.mine').count()).toBe(24);
    await shot(page, 'mines-hit');
    await page.context().close();
  });

  it('slot: spins, shows the published paytable, and the balance follows', async () => {
    const page = await play(await fundedToken(), 'INHOUSE:slot');
    expect(await page.getByTestId('paytable').locator('.rule').count()).toBeGreaterThan(5);
    await setStake(page, '2');
    await page.getByTestId('play').click();
    await outcome(page).filter({ hasText: /win/ }).waitFor();
    await expect.poll(() => balanceOf(page)).not.toBe(FUNDS);
    expect(await page.locator('.reel').count()).toBe(3);
    await shot(page, 'slot-spun');
    await page.context().close();
  });

  it('says plainly when the stake is above the balance, and when the session is not valid', async () => {
    const page = await play(await memberToken(), 'INHOUSE:dice');
    await setStake(page, '5');
    await page.getByTestId('play').click();
    await page.getByRole('alert').filter({ hasText: 'Your balance is too low for this stake.' }).waitFor();
    await expect.poll(() => balanceOf(page)).toBe('0.00');
    await shot(page, 'dice-insufficient');

    await page.goto('/games/inhouse/dice?token=INHOUSE.dice.not-a-session');
    await page.getByRole('alert').filter({ hasText: 'This game session has ended' }).waitFor();
    await page.context().close();
  });

  it("speaks the session's language: Burmese, and Arabic right to left", async () => {
    const token = await fundedToken();
    const burmese = await openGame(
      e2e.browser,
      e2e.server.url,
      await launchGame(e2e, token, 'INHOUSE:mines', 'MY'),
    );
    expect(await burmese.locator('html').getAttribute('lang')).toBe('my');
    await burmese.getByRole('button', { name: 'လော်ဘီသို့ ပြန်သွားရန်' }).waitFor();
    await shot(burmese, 'mines-burmese');
    await burmese.context().close();
    const arabic = await openGame(
      e2e.browser,
      e2e.server.url,
      await launchGame(e2e, token, 'INHOUSE:slot', 'AR'),
    );
    expect(await arabic.locator('html').getAttribute('dir')).toBe('rtl');
    await arabic.getByText('جدول الدفع', { exact: false }).waitFor();
    await shot(arabic, 'slot-arabic');
    await arabic.context().close();
  });

  it('goes back to the lobby in the same tab', async () => {
    const page = await play(await fundedToken(), 'INHOUSE:slot');
    await page.getByRole('button', { name: 'Back to the lobby' }).click();
    await page.waitForURL(`**${ROUTES.home}`);
    await page.context().close();
  });
});

describe('sandbox aggregator', () => {
  it('launches a seeded third-party game into its own labelled demo page, and plays it', async () => {
    // A demo catalogue game of a sandbox vendor (apps/server/seed/games.json, decision 074).
    const gameUrl = await launchGame(e2e, await fundedToken(), 'SKYB:g7q0');
    expect(gameUrl).toMatch(/^\/sandbox-aggregator\/play\/dice\?token=/);
    const page = await openGame(e2e.browser, e2e.server.url, gameUrl);
    await page.getByTestId('demo-badge').filter({ hasText: 'DEMO' }).waitFor();
    expect(await page.locator('.vendor').textContent()).toContain('Sandbox aggregator');
    await setStake(page, '10');
    await page.getByTestId('play').click();
    await outcome(page)
      .filter({ hasText: /Rolled/ })
      .waitFor();
    await expect.poll(() => balanceOf(page)).not.toBe(FUNDS);
    await shot(page, 'sandbox-dice');
    await page.context().close();
  });
});
