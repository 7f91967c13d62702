import { ROUTES } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fundMember } from './support/cashier.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { newMember } from './support/member-api.ts';
import { englishPage, sessionOf, settledShots } from './support/pages.ts';

// Issue 12 acceptance, the whole way and nothing answered by the test: a member finds the
// in-house dice in the lobby's game list, taps it, lands on the game page (the launch API, a game
// session, the in-house vendor's signed wallet calls), plays a round, goes back with the game's
// own back button, and the lobby shows the balance the round left, the game under recent, and
// the round in /m/gameRecord (spec 2.9, 2.11; decisions 075, 080, 084, 085).
const e2e = useServerAndBrowser({ membersByApi: true });
const shot = settledShots('games-journey');
const PASSWORD = 'lantern river 1212';

const headerBalance = (page: Page) => page.locator('header').getByTestId('header-balance');

async function fundedMemberPage(amount: string): Promise<Page> {
  const { login } = await newMember(e2e.server, PASSWORD);
  const session = sessionOf(login);
  await fundMember(e2e, session.token, amount);
  return englishPage(e2e.browser, e2e.server.url, session);
}

describe('a member plays an in-house game from the lobby (issue 12)', () => {
  it('launches dice from the list, plays, comes back to the new balance, recent and the betting record', async () => {
    const page = await fundedMemberPage('10000.00');
    page.setDefaultTimeout(15_000);
    // Home's HOT tab (spec 2.4) lists the demo's hottest game, the in-house dice.
    await page.goto(ROUTES.home);
    await expect.poll(() => headerBalance(page).textContent()).toBe('K 10,000.00');
    const dice = page
      .getByTestId('home-games')
      .locator('[data-testid="game-tile"][data-node-id="INHOUSE:dice"]');
    await dice.getByRole('button', { name: /^Lucky Dice/ }).click();

    // The in-house vendor's own page, in the same tab, with the member's balance from the wallet.
    await page.waitForURL(/\/games\/inhouse\/dice/);
    const gameBalance = page.getByTestId('balance');
    await expect.poll(() => gameBalance.textContent()).toContain('10000.00');
    await page.locator('#stake').fill('5.00');
    await page.getByTestId('play').click();
    await expect.poll(async () => (await gameBalance.textContent()) ?? '').not.toContain('10000.00');
    const after = ((await gameBalance.textContent()) ?? '').replace(/[^\d.]/g, '');
    expect(Number(after)).not.toBe(10_000);
    await shot(page, 'dice-played');

    // Back to the lobby route it was opened from: Home's header shows what the round left.
    await page.getByRole('button', { name: /lobby/i }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.home);
    const grouped = Number(after).toLocaleString('en', { minimumFractionDigits: 2 });
    await expect.poll(() => headerBalance(page).textContent()).toBe(`K ${grouped}`);
    await shot(page, 'home-after');

    // Recent (spec 2.11 quick toggle): the game just played.
    await page.goto(`${ROUTES.gameList}?gameType=INHOUSE`);
    await page.getByRole('button', { name: 'Recent', exact: true }).click();
    await page.waitForURL(/view=recent/);
    await expect
      .poll(() => page.locator('[data-testid="game-tile"]').first().getAttribute('data-node-id'))
      .toBe('INHOUSE:dice');
    await shot(page, 'recent');

    // The betting record lists the round with its stake.
    await page.goto(ROUTES.gameRecord);
    const row = page.getByRole('list').getByText('Lucky Dice').first();
    await row.waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain('5.00');
    await shot(page, 'game-record');
    await page.context().close();
  });
});
