import { rmSync } from 'node:fs';
import type { LanguageCode, SessionInfo } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/client.ts';
import * as t from '../apps/server/src/db/schema/index.ts';
import {
  insertLotteryBet,
  insertLotteryDraw,
  insertPnlRound,
} from '../apps/server/src/test/profit-loss-fixtures.ts';
import { checkA11y } from './support/browser.ts';
import { type E2eFixture, workerBrowser } from './support/fixture.ts';
import { disableHomePopups } from './support/home-popups.ts';
import { memberLanguagePage } from './support/language-page.ts';
import { loginMember, newMember, setRegistrationRule } from './support/member-api.ts';
import { englishPage, sessionOf, settledShots } from './support/pages.ts';
import { type RunningServer, seededDataDir, startServer } from './support/server.ts';

// Profit and loss /m/profitandloss (issue 13; spec 2.9 PERSREP; decision 097) on the real server,
// database and Chromium at 390x844. Rounds and lottery bets are written into the server's
// database while it is stopped (PGlite has one owner), today and two days ago in Yangon.

const PATH = '/m/profitandloss';
const shoot = settledShots('profit-loss');
const shootView = settledShots('profit-loss', { fullPage: false });
const PASSWORD = 'lantern river 97';
const e2e = {} as E2eFixture;
let dataDir = '';
let session: SessionInfo;

const yangonDate = (offsetDays = 0) =>
  new Date(Date.now() + 390 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const yangonNoon = (offsetDays = 0) => new Date(Date.parse(`${yangonDate(offsetDays)}T12:00:00+06:30`));

const start = (): Promise<RunningServer> => startServer({ env: { DATA_DIR: dataDir } });

async function seedPlay(account: string): Promise<void> {
  const database = await openDatabase({ dataDir, poolSize: 1 });
  try {
    const { db } = database;
    const [member] = await db.select({ id: t.member.id }).from(t.member).where(eq(t.member.account, account));
    if (!member) throw new Error(`no member ${account}`);
    const memberId = member.id;
    // A second ago: today in Yangon unless the test runs on the stroke of midnight.
    const today = new Date(Date.now() - 1_000);
    await insertPnlRound(db, {
      memberId,
      gameType: 'INHOUSE',
      stakeMinor: 123_400,
      winMinor: 250_000,
      openedAt: today,
    });
    await insertPnlRound(db, { memberId, gameType: 'FISH', stakeMinor: 5_000, openedAt: today });
    const drawId = await insertLotteryDraw(db);
    await insertLotteryBet(db, {
      memberId,
      drawId,
      stakeMinor: 2_000,
      payoutMinor: 19_800,
      state: 'won',
      placedAt: today,
    });
    await insertLotteryBet(db, { memberId, drawId, stakeMinor: 1_000, state: 'lost', placedAt: today });
    await insertLotteryBet(db, { memberId, drawId, stakeMinor: 700, state: 'refunded', placedAt: today });
    await insertLotteryBet(db, { memberId, drawId, stakeMinor: 900, state: 'open', placedAt: today });
    await insertPnlRound(db, {
      memberId,
      gameType: 'LIVE',
      stakeMinor: 10_000,
      winMinor: 2_500,
      openedAt: yangonNoon(-2),
    });
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = seededDataDir('lobby-e2e-profit-loss-');
  e2e.server = await start();
  await setRegistrationRule(e2e.server, 'captcha', { enabled: false, required: false });
  await disableHomePopups(e2e.server);
  const { username } = await newMember(e2e.server, PASSWORD);
  await e2e.server.stop();
  await seedPlay(username);
  e2e.server = await start();
  e2e.browser = await workerBrowser();
  const login = await loginMember(e2e.server, username, PASSWORD);
  if (!login.ok) throw new Error(`login: ${login.code}`);
  session = sessionOf(login.value);
}, 180_000);

afterAll(async () => {
  await e2e.browser?.close();
  await e2e.server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const memberPage = (code: LanguageCode): Promise<Page> => memberLanguagePage(e2e, session, code);

describe('/m/profitandloss (spec 2.9 PERSREP)', () => {
  it('shows the totals and each day with its products, today alone, and in Burmese', async () => {
    const page = await memberPage('EN');
    await page.goto(PATH);
    await page.getByTestId('profit-loss-totals').waitFor();
    // 7 days: stake 1,234 + 50 + 20 + 10 (refund returned) + 100 = 1,414.00; win 2,500 + 198 + 25.
    expect(await page.getByTestId('profit-loss-totals').textContent()).toContain('1,414.00');
    expect(await page.getByTestId('profit-loss-total-net').textContent()).toBe('+1,309.00');
    const days = page.getByTestId('profit-loss-day');
    expect(await days.count()).toBe(2);
    const today = days.first();
    expect(await today.getByTestId('profit-loss-product').allTextContents()).toEqual([
      expect.stringContaining('Fishing'),
      expect.stringContaining('Originals'),
      expect.stringContaining('Lottery bets'),
    ]);
    expect(await today.locator('header').textContent()).toContain('+1,384.00');
    expect(await days.nth(1).textContent()).toContain('\u221275.00');
    await checkA11y(page);
    await shoot(page, 'week-en');
    await shootView(page, 'week-view-en');

    await page.getByTestId('profit-loss-range-today').click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="profit-loss-day"]').length === 1,
    );
    await shootView(page, 'today-en');
    await page.context().close();

    const burmese = await memberPage('MY');
    await burmese.goto(PATH);
    await burmese.getByTestId('profit-loss-day').first().waitFor();
    expect(await burmese.getByTestId('profit-loss-totals').textContent()).toContain('လောင်းကြေး');
    await shoot(burmese, 'week-my');
    await shootView(burmese, 'week-view-my');
    await burmese.context().close();
  });

  it('shows the empty state to a member who has not played', async () => {
    const { username } = await newMember(e2e.server, PASSWORD);
    const login = await loginMember(e2e.server, username, PASSWORD);
    if (!login.ok) throw new Error(`login: ${login.code}`);
    const page = await englishPage(e2e.browser, e2e.server.url, sessionOf(login.value));
    await page.goto(PATH);
    await page.getByTestId('profit-loss-empty').waitFor();
    expect(await page.getByTestId('profit-loss-total-net').textContent()).toBe('0.00');
    await shootView(page, 'empty-en');
    await page.context().close();
  });
});
