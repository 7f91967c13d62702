import { copyFileSync, mkdirSync } from 'node:fs';
import { ROUTES } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhonePage, settle } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { englishPage, screenshotDir } from './support/pages.ts';

// The lobby's games screens for a guest (issue 12 "Web"; spec 2.4 popular games, 2.11 game list,
// 9 page sizes and infinite scroll; decisions 082, 083) on the real server and its demo
// catalogue, in Chromium at 390x844. Screenshots in EN and MY (the default language).
const e2e = useServerAndBrowser();
const dir = screenshotDir('games');
const SHOTS = '/work/shots-webgames/';

async function shoot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: `${dir}${name}.png` });
  try {
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(`${dir}${name}.png`, `${SHOTS}${name}.png`);
  } catch {
    // The shared shots folder is a convenience of this machine.
  }
}

const tiles = (page: Page) => page.getByTestId('game-tile');

describe('Home popular-games tabs (spec 2.4)', () => {
  it('shows HOT first with hot games, then a vendor tab with its vendor tiles', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.home);
    const games = page.getByTestId('home-games');
    await games.waitFor();
    const tabs = games.getByRole('tab');
    await expect.poll(() => tabs.count()).toBeGreaterThan(5);
    expect(await tabs.first().textContent()).toBe('Hot');
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    // The server's order follows HOT (spec 2.4), grouped per spec 4: e-sports and cockfight after sports.
    expect((await tabs.allTextContents()).slice(1, 4)).toEqual(['Sports', 'E-sports', 'Cockfight']);
    await games.getByTestId('game-tile').first().waitFor();
    expect(await games.getByTestId('game-tile').count()).toBeGreaterThan(3);
    await games.scrollIntoViewIfNeeded();
    await shoot(page, 'home-hot-en');

    await games.getByRole('tab', { name: 'Live casino' }).click();
    const vendors = games.getByTestId('vendor-tile');
    await vendors.first().waitFor();
    expect(await vendors.evaluateAll((els) => els.map((el) => el.getAttribute('data-vassalage')))).toEqual([
      'ORCHID',
      'MARBLE',
    ]);
    await shoot(page, 'home-live-en');
    // A vendor-list category's tile opens that vendor's game list (spec 2.4).
    await vendors.first().click();
    await page.waitForURL(/\/m\/gameList\?gameType=LIVE&vassalage=ORCHID$/);
    await tiles(page).first().waitFor();
    expect(
      new Set(
        await tiles(page).evaluateAll((els) =>
          els.map((el) => el.getAttribute('data-node-id')?.split(':')[0]),
        ),
      ),
    ).toEqual(new Set(['ORCHID']));
    await page.context().close();
  });

  it('draws the tabs in Burmese, the default language', async () => {
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.home);
    const games = page.getByTestId('home-games');
    await games.getByTestId('game-tile').first().waitFor();
    expect(await games.getByRole('tab').first().textContent()).toBe('ရေပန်းစား');
    await games.getByRole('tab', { name: 'စလော့' }).click();
    await games.getByTestId('vendor-tile').first().waitFor();
    await games.scrollIntoViewIfNeeded();
    await shoot(page, 'home-slots-my');
    await page.context().close();
  });
});

describe('game list (spec 2.11)', () => {
  it('loads the second page of the slots centre when scrolled near the end (26 a page)', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    const pages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/games/list') pages.push(url.searchParams.get('pageNo') ?? '');
    });
    await page.goto(ROUTES.slotsCenter);
    await tiles(page).first().waitFor();
    expect(await tiles(page).count()).toBe(26);
    await shoot(page, 'slots-list-en');
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => tiles(page).count()).toBe(52);
    expect(pages.slice(0, 2)).toEqual(['1', '2']);
    // Back from a game list's neighbour: the list is at its scroll position again.
    await page.evaluate(() => window.scrollTo(0, 2400));
    // The list keeps its position per list address once the scroll has drawn (decision 083).
    await page.waitForFunction(() =>
      Object.keys(sessionStorage).some(
        (key) => key.startsWith('games-scroll:') && Number(sessionStorage.getItem(key)) >= 2000,
      ),
    );
    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.waitForURL(/\/m\/home$/);
    await page.goBack();
    await page.waitForURL(/\/m\/slotsCenter$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(2000);
    await page.context().close();
  });

  it('filters by classification, vendor and minimum bet in the slots panel, and resets', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.slotsCenter);
    await tiles(page).first().waitFor();
    await page.getByTestId('games-filter-open').click();
    const panel = page.getByTestId('games-filter-panel');
    await panel.waitFor();
    expect(await panel.getByRole('button').allTextContents()).toEqual(
      expect.arrayContaining([
        'All',
        'New',
        'Jackpot',
        'Classic',
        '0.01',
        '0.05',
        '0.1',
        '0.5',
        '0.75',
        'Reset',
        'Apply',
      ]),
    );
    await panel.getByRole('button', { name: '0.5', exact: true }).click();
    await shoot(page, 'slots-filter-panel-en');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/minBet=0\.5/);
    await tiles(page).first().waitFor();
    // A selected vendor chip, tapped again, clears the vendor (spec 2.11).
    const vendor = page.getByTestId('vendor-filter').first();
    await vendor.click();
    await page.waitForURL(/vassalage=PLUM/);
    await vendor.click();
    await expect.poll(() => page.url()).not.toContain('vassalage');
    await page.context().close();
  });

  it('finds a Burmese name by part of it (search on Enter)', async () => {
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.slotsCenter);
    await tiles(page).first().waitFor();
    const box = page.getByRole('searchbox');
    await box.fill('ကျောက်စိမ်း');
    await box.press('Enter');
    await page.waitForURL(/gameName=/);
    await expect.poll(() => tiles(page).first().textContent()).toContain('ကျောက်စိမ်း');
    const names = await page.locator('.game-tile-name').allTextContents();
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) expect(name).toContain('ကျောက်စိမ်း');
    await page.getByTestId('games-filter-open').click();
    await page.getByTestId('games-filter-panel').waitFor();
    await shoot(page, 'slots-filter-panel-my');
    await page.context().close();
  });

  it('asks again for the games and vendors in the new language when the language changes (spec 1)', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.slotsCenter);
    await expect
      .poll(() => tiles(page).first().locator('.game-tile-name').textContent())
      .toBe('Golden Dragon');
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/games/'))
        asked.push(`${url.pathname} ${url.searchParams.get('language')}`);
    });
    await page
      .locator('footer')
      .getByRole('button', { name: /English/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'မြန်မာ' }).click();
    await expect.poll(() => tiles(page).first().locator('.game-tile-name').textContent()).toBe('ရွှေနဂါး');
    expect(asked).toEqual(expect.arrayContaining(['/api/games/list MY', '/api/games/vassalages MY']));
    await page.context().close();
  });

  it('shows the empty state for a name nobody has', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(`${ROUTES.gameList}?gameType=LIVE&gameName=zzzzqqq`);
    await page.getByTestId('games-empty').waitFor();
    await page.context().close();
  });
});
