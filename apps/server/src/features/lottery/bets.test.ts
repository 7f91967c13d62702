import { API_PATHS, MyBetsResponse, PlaceBetsResponse } from '@lobby/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { fundedMember, walletBalance } from '../../test/built-in-vendors.ts';
import { firstBetType, lotteryBetApi, slipItem, slipKey } from '../../test/lottery-bets.ts';
import { lotteryDrawRow, lotteryGameRow } from '../../test/lottery-fixtures.ts';
import { countRows } from '../../test/rows.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DEFAULT_LOTTERY_LIMITS, placeBets } from './bets.ts';

// POST and GET /api/lottery/bets (issue 13 "Bets"; decision 091): the slip in one transaction,
// idempotent by key, limits, and nothing written when refused.

const t0 = useTestApp();
const { post, onSale, snapshot } = lotteryBetApi(t0);
const key = slipKey;
const _firstType = firstBetType;
const item = slipItem;

describe('placing a slip', () => {
  it('places every line, moves the stakes to the lottery account and answers the bets', async () => {
    const m = await fundedMember(t0.db, 100_000);
    const { game, draw } = await onSale();
    const body = {
      gameCode: game.code,
      numero: draw.numero,
      idempotencyKey: key(),
      items: [item(), item('VNN', '2.50')],
    };
    const res = await post(m.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    const value = PlaceBetsResponse.parse(res.json().value);
    expect(value.bets).toHaveLength(2);
    const [a, b] = value.bets;
    expect(a?.id).toMatch(/^L\d+$/);
    expect(a?.state).toBe('open');
    expect(a?.gameCode).toBe(game.code);
    expect(a?.numero).toBe(draw.numero);
    const stakeMinor = (s: string) => Math.round(Number(s) * 100);
    const total = stakeMinor(a?.stake ?? '0') + stakeMinor(b?.stake ?? '0');
    expect(stakeMinor(b?.stake ?? '0')).toBe(250 * (b?.combinations ?? 0));
    expect(await walletBalance(t0.db, m.wallet.id)).toBe(100_000 - total);
    expect(stakeMinor(value.sumBalance)).toBe(100_000 - total);
    const transfers = await t0.db
      .select()
      .from(t.ledgerTransfer)
      .where(
        sql`${t.ledgerTransfer.transferKey} in (${sql.join(
          value.bets.map((x) => sql`${`lottery:bet:${x.id.slice(1)}`}`),
          sql`, `,
        )})`,
      );
    expect(transfers.map((x) => x.kind)).toEqual(['bet', 'bet']);
    expect(transfers.every((x) => x.direction === 'debit')).toBe(true);

    // A retry answers the same bets and moves nothing.
    const again = await post(m.headers, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(PlaceBetsResponse.parse(again.json().value).bets.map((x) => x.id)).toEqual(
      value.bets.map((x) => x.id),
    );
    expect(await walletBalance(t0.db, m.wallet.id)).toBe(100_000 - total);

    // The same key with another slip is a conflict: fewer lines, or the same lines, stakes and
    // bet types on other numbers (issue 23 item 19: that one answered the first slip's bets).
    const other = await post(m.headers, { ...body, items: [item()] });
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    const otherNumbers = await post(m.headers, {
      ...body,
      items: [item(), { ...item('VNN', '2.50'), content: '05,18' }],
    });
    expect(otherNumbers.statusCode, otherNumbers.body).toBe(409);
    expect(otherNumbers.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    // The same numbers written another way (spaces) are the same slip.
    const spaced = await post(m.headers, {
      ...body,
      items: [item(), { ...item('VNN', '2.50'), content: '05, 17' }],
    });
    expect(spaced.statusCode, spaced.body).toBe(200);

    // My bets: newest first, keyset pages.
    const page1 = await t0.app.inject({ url: `${API_PATHS.lotteryBets}?limit=1`, headers: m.headers });
    expect(page1.statusCode, page1.body).toBe(200);
    const p1 = MyBetsResponse.parse(page1.json().value);
    expect(p1.list.map((x) => x.id)).toEqual([b?.id]);
    const page2 = await t0.app.inject({
      url: `${API_PATHS.lotteryBets}?limit=1&cursor=${p1.nextCursor}`,
      headers: m.headers,
    });
    const p2 = MyBetsResponse.parse(page2.json().value);
    expect(p2.list.map((x) => x.id)).toEqual([a?.id]);
    expect(p2.nextCursor).toBeNull();
  });

  it('needs a session', async () => {
    const res = await post({}, { gameCode: 'VNN1', numero: '1', idempotencyKey: key(), items: [item()] });
    expect(res.statusCode).toBe(401);
  });

  it('lets a trial member bet with trial credit (decision 091)', async () => {
    const m = await fundedMember(t0.db, 10_000, { customerType: 4 });
    const { game, draw } = await onSale();
    const res = await post(m.headers, {
      gameCode: game.code,
      numero: draw.numero,
      idempotencyKey: key(),
      items: [item()],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('refused slips write nothing', () => {
  const cases: {
    name: string;
    status: number;
    code: string;
    field?: string;
    slip: (g: { code: string }, numero: string) => Promise<Record<string, unknown>>;
  }[] = [
    {
      name: 'after the lock',
      status: 409,
      code: 'LOTTERY_DRAW_CLOSED',
      slip: async () => {
        const game = await lotteryGameRow(t0.db);
        const draw = await lotteryDrawRow(t0.db, game.id, { lockInSeconds: -5 });
        return { gameCode: game.code, numero: draw.numero };
      },
    },
    {
      name: 'a voided draw',
      status: 409,
      code: 'LOTTERY_DRAW_CLOSED',
      slip: async () => {
        const game = await lotteryGameRow(t0.db);
        const draw = await lotteryDrawRow(t0.db, game.id, { state: 'voided' });
        return { gameCode: game.code, numero: draw.numero };
      },
    },
    {
      name: 'a locked draw',
      status: 409,
      code: 'LOTTERY_DRAW_CLOSED',
      slip: async () => {
        const game = await lotteryGameRow(t0.db);
        const draw = await lotteryDrawRow(t0.db, game.id, { state: 'locked' });
        return { gameCode: game.code, numero: draw.numero };
      },
    },
    {
      name: 'an unknown draw',
      status: 404,
      code: 'LOTTERY_DRAW_NOT_FOUND',
      slip: async (g) => ({ gameCode: g.code, numero: 'NOPE-1' }),
    },
    {
      name: 'an unknown game',
      status: 404,
      code: 'LOTTERY_GAME_NOT_FOUND',
      slip: async (_g, numero) => ({ gameCode: 'ZZNOGAME', numero }),
    },
    {
      name: 'a paused game',
      status: 403,
      code: 'LOTTERY_GAME_PAUSED',
      slip: async () => {
        const game = await lotteryGameRow(t0.db, { paused: true });
        const draw = await lotteryDrawRow(t0.db, game.id);
        return { gameCode: game.code, numero: draw.numero };
      },
    },
    {
      name: 'malformed content in the second line',
      status: 400,
      code: 'LOTTERY_BET_INVALID',
      field: 'items.1.content',
      slip: async (g, numero) => ({
        gameCode: g.code,
        numero,
        items: [item(), { ...item(), content: '!!nonsense!!' }],
      }),
    },
    {
      name: 'an unknown bet type',
      status: 400,
      code: 'LOTTERY_BET_INVALID',
      field: 'items.0.content',
      slip: async (g, numero) => ({
        gameCode: g.code,
        numero,
        items: [{ ...item(), betType: 'NOSUCHTYPE' }],
      }),
    },
    {
      name: 'a malformed amount',
      status: 400,
      code: 'VALIDATION_ERROR',
      slip: async (g, numero) => ({ gameCode: g.code, numero, items: [{ ...item(), unitStake: '1.234' }] }),
    },
    {
      name: 'a zero amount',
      status: 400,
      code: 'VALIDATION_ERROR',
      field: 'items.0.unitStake',
      slip: async (g, numero) => ({ gameCode: g.code, numero, items: [{ ...item(), unitStake: '0.00' }] }),
    },
    {
      name: 'a unit stake under the minimum',
      status: 409,
      code: 'LOTTERY_LIMIT_EXCEEDED',
      field: 'items.0.unitStake',
      slip: async (g, numero) => ({ gameCode: g.code, numero, items: [{ ...item(), unitStake: '0.50' }] }),
    },
    {
      name: 'a unit stake over the maximum',
      status: 409,
      code: 'LOTTERY_LIMIT_EXCEEDED',
      field: 'items.0.unitStake',
      slip: async (g, numero) => ({
        gameCode: g.code,
        numero,
        items: [{ ...item(), unitStake: '10000.01' }],
      }),
    },
    {
      name: 'more than the balance (the first line alone would fit)',
      status: 409,
      code: 'INSUFFICIENT_BALANCE',
      slip: async (g, numero) => ({
        gameCode: g.code,
        numero,
        items: [item('VNN', '100.00'), item('VNN', '400.00')],
      }),
    },
  ];
  for (const c of cases) {
    it(`${c.name}: ${c.status} ${c.code}`, async () => {
      const m = await fundedMember(t0.db, 50_000);
      const { game, draw } = await onSale();
      const slip = { idempotencyKey: key(), items: [item()], ...(await c.slip(game, draw.numero)) };
      const before = await snapshot(m.wallet.id);
      const res = await post(m.headers, slip);
      expect(res.statusCode, res.body).toBe(c.status);
      expect(res.json().error.code).toBe(c.code);
      if (c.field) expect(res.json().error.field).toBe(c.field);
      expect(await snapshot(m.wallet.id)).toEqual(before);
    });
  }

  it('over the per-draw total of a member', async () => {
    const m = await fundedMember(t0.db, 50_000);
    const { game, draw } = await onSale();
    const limits = { ...DEFAULT_LOTTERY_LIMITS, maxMemberDrawMinor: 1_000 };
    const deps = { db: t0.db, events: t0.app.memberEvents, limits };
    const slip = (unitStake: string) => ({
      gameCode: game.code,
      numero: draw.numero,
      idempotencyKey: key(),
      items: [item('VNN', unitStake)],
    });
    const combos = (await placeBets(deps, m.member.id, slip('1.00'))).bets[0]?.combinations ?? 1;
    const before = await snapshot(m.wallet.id);
    await expect(
      placeBets(deps, m.member.id, slip(`${Math.ceil(1_000 / combos / 100)}.00`)),
    ).rejects.toMatchObject({
      code: 'LOTTERY_LIMIT_EXCEEDED',
    });
    expect(await snapshot(m.wallet.id)).toEqual(before);
  });
});

describe('limits from the configuration (LOTTERY_* variables, decision 091)', () => {
  const small = useTestApp({ LOTTERY_MAX_UNIT_STAKE: '5', LOTTERY_MAX_MEMBER_DRAW_STAKE: '8' });

  it('refuses a unit stake over the configured largest and a draw total over the configured most, writing nothing', async () => {
    const m = await fundedMember(small.db, 100_000);
    const game = await lotteryGameRow(small.db, { family: 'FAST5' });
    const draw = await lotteryDrawRow(small.db, game.id);
    const send = (unitStake: string) =>
      small.app.inject({
        method: 'POST',
        url: API_PATHS.lotteryBets,
        headers: m.headers,
        payload: {
          gameCode: game.code,
          numero: draw.numero,
          idempotencyKey: key(),
          items: [{ betType: 'BIG_SMALL', content: 'BIG', unitStake }],
        },
      });
    const over = await send('5.01');
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({ code: 'LOTTERY_LIMIT_EXCEEDED' });
    expect(await countRows(small.db, t.lotteryBet)).toBe(0);
    expect((await send('5.00')).statusCode).toBe(200);
    const total = await send('3.01');
    expect(total.statusCode).toBe(409);
    expect(total.json().error).toMatchObject({ code: 'LOTTERY_LIMIT_EXCEEDED' });
    expect(await countRows(small.db, t.lotteryBet)).toBe(1);
    expect((await send('3.00')).statusCode).toBe(200);
  });
});
