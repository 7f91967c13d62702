import { API_PATHS, type HomeContent, ROUTES, TIMINGS } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, newPhonePage } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { newMember } from './support/member-api.ts';
import { englishPage, sessionOf, settledShots } from './support/pages.ts';
import { operatorPut } from './support/server.ts';

// Home (spec 2.4, issue 10) at 390x844 on the seeded demo merchant: the banner carousel, the
// announcement ticker, the hot-match strip and its modal, the service bar, no layout shift.
// Expectations come from the server's own home content answer, so they follow the seed.
const e2e = useServerAndBrowser({ membersByApi: true, ownServer: true });
const shot = settledShots('home');

async function homeContent(language: string): Promise<HomeContent> {
  const query = new URLSearchParams({ language, platform: 'M', merchantCode: 'LOBBYDEMO' });
  const response = await fetch(`${e2e.server.url}${API_PATHS.homeContent}?${query}`);
  const body = (await response.json()) as { value: HomeContent };
  return body.value;
}

/** MM/DD HH:mm in the page's own time zone (spec 9), worked out apart from the app's formatter. */
async function matchTimeIn(page: Page, ms: number): Promise<string> {
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`;
}

const currentSlide = (page: Page) =>
  page.locator('.banner-slide[data-current="true"]').getAttribute('aria-label');

/** Sums layout-shift entries from the start of the page's life (buffered), as CLS counts them. */
/** Layout shifts from now on (none after input), with what moved, so a failure names it. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<{ value: number; moved: string[] }>> {
  await page.evaluate(() => {
    const w = window as unknown as { __shift: { value: number; moved: string[] } };
    w.__shift = { value: 0, moved: [] };
    type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__shift.value += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const name = node instanceof Element ? `${node.tagName}.${node.className}` : node?.nodeName;
          w.__shift.moved.push(`${name ?? '?'} (${entry.value})`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __shift: { value: number; moved: string[] } }).__shift);
}

describe('Home as a guest (spec 2.4)', () => {
  it('paints the seeded banners from the page, advances after 5 s, and shifts nothing', async () => {
    const content = await homeContent('MY');
    expect(content.banners.length).toBeGreaterThan(1);
    // Autoplay is motion: a visitor who asks for less sees no slide change (use-autoplay.ts).
    const page = await newPhonePage(e2e.browser, e2e.server.url, { reducedMotion: 'no-preference' });
    // The page's timers run on a clock the test moves: the autoplay's 5 s pass without waiting.
    await page.clock.install();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(API_PATHS.homeContent)) calls.push(request.url());
    });
    await page.goto(ROUTES.home);
    const shifts = await watchLayoutShifts(page);
    await page.locator('.banner-slide').first().waitFor();
    // The page carried the default language's content: no call was needed to paint it.
    expect(calls).toEqual([]);
    expect(await page.locator('.banner-slide').count()).toBe(content.banners.length);
    // The page the app opens on does not fade in (spec 2.1 fades transitions): a banner painted
    // transparent would not count as the largest contentful paint.
    expect(await page.locator('.page-fade').count()).toBe(0);
    expect(await currentSlide(page)).toBe(`${content.banners.length} ခုအနက် 1`);

    // The likely LCP element: its box reserved, fetched first; the others wait.
    const first = page.locator('.banner-slide img').first();
    expect(await first.getAttribute('width')).toBe(String(content.banners[0]?.image.width));
    expect(await first.getAttribute('height')).toBe(String(content.banners[0]?.image.height));
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await first.getAttribute('loading')).toBe('eager');
    expect(await page.locator('.banner-slide img').nth(1).getAttribute('loading')).toBe('lazy');

    await page.clock.runFor(TIMINGS.bannerAutoplayMs);
    await expect.poll(() => currentSlide(page)).toBe(`${content.banners.length} ခုအနက် 2`);
    const shifted = await shifts();
    expect(shifted.value, shifted.moved.join(', ')).toBe(0);
    await shot(page, 'guest-my');
    await page.context().close();
  });

  it('shows the seeded notice titles in the ticker, which opens /m/notice', async () => {
    const content = await homeContent('EN');
    const titles = content.announcements.filter((a) => a.type === 'PL' || a.type === 'B').map((a) => a.title);
    expect(titles.length).toBeGreaterThan(0);
    const page = await englishPage(e2e.browser, e2e.server.url);
    // The marquee is motion: for a visitor who asks for less, the first title stands still.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(ROUTES.home);
    const ticker = page.locator('a.ticker');
    await expect.poll(() => ticker.textContent()).toContain(titles[0]);
    for (const title of titles) expect(await ticker.textContent()).toContain(title);
    await checkA11y(page);
    await shot(page, 'guest-en');
    await ticker.click();
    await page.waitForURL(`**${ROUTES.notice}`);
    // A transition fades in (spec 2.1).
    await expect.poll(() => page.locator('.page-fade').count()).toBe(1);
    await page.context().close();
  });

  it('opens a hot match in its modal (league, teams, time) and asks a guest to log in to bet', async () => {
    const content = await homeContent('EN');
    const match = content.hotMatches[0];
    if (!match) throw new Error('the seed has no hot match');
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.home);
    await page.locator('.hot-match').first().click();
    const dialog = page.getByRole('dialog', { name: match.league });
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain(match.homeTeam);
    expect(text).toContain(match.awayTeam);
    expect(text).toContain(await matchTimeIn(page, match.matchTime));
    expect(await dialog.locator('img').count()).toBe(2);
    await shot(page, 'hot-match-modal');
    // The page behind does not scroll while the modal is open (spec 2.1).
    expect(await page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.locator('.hot-match').first().click();
    await page.getByRole('dialog', { name: match.league }).getByRole('button', { name: 'Bet now' }).click();
    await page.locator('input[type="password"]').waitFor();
    expect(new URL(page.url()).pathname).toBe(ROUTES.home);
    await page.context().close();
  });

  it('offers the service bar: live chat and the configured Facebook and Telegram links', async () => {
    const content = await homeContent('EN');
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.home);
    const bar = page.getByRole('navigation', { name: 'Contact us' });
    const { facebook, telegram1, telegram2 } = content.serviceBar;
    const expected = [
      facebook && ['Facebook', facebook],
      ...[telegram1, telegram2]
        .filter(Boolean)
        .map((url, i, all) => [all.length > 1 ? `Telegram ${i + 1}` : 'Telegram', url]),
    ].filter(Boolean);
    expect(expected.length, 'the seed configures Facebook and Telegram').toBeGreaterThan(0);
    // The bar shows live chat from the startup config first; the other links join when Home's
    // content arrives, so wait for that state rather than reading the bar once.
    const links = () =>
      bar
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]));
    await expect.poll(async () => (await links()).slice(1)).toEqual(expected);
    expect((await links())[0]?.[0]).toBe('Live chat');
    await page.context().close();
  });

  it('reads right to left in Arabic: the page mirrors, the match time does not', async () => {
    await operatorPut(e2e.server, 'config/languages', { default: 'MY', supported: ['MY', 'EN', 'AR'] });
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    await page.addInitScript(() => localStorage.setItem('language', 'AR'));
    await page.goto(ROUTES.home);
    await page.locator('.banner-slide').first().waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.locator('.hot-match-time time').first().getAttribute('dir')).toBe('ltr');
    await checkA11y(page);
    await shot(page, 'guest-ar');
    await page.context().close();
  });
});

describe('Home as a member (spec 2.4)', () => {
  it('renews the session and loads the balance, and the bet button launches the game', async () => {
    const { login } = await newMember(e2e.server, 'lantern river 88');
    const content = await homeContent('EN');
    const match = content.hotMatches[0];
    if (!match) throw new Error('the seed has no hot match');
    const page = await englishPage(e2e.browser, e2e.server.url, sessionOf(login));
    const calls: string[] = [];
    page.on('request', (request) => calls.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await page.goto(ROUTES.home);
    await expect.poll(() => calls).toContain(`POST ${API_PATHS.sessionRenew}`);
    await expect.poll(() => calls).toContain(`GET ${API_PATHS.balance}`);
    await shot(page, 'member-en');

    await page.locator('.hot-match').first().click();
    await page.getByRole('dialog', { name: match.league }).getByRole('button', { name: 'Bet now' }).click();
    await page.waitForURL(`**${ROUTES.launchGame}?*`);
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      vendor: match.vendor,
      gameId: match.roomId,
      nodeId: match.nodeId,
    });
    await page.context().close();
  });
});
