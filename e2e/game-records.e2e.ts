import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { API_PATHS, type LanguageCode, ROUTES, type SessionInfo } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/client.ts';
import * as t from '../apps/server/src/db/schema/index.ts';
import { hashToken } from '../apps/server/src/lib/session-tokens.ts';
import { vendorClient } from '../apps/server/src/test/vendor-client.ts';
import { checkA11y } from './support/browser.ts';
import { type E2eFixture, workerBrowser } from './support/fixture.ts';
import { disableHomePopups } from './support/home-popups.ts';
import { memberLanguagePage } from './support/language-page.ts';
import { loginMember, newMember, setRegistrationRule } from './support/member-api.ts';
import { englishPage, sessionOf, settledShots } from './support/pages.ts';
import { type RunningServer, seededDataDir, startServer } from './support/server.ts';

// The betting record /m/gameRecord (issue 12 "Betting records"; spec 2.9 TRANSBETREPMEM3, 7
// "Orders"; decision 085) on the real server, database and Chromium at 390x844. The rounds are
// real: two foreign vendors call the seamless wallet over signed HTTP (debit, credit, rollback),
// each call a ledger transfer. Until the catalogue and launch are wired, the vendors, games and
// game sessions are written into the server's database while it is stopped (PGlite has one
// owner), then the server starts again on the same DATA_DIR.

const shoot = settledShots('game-records');
const shootView = settledShots('game-records', { fullPage: false });
/** The sheet scrolled to its end: the fair data and the verify link. */
async function shootSheetEnd(page: Page, shot: string): Promise<void> {
  await page.locator('.sheet-body').evaluate((body) => body.scrollTo(0, body.scrollHeight));
  await shootView(page, shot);
}
const PASSWORD = 'lantern river 85';
const DICE_ROUNDS = 21;
const e2e = {} as E2eFixture;
let dataDir = '';
let session: SessionInfo;

const vendors = {
  orig: {
    vassalage: 'E2E_ORIG',
    name: 'Lobby Originals',
    secret: randomBytes(16).toString('hex'),
    token: '',
  },
  fish: { vassalage: 'E2E_FISH', name: 'Ocean Studio', secret: randomBytes(16).toString('hex'), token: '' },
};

async function start(): Promise<RunningServer> {
  return startServer({ env: { DATA_DIR: dataDir } });
}

/** Vendors, games and a game session per vendor for `account`, written with the server stopped. */
async function seedCatalogue(account: string): Promise<void> {
  const database = await openDatabase({ dataDir, poolSize: 1 });
  try {
    const { db } = database;
    const [member] = await db.select({ id: t.member.id }).from(t.member).where(eq(t.member.account, account));
    if (!member) throw new Error(`no member ${account}`);
    const games = [
      { v: vendors.orig, id: 'dice', type: 'INHOUSE' as const, names: { EN: 'Dice', MY: 'အံစာတုံး' } },
      {
        v: vendors.fish,
        id: 'ocean-king',
        type: 'FISH' as const,
        names: { EN: 'Ocean King', MY: 'သမုဒ္ဒရာ ဘုရင်' },
      },
    ];
    for (const game of games) {
      await db.insert(t.gameVendor).values({
        vassalage: game.v.vassalage,
        displayName: game.v.name,
        adapter: 'e2e-aggregator',
        smallIcon: '',
        largeIcon: '',
        walletSecret: game.v.secret,
      });
      const [row] = await db
        .insert(t.game)
        .values({
          nodeId: `${game.v.vassalage}-${game.id}`,
          vassalage: game.v.vassalage,
          gameType: game.type,
          vendorGameId: game.id,
          names: game.names,
          searchText: Object.values(game.names).join('\n').toLowerCase(),
          icon: '',
          minBetMinor: 10,
        })
        .returning({ id: t.game.id });
      if (!row) throw new Error('no game');
      game.v.token = randomBytes(24).toString('hex');
      await db.insert(t.gameSession).values({
        tokenHash: hashToken(game.v.token),
        memberId: member.id,
        gameId: row.id,
        vassalage: game.v.vassalage,
        language: 'EN',
        backUrl: ROUTES.home,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    }
  } finally {
    await database.close();
  }
}

/** A vendor playing rounds on the wallet: authenticate, then a debit and a credit (or rollback) per round. */
interface PlayedRound {
  stake: string;
  win?: string;
  rollback?: boolean;
  open?: boolean;
  detail?: Record<string, unknown>;
}

async function play(v: (typeof vendors)['orig'], rounds: PlayedRound[], first = 1) {
  const client = vendorClient({ baseUrl: e2e.server.url, vassalage: v.vassalage, secret: v.secret });
  const auth = await client.call('authenticate', { token: v.token });
  expect(auth.status, JSON.stringify(auth.body)).toBe(200);
  const playerId: string = auth.body.value.playerId;
  const gameId = v === vendors.orig ? 'dice' : 'ocean-king';
  for (const [n, round] of rounds.entries()) {
    const roundId = `${v.vassalage}-r${first + n}`;
    const debit = await client.call('debit', {
      playerId,
      token: v.token,
      transactionId: `${roundId}-bet`,
      roundId,
      gameId,
      amount: round.stake,
    });
    expect(debit.status, JSON.stringify(debit.body)).toBe(200);
    if (round.open) continue;
    const settle = round.rollback
      ? await client.call('rollback', {
          playerId,
          transactionId: `${roundId}-rb`,
          roundId,
          refTransactionId: `${roundId}-bet`,
        })
      : await client.call('credit', {
          playerId,
          transactionId: `${roundId}-win`,
          roundId,
          gameId,
          amount: round.win ?? '0.00',
          ...(round.detail ? { roundDetail: round.detail, roundUrl: `/m/gameRecord?verify=${roundId}` } : {}),
        });
    expect(settle.status, JSON.stringify(settle.body)).toBe(200);
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  dataDir = seededDataDir('lobby-e2e-game-records-');
  // The first start migrates and seeds; a member registers and gets money.
  e2e.server = await start();
  await setRegistrationRule(e2e.server, 'captcha', { enabled: false, required: false });
  await disableHomePopups(e2e.server);
  const { username } = await newMember(e2e.server, PASSWORD);
  const adjust = await fetch(
    `${e2e.server.url}${API_PATHS.operatorAdjustments.replace(':account', username)}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${e2e.server.operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        amountMinor: 1_000_000,
        direction: 'credit',
        reason: 'Betting record test',
        requestKey: 'gr-e2e',
      }),
    },
  );
  expect(adjust.status).toBe(200);
  await e2e.server.stop();
  await seedCatalogue(username);
  e2e.server = await start();
  e2e.browser = await workerBrowser();
  const login = await loginMember(e2e.server, username, PASSWORD);
  if (!login.ok) throw new Error(`login: ${login.code}`);
  session = sessionOf(login.value);

  // 21 dice rounds (one more than a page), the newest won; then three fish rounds: a win, a
  // loss and a refunded bet; then a dice round still open.
  await play(
    vendors.orig,
    Array.from({ length: DICE_ROUNDS }, (_, n) => ({
      stake: '10.00',
      win: n % 2 === 0 ? '19.80' : '0.00',
      detail: {
        family: 'dice',
        serverSeedHash: sha256(`seed-${n}`),
        serverSeed: n === 0 ? `seed-${n}` : null,
        clientSeed: 'lucky-e2e',
        nonce: n,
        params: { target: 50.5, side: 'over' },
        outcome: { roll: n % 2 === 0 ? 73.12 : 12.5 },
      },
    })),
  );
  await play(vendors.fish, [
    { stake: '5.00', win: '12.50' },
    { stake: '2.00' },
    { stake: '3.00', rollback: true },
  ]);
  await play(vendors.orig, [{ stake: '1.00', open: true }], DICE_ROUNDS + 1);
}, 180_000);

afterAll(async () => {
  await e2e.browser?.close();
  await e2e.server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const memberPage = (code: LanguageCode): Promise<Page> => memberLanguagePage(e2e, session, code);

const items = (page: Page) => page.getByTestId('game-records-item');

describe('/m/gameRecord (spec 2.9 TRANSBETREPMEM3, 7 "Orders")', () => {
  it('lists real rounds newest first, pages on scrolling, filters by product and opens a round', async () => {
    const page = await memberPage('EN');
    await page.goto(ROUTES.gameRecord);
    await items(page).first().waitFor();
    expect(await items(page).count()).toBe(20);
    // The open dice round is newest: its stake is out, not yet settled.
    const open = items(page).first();
    expect(await open.getByTestId('game-records-state').textContent()).toBe('In play');
    expect(await open.getByTestId('game-records-net').textContent()).toBe('\u22121.00');
    expect(await open.textContent()).toContain('Lobby Originals');
    const refunded = items(page).nth(1);
    expect(await refunded.textContent()).toContain('Ocean King');
    expect(await refunded.getByTestId('game-records-state').textContent()).toBe('Refunded');
    expect(await refunded.getByTestId('game-records-net').textContent()).toBe('0.00');
    expect(await items(page).nth(3).getByTestId('game-records-net').textContent()).toBe('+7.50');
    await checkA11y(page);
    await shoot(page, 'list-en');
    await shootView(page, 'list-view-en');

    // spec 4: the next page loads within 500 px of the end, no tap needed.
    await page.mouse.wheel(0, 10_000);
    await page.getByTestId('game-records-end').waitFor();
    expect(await items(page).count()).toBe(DICE_ROUNDS + 4);

    await page.getByTestId('game-records-product-FISH').click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="game-records-item"]').length === 3,
    );
    await page.getByTestId('game-records-product-LIVE').click();
    await page.getByTestId('game-records-empty').waitFor();
    await shoot(page, 'empty-en');
    await page.getByTestId('game-records-product-INHOUSE').click();
    await items(page).first().waitFor();

    // The newest settled dice round (a win) has the fair data, its seed not yet revealed.
    await items(page).nth(1).getByTestId('game-records-open').click();
    const detail = page.getByTestId('game-records-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('game-records-round-id').locator('dd').textContent()).toBe(
      `E2E_ORIG-r${DICE_ROUNDS}`,
    );
    expect(await detail.getByTestId('game-records-move').allTextContents()).toEqual([
      expect.stringContaining('Bet10.00'),
      expect.stringContaining('Win19.80'),
    ]);
    const fair = detail.getByTestId('game-records-fair');
    expect(await fair.textContent()).toContain(sha256(`seed-${DICE_ROUNDS - 1}`));
    expect(await fair.getByTestId('game-records-server-seed').textContent()).toContain(
      'Revealed after you rotate your seeds',
    );
    expect(await detail.getByTestId('game-records-verify').getAttribute('href')).toBe(
      `/m/gameRecord?verify=E2E_ORIG-r${DICE_ROUNDS}`,
    );
    await checkA11y(page);
    await shootView(page, 'detail-en');
    await shootSheetEnd(page, 'detail-end-en');
    await page.context().close();
  });

  it('reads in Burmese, list and detail', async () => {
    const page = await memberPage('MY');
    await page.goto(ROUTES.gameRecord);
    await items(page).first().waitFor();
    expect(await items(page).nth(1).textContent()).toContain('သမုဒ္ဒရာ ဘုရင်');
    await shoot(page, 'list-my');
    await shootView(page, 'list-view-my');
    // The newest settled dice round: its fair data in Burmese.
    await items(page).nth(4).getByTestId('game-records-open').click();
    await page.getByTestId('game-records-detail').waitFor();
    await shootView(page, 'detail-my');
    await shootSheetEnd(page, 'detail-end-my');
    await page.context().close();
  });

  it('reads right to left in Arabic without spilling sideways', async () => {
    const page = await memberPage('AR');
    await page.goto(ROUTES.gameRecord);
    await items(page).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The chips scroll inside their rows; the page itself never gets wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shootView(page, 'list-view-ar');
    await page.context().close();
  });

  it('sends a guest home with the login prompt', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.gameRecord);
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await page.context().close();
  });
});
