import { randomBytes } from 'node:crypto';
import { API_PATHS, LOTTERY_BET_TYPES, type LotteryFamily } from '@lobby/shared';
import * as t from '../db/schema/index.ts';
import { walletBalance } from './built-in-vendors.ts';
import { lotteryDrawRow, lotteryGameRow } from './lottery-fixtures.ts';
import { countRows } from './rows.ts';
import type { TestApp } from './test-app.ts';

// What the bet-slip API tests share (features/lottery/bets*.test.ts): slips, a draw on sale,
// and the rows a refused slip must leave alone.

export const slipKey = () => `k${randomBytes(8).toString('hex')}`;

export function firstBetType(family: LotteryFamily) {
  const info = LOTTERY_BET_TYPES[family][0];
  if (!info) throw new Error(`no bet type in ${family}`);
  return info;
}

/** One line of the family's first bet type on its example numbers. */
export function slipItem(family: LotteryFamily = 'VNN', unitStake = '1.00') {
  const info = firstBetType(family);
  return { betType: info.id, content: info.example, unitStake };
}

export function lotteryBetApi(app: TestApp) {
  return {
    post: (headers: Record<string, string>, body: unknown) =>
      app.app.inject({ method: 'POST', url: API_PATHS.lotteryBets, headers, payload: body as object }),
    /** A game of the family with a draw on sale now. */
    async onSale(family: LotteryFamily = 'VNN') {
      const game = await lotteryGameRow(app.db, { family });
      const draw = await lotteryDrawRow(app.db, game.id);
      return { game, draw };
    },
    /** Everything a refused slip must leave alone. */
    async snapshot(walletId: number) {
      return {
        bets: await countRows(app.db, t.lotteryBet),
        exposure: await countRows(app.db, t.lotteryExposure),
        transfers: await countRows(app.db, t.ledgerTransfer),
        balance: await walletBalance(app.db, walletId),
      };
    },
  };
}
