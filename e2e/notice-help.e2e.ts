import { API_PATHS, type HelpItem, type LanguageCode, type NoticesResponse, ROUTES } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bottomMenu } from './support/app-shell.ts';
import { checkA11y, settle } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { languagePage } from './support/language-page.ts';
import { englishPage, settledShots } from './support/pages.ts';

// /m/notice and /m/help, /m/helpDetail (spec 2.1, 2.13, 7 "Announcements"; decision 052). The
// screens' behaviour runs on answers given in the page (the browser's own DOMPurify is tested
// with HTML the server would never store); the last block reads the seeded server.
const e2e = useServerAndBrowser();
const shot = settledShots('notice-help');

const TEXTS: Partial<Record<LanguageCode, { notice: string; help: string; body: string }>> = {
  EN: { notice: 'Weekend deposit bonus', help: 'How do I deposit?', body: 'Choose a channel and an amount.' },
  MY: { notice: 'စနေ၊ တနင်္ဂနွေ ငွေသွင်း ဘောနပ်စ်', help: 'ငွေ ဘယ်လို သွင်းရမလဲ။', body: 'ချန်နယ်နှင့် ပမာဏကို ရွေးပါ။' },
  AR: { notice: 'مكافأة إيداع نهاية الأسبوع', help: 'كيف أودع؟', body: 'اختر القناة والمبلغ.' },
};

const notice = (id: number, title: string, content: string, day: number) => ({
  id,
  type: 'PL' as const,
  title,
  content,
  execution: null,
  promotionType: null,
  publishedAt: Date.UTC(2026, 10, day, 9),
});

/** Answers the notices call with two pages of `perPage`, and records what was asked. */
async function answerNotices(page: Page, code: LanguageCode = 'EN'): Promise<URLSearchParams[]> {
  const asked: URLSearchParams[] = [];
  const words = TEXTS[code] ?? TEXTS.EN;
  await page.route(`**${API_PATHS.notices}?*`, (route) => {
    const query = new URL(route.request().url()).searchParams;
    asked.push(query);
    const pageNum = Number(query.get('pageNo'));
    const list =
      pageNum === 1
        ? [
            notice(
              11,
              words?.notice ?? '',
              `<p>${words?.body}</p><p><a href="/m/voucherCenter">Deposit</a></p>`,
              20,
            ),
            notice(
              10,
              'Maintenance on Tuesday',
              '<p>From 02:00 to 04:00.</p><img src="/media/notice-clock.png" width="40" height="40" alt="Clock">',
              18,
            ),
          ]
        : [notice(9, 'Older news', '<p>An older notice.</p>', 2)];
    const value: NoticesResponse = { list, pageNum, totalPages: 2 };
    return route.fulfill({ json: { success: true, value } });
  });
  return asked;
}

const helpItems = (code: LanguageCode = 'EN'): HelpItem[] =>
  Array.from({ length: 6 }, (_, i) => ({
    id: 100 + i,
    title: i === 0 ? (TEXTS[code]?.help ?? '') : `Question ${i + 1}`,
    content:
      i === 0 ? `<p>${TEXTS[code]?.body}</p><ul><li>Bank</li><li>Wallet</li></ul>` : `<p>Answer ${i + 1}</p>`,
  }));

async function answerHelp(page: Page, list: HelpItem[]): Promise<URLSearchParams[]> {
  const asked: URLSearchParams[] = [];
  await page.route(`**${API_PATHS.help}?*`, (route) => {
    asked.push(new URL(route.request().url()).searchParams);
    return route.fulfill({ json: { success: true, value: { list } } });
  });
  return asked;
}

const toggles = (page: Page) => page.getByTestId('help-list').locator('button[aria-expanded]');

describe('/m/notice (spec 2.1, 2.3, 7 "Announcements")', () => {
  it('lists notices with their dates, opens one in place, loads more, without the bottom menu', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    const asked = await answerNotices(page);
    await page.goto(ROUTES.notice);
    const list = page.getByTestId('notice-list');
    await list.getByText('Weekend deposit bonus').waitFor();
    expect(Object.fromEntries(asked[0] ?? [])).toMatchObject({ platform: 'M', language: 'EN', pageNo: '1' });
    expect(await list.locator('time').first().textContent()).toBe('Nov 20, 2026');
    expect(await page.locator('header h1').textContent()).toBe('Announcement');
    expect(await bottomMenu(page).count()).toBe(0);

    const first = list.getByRole('button', { name: /Weekend deposit bonus/ });
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await list.getByText('Choose a channel and an amount.').waitFor();
    await checkA11y(page);
    await shot(page, 'notice-en');

    // Operator images never hold up the page: lazy, with their size reserved.
    await list.getByRole('button', { name: /Maintenance on Tuesday/ }).click();
    const image = list.getByRole('img', { name: 'Clock' });
    await image.waitFor({ state: 'attached' });
    console.log(await list.evaluate((l) => l.innerHTML));
    expect(await image.evaluate((img) => [img.getAttribute('loading'), img.getAttribute('width')])).toEqual([
      'lazy',
      '40',
    ]);

    await page.getByRole('button', { name: 'Show more' }).click();
    await list.getByText('Older news').waitFor();
    expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);

    // An in-app link in a notice routes inside the app.
    await list.getByRole('link', { name: 'Deposit' }).click();
    await page.waitForURL(`**${ROUTES.voucherCenter}`);
    await page.context().close();
  });

  it("runs nothing from hostile HTML (the browser's own cleaning), and routes links as spec 4 says", async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    const hostile =
      '<p>Read <a href="javascript:window.__noticeXss=3">this</a> or <a href="https://example.com/terms">the terms</a>.</p>' +
      '<script>window.__noticeXss = 1</script><img src="x" onerror="window.__noticeXss = 2">' +
      '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="d"><iframe src="javascript:window.__noticeXss=4"></iframe>' +
      '<a href="/m/help" onclick="window.__noticeXss = 5">help</a>';
    await page.route(`**${API_PATHS.notices}?*`, (route) =>
      route.fulfill({
        json: {
          success: true,
          value: { list: [notice(1, 'Hostile', hostile, 5)], pageNum: 1, totalPages: 1 },
        },
      }),
    );
    await page.goto(ROUTES.notice);
    await page.getByRole('button', { name: /Hostile/ }).click();
    const body = page.getByTestId('notice-list').locator('.accordion-body');
    await body.getByText('the terms').waitFor();
    // Every image left in has loaded or failed: an `onerror` that survived would have run by now.
    await settle(page);
    expect(await page.evaluate(() => '__noticeXss' in window)).toBe(false);
    expect(await body.locator('script, iframe, [onerror], [onclick], img[src^="data:"]').count()).toBe(0);
    // The taps that follow are handled after this one: the last check below covers it too.
    await body.getByText('this', { exact: true }).click();
    expect(new URL(page.url()).pathname).toBe(ROUTES.notice);
    // http(s) opens outside the app; the app stays where it was.
    await page.context().route('https://example.com/**', (route) => route.fulfill({ body: 'terms' }));
    const [outside] = await Promise.all([
      page.context().waitForEvent('page'),
      body.getByText('the terms').click(),
    ]);
    expect(outside.url()).toBe('https://example.com/terms');
    expect(new URL(page.url()).pathname).toBe(ROUTES.notice);
    await body.getByRole('link', { name: 'help' }).click();
    await page.waitForURL(`**${ROUTES.help}`);
    expect(await page.evaluate(() => '__noticeXss' in window)).toBe(false);
    await page.context().close();
  });
});

describe('/m/help and /m/helpDetail (spec 2.13)', () => {
  it('opens item 3 expanded for i=2, with device=MOBILE and the language', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    const asked = await answerHelp(page, helpItems());
    await page.goto(`${ROUTES.helpDetail}?i=2`);
    await page.getByTestId('help-list').getByText('Answer 3').waitFor();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({ device: 'MOBILE', lang: 'EN' });
    expect(await toggles(page).evaluateAll((b) => b.map((x) => x.getAttribute('aria-expanded')))).toEqual([
      'false',
      'false',
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(await page.locator('header h1').textContent()).toBe('Help centre');
    // Another title opens too; the open one closes on a second tap.
    await toggles(page).nth(4).click();
    await page.getByText('Answer 5').waitFor();
    await toggles(page).nth(2).click();
    expect(await page.getByText('Answer 3').isVisible()).toBe(false);
    await checkA11y(page);
    await page.context().close();
  });

  it.each([
    [ROUTES.help, 'no i'],
    [`${ROUTES.help}?i=abc`, 'not a number'],
    [`${ROUTES.helpDetail}?i=9`, 'out of range'],
  ])('opens the first item for %s (%s)', async (path) => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await answerHelp(page, helpItems());
    await page.goto(path);
    await page.getByText('Choose a channel and an amount.').waitFor();
    expect(await toggles(page).first().getAttribute('aria-expanded')).toBe('true');
    await page.context().close();
  });
});

describe('screenshots at 390x844', () => {
  it.each(['EN', 'MY', 'AR'] as const)('%s: notice and help', async (code) => {
    const page = await languagePage(e2e, code);
    await answerNotices(page, code);
    await answerHelp(page, helpItems(code));
    await page.goto(ROUTES.notice);
    await page.getByTestId('notice-list').locator('button[aria-expanded]').first().click();
    await page.getByText(TEXTS[code]?.body ?? '').waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/content\.(notices|help)\./);
    await shot(page, `notice-${code.toLowerCase()}`);
    await page.goto(`${ROUTES.help}?i=0`);
    await page
      .getByTestId('help-list')
      .getByText(TEXTS[code]?.body ?? '')
      .waitFor();
    await checkA11y(page);
    await shot(page, `help-${code.toLowerCase()}`);
    await page.context().close();
  });
});

describe('on the seeded server (issue 10 content API and seed)', () => {
  it('opens the third seeded help item for /m/helpDetail?i=2', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(`${ROUTES.helpDetail}?i=2`);
    await page.getByTestId('help-list').waitFor();
    const expanded = await toggles(page).evaluateAll((b) => b.map((x) => x.getAttribute('aria-expanded')));
    expect(expanded.length).toBeGreaterThanOrEqual(3);
    expect(expanded.indexOf('true')).toBe(2);
    expect(expanded.filter((e) => e === 'true')).toHaveLength(1);
    await page.getByTestId('help-list').locator('.accordion-body').waitFor();
    await page.context().close();
  });

  it('lists the seeded notices and opens one', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.notice);
    const list = page.getByTestId('notice-list');
    await list.waitFor();
    await list.locator('button[aria-expanded]').first().click();
    await list.locator('.accordion-body').first().waitFor();
    // The body renders once DOMPurify has loaded with the first opened item.
    await expect
      .poll(async () => (await list.locator('.accordion-body').first().textContent())?.trim())
      .not.toBe('');
    await page.context().close();
  });
});
