import { API_PATHS, ROUTES } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { newMember } from './support/member-api.ts';
import { englishPage, sessionOf } from './support/pages.ts';

// Favourites and launching from the game lists (issue 12 "Web"; spec 4 favourite toggle and
// vendor tile launch, 7 launch, 8 not-logged-in and launch failure; decision 084), Chromium at
// 390x844. The launch answer is the server's own where it is wired; the test routes it to a
// stand-in game page so it can see where the app goes and what it asked for.
const e2e = useServerAndBrowser({ membersByApi: true });
const PASSWORD = 'lantern river 11';
const tiles = (page: Page) => page.getByTestId('game-tile');

async function memberPage() {
  const { login } = await newMember(e2e.server, PASSWORD);
  return englishPage(e2e.browser, e2e.server.url, sessionOf(login));
}

async function memberWithToken() {
  const { login } = await newMember(e2e.server, PASSWORD);
  return { page: await englishPage(e2e.browser, e2e.server.url, sessionOf(login)), token: login.token };
}

/** Routes the launch call: answers a game URL on a stand-in page, and keeps the queries asked. */
async function standInLaunch(page: Page, answer?: { code: string; message: string }) {
  const asked: URLSearchParams[] = [];
  const gameUrl = `${e2e.server.url}/e2e-stand-in-game`;
  await page.route('**/api/games/launch?**', async (route) => {
    asked.push(new URL(route.request().url()).searchParams);
    await route.fulfill(
      answer
        ? { status: 503, json: { success: false, error: answer } }
        : { status: 200, json: { success: true, value: { gameUrl } } },
    );
  });
  await page.route('**/e2e-stand-in-game', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Stand-in game</title><h1>Game</h1>',
    }),
  );
  return { asked, gameUrl };
}

describe('favourites (spec 4 favourite toggle)', () => {
  it('adds a favourite on success, shows the toast, and lists it under favourites', async () => {
    const page = await memberPage();
    await page.goto(ROUTES.slotsCenter);
    const tile = tiles(page).nth(2);
    await tile.waitFor();
    const nodeId = await tile.getAttribute('data-node-id');
    const heart = tile.locator('.game-heart');
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await page.getByText('Added to favourites').waitFor();
    await expect.poll(() => tile.locator('.game-heart').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Favourites', exact: true }).click();
    await page.waitForURL(/view=favourites/);
    await expect
      .poll(() => tiles(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-node-id'))))
      .toEqual([nodeId]);
    // And off again: the list empties once the server said so.
    await tiles(page).first().locator('.game-heart').click();
    await page.getByText('Removed from favourites').waitFor();
    await page.getByTestId('games-empty').waitFor();
    await page.context().close();
  });

  it('lists the recent games of the member under the recent toggle, newest first', async () => {
    const { page, token } = await memberWithToken();
    for (const nodeId of ['PLUM:n0q3', 'NEBULA:n8q0']) {
      const query = new URLSearchParams({ nodeId, vendor: nodeId.split(':')[0] ?? '' });
      const response = await fetch(`${e2e.server.url}${API_PATHS.gameRecentAdd}?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
    }
    await page.goto(ROUTES.slotsCenter);
    await tiles(page).first().waitFor();
    await page.getByRole('button', { name: 'Recent', exact: true }).click();
    await page.waitForURL(/view=recent/);
    await expect
      .poll(() => tiles(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-node-id'))))
      .toEqual(['NEBULA:n8q0', 'PLUM:n0q3']);
    await page.context().close();
  });

  it('tells a guest to log in instead of changing a heart', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.slotsCenter);
    await tiles(page).first().locator('.game-heart').click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    expect(await tiles(page).first().locator('.game-heart').getAttribute('aria-pressed')).toBe('false');
    await page.context().close();
  });
});

describe('launch (spec 4, 7, 8)', () => {
  it('sends a guest tapping a game to the login', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    const { asked } = await standInLaunch(page);
    await page.goto(ROUTES.slotsCenter);
    await tiles(page).first().locator('.game-tile-open').click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    expect(asked).toHaveLength(0);
    expect(new URL(page.url()).pathname).toBe(ROUTES.slotsCenter);
    await page.context().close();
  });

  it('takes a member tapping a game to the game URL in the same tab', async () => {
    const page = await memberPage();
    const { asked, gameUrl } = await standInLaunch(page);
    await page.goto(`${ROUTES.gameList}?gameType=LIVE`);
    const tile = tiles(page).first();
    await tile.waitFor();
    const nodeId = await tile.getAttribute('data-node-id');
    await tile.locator('.game-tile-open').click();
    await page.waitForURL(gameUrl);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.get('nodeId')).toBe(nodeId);
    expect(asked[0]?.get('backUrl')).toBe('/m/gameList?gameType=LIVE');
    await page.context().close();
  });

  it('hides the loading toast and shows the error when the launch fails', async () => {
    const page = await memberPage();
    await standInLaunch(page, { code: 'VENDOR_MAINTENANCE', message: 'maintenance' });
    await page.goto(`${ROUTES.gameList}?gameType=LIVE`);
    await tiles(page).first().locator('.game-tile-open').click();
    await page.getByText('This game provider is under maintenance. Please try again later.').waitFor();
    await expect.poll(() => page.getByText('Opening the game…').count()).toBe(0);
    await page.context().close();
  });

  it('/m/launchGame launches the hot-match way, and on failure offers the way back to pageBack', async () => {
    const page = await memberPage();
    const { asked, gameUrl } = await standInLaunch(page);
    await page.goto(`${ROUTES.launchGame}?vendor=SKYB&gameId=lobby&nodeId=SKYB:lobby&prize_mode=Lott`);
    await page.waitForURL(gameUrl);
    expect(Object.fromEntries(asked[0] ?? [])).toMatchObject({
      vendor: 'SKYB',
      gameId: 'lobby',
      nodeId: 'SKYB:lobby',
      prizeMode: 'Lott',
      code: 'lobby',
      backUrl: '/m/home',
    });

    const failing = await memberPage();
    await standInLaunch(failing, { code: 'GAME_UNAVAILABLE', message: 'no' });
    await failing.goto(`${ROUTES.launchGame}?vendor=SKYB&gameId=lobby&pageBack=gameCenter`);
    const failed = failing.getByTestId('launch-failed');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('This game is not available right now.');
    await failed.getByRole('link', { name: 'Go back' }).click();
    await failing.waitForURL(/\/m\/gameCenter$/);
    await page.context().close();
    await failing.context().close();
  });

  it('launches a lottery-category vendor tile on Home (not one of spec 4 named lottery vendors) through the generic launcher', async () => {
    const page = await memberPage();
    await standInLaunch(page);
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.goto(ROUTES.home);
    // spec 2.4: with a session Home loads the favourite games (their ids draw the hearts).
    await expect.poll(() => calls).toContain(API_PATHS.gameFavouriteIds);
    const games = page.getByTestId('home-games');
    await games.getByRole('tab', { name: 'Lottery', exact: true }).click();
    await games.getByTestId('vendor-tile').first().click();
    await page.waitForURL(/\/e2e-stand-in-game$/);
    await page.context().close();
  });
});
