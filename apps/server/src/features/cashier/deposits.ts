import type {
  Deposit,
  DepositOptionsResponse,
  DepositsResponse,
  GatewayDepositRequest,
  ManualDepositRequest,
  RecordsQuery,
} from '@lobby/shared';
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { appError, validationError } from '../../core/errors.ts';
import { idKeyset } from '../../core/keyset-cursor.ts';
import { walletOf } from '../../core/ledger.ts';
import { MERCHANT_ID } from '../../core/merchant-config.ts';
import { recordDateRange } from '../../core/merchant-days.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { formatMinorUnits } from '../../lib/money.ts';
import { bonusOf, toMinor } from './amounts.ts';
import { toDeposit } from './records.ts';

// Deposits as the member makes and reads them (spec 7 "deposit": banks, promo list, manual
// transfer, payment gateway, accept promo, records; decision 063).

/** Whether this server has the gateway a channel names (the sandbox can be off: SANDBOX_GATEWAY). */
export type GatewayAvailable = (provider: string | null) => boolean;

export async function depositOptions(
  db: Db,
  memberId: number,
  hasGateway: GatewayAvailable,
): Promise<DepositOptionsResponse> {
  const enabled = await db
    .select()
    .from(t.depositChannel)
    .where(eq(t.depositChannel.enabled, true))
    .orderBy(asc(t.depositChannel.position), asc(t.depositChannel.id));
  // A gateway channel whose gateway this server does not run is not offered (it could not pay).
  const channels = enabled.filter((c) => c.type !== 'gateway' || hasGateway(c.provider));
  const accounts = await db
    .select()
    .from(t.receivingAccount)
    .where(eq(t.receivingAccount.enabled, true))
    .orderBy(asc(t.receivingAccount.position), asc(t.receivingAccount.id));
  const firstDone = await hadFirstDeposit(db, memberId);
  const promotions = (
    await db
      .select()
      .from(t.depositPromotion)
      .where(eq(t.depositPromotion.enabled, true))
      .orderBy(asc(t.depositPromotion.position), asc(t.depositPromotion.id))
  ).filter((p) => p.kind !== 'first_deposit' || !firstDone);
  const [merchant] = await db
    .select({ symbol: t.merchant.currencySymbol })
    .from(t.merchant)
    .where(eq(t.merchant.id, MERCHANT_ID));
  return {
    channels: channels.map((c) => ({
      code: c.code,
      type: c.type,
      name: c.name,
      minAmount: formatMinorUnits(c.minMinor),
      maxAmount: formatMinorUnits(c.maxMinor),
      receivingAccounts: accounts
        .filter((a) => a.channelId === c.id)
        .map((a) => ({
          id: a.id,
          bankName: a.bankName,
          accountName: a.accountName,
          accountNumber: a.accountNumber,
          branch: a.branch,
        })),
    })),
    promotions: promotions.map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      bonusPercent: p.bonusPercent,
      maxBonus: formatMinorUnits(p.maxBonusMinor),
      minDeposit: formatMinorUnits(p.minDepositMinor),
      turnoverMultiple: p.turnoverMultiple,
    })),
    currencySymbol: merchant?.symbol ?? '',
  };
}

export type ChannelRow = typeof t.depositChannel.$inferSelect;

/** The enabled channel of this type; a disabled or unknown one is 404 naming channelCode. */
async function channelFor(tx: DbOrTx, code: string, type: ChannelRow['type']): Promise<ChannelRow> {
  const [row] = await tx.select().from(t.depositChannel).where(eq(t.depositChannel.code, code));
  if (!row?.enabled || row.type !== type) {
    throw appError('NOT_FOUND', 'No such deposit channel.', { field: 'channelCode' });
  }
  return row;
}

/** Whether the member has had an approved deposit: first-deposit promotions are no longer theirs. */
async function hadFirstDeposit(tx: DbOrTx, memberId: number): Promise<boolean> {
  const [row] = await tx
    .select({ memberId: t.memberFirstDeposit.memberId })
    .from(t.memberFirstDeposit)
    .where(eq(t.memberFirstDeposit.memberId, memberId));
  return row !== undefined;
}

/** The bonus and its turnover multiple a chosen promotion gives on this amount. */
async function promotionFor(
  tx: DbOrTx,
  memberId: number,
  promotionId: number | null | undefined,
  amountMinor: number,
) {
  if (!promotionId) return { promotionId: null, bonusMinor: 0, bonusTurnoverMultiple: 0 };
  const [p] = await tx.select().from(t.depositPromotion).where(eq(t.depositPromotion.id, promotionId));
  if (!p?.enabled) throw appError('NOT_FOUND', 'No such promotion.', { field: 'promotionId' });
  // Not offered to this member (depositOptions), so not taken either; approval checks again.
  if (p.kind === 'first_deposit' && (await hadFirstDeposit(tx, memberId))) {
    throw appError('NOT_FOUND', 'This promotion is for a first deposit only.', { field: 'promotionId' });
  }
  if (amountMinor < p.minDepositMinor) {
    throw validationError(
      'amount',
      `must be at least ${formatMinorUnits(p.minDepositMinor)} for this promotion`,
    );
  }
  return {
    promotionId: p.id,
    bonusMinor: bonusOf(amountMinor, p.bonusPercent, p.maxBonusMinor),
    bonusTurnoverMultiple: p.turnoverMultiple,
  };
}

function checkLimits(channel: ChannelRow, amountMinor: number) {
  if (amountMinor < channel.minMinor || amountMinor > channel.maxMinor) {
    throw validationError(
      'amount',
      `must be between ${formatMinorUnits(channel.minMinor)} and ${formatMinorUnits(channel.maxMinor)}`,
    );
  }
}

/** The member's earlier deposit under this request key: the same request answers it again. */
async function replayed(
  tx: Tx,
  memberId: number,
  requestKey: string,
  same: (row: t.DepositRowType) => boolean,
) {
  const [row] = await tx
    .select()
    .from(t.deposit)
    .where(and(eq(t.deposit.memberId, memberId), eq(t.deposit.requestKey, requestKey)));
  if (!row) return null;
  if (!same(row))
    throw appError('IDEMPOTENCY_CONFLICT', 'This request key was already used for another deposit.');
  return row;
}

const sameRequest = (amountMinor: number, channelId: number) => (row: t.DepositRowType) =>
  row.amountMinor === amountMinor && row.channelId === channelId;

/** Inserts the pending deposit; a double tap that raced this one in answers the deposit it made. */
async function insertDeposit(tx: Tx, values: typeof t.deposit.$inferInsert) {
  const [row] = await tx.insert(t.deposit).values(values).onConflictDoNothing().returning();
  const made =
    row ??
    (await replayed(
      tx,
      values.memberId,
      values.requestKey,
      sameRequest(values.amountMinor, values.channelId),
    ));
  if (!made) throw new Error('deposit insert returned no row');
  return made;
}

async function memberWallet(tx: DbOrTx, memberId: number) {
  const wallet = await walletOf(tx, memberId);
  if (!wallet) throw appError('NOT_FOUND', 'No such wallet.');
  return wallet;
}

export async function createManualDeposit(db: Db, memberId: number, input: ManualDepositRequest) {
  const amountMinor = toMinor(input.amount);
  return db.transaction(async (tx) => {
    const channel = await channelFor(tx, input.channelCode, 'bank_transfer');
    const again = await replayed(tx, memberId, input.requestKey, sameRequest(amountMinor, channel.id));
    if (again) return toDeposit(again, channel);
    checkLimits(channel, amountMinor);
    const [account] = await tx
      .select()
      .from(t.receivingAccount)
      .where(
        and(
          eq(t.receivingAccount.id, input.receivingAccountId),
          eq(t.receivingAccount.channelId, channel.id),
        ),
      );
    if (!account?.enabled) {
      throw appError('NOT_FOUND', 'No such receiving account.', { field: 'receivingAccountId' });
    }
    const promotion = await promotionFor(tx, memberId, input.promotionId, amountMinor);
    const wallet = await memberWallet(tx, memberId);
    const made = await insertDeposit(tx, {
      memberId,
      walletId: wallet.id,
      channelId: channel.id,
      type: 'bank_transfer',
      amountMinor,
      ...promotion,
      requestKey: input.requestKey,
      receivingAccountId: account.id,
      payerName: input.payerName,
      reference: input.reference,
    });
    return toDeposit(made, channel);
  });
}

/** Creates the pending gateway deposit; the caller asks the gateway for its checkout URL. */
export async function createGatewayDeposit(
  db: Db,
  memberId: number,
  input: GatewayDepositRequest,
  hasGateway: GatewayAvailable,
) {
  const amountMinor = toMinor(input.amount);
  return db.transaction(async (tx) => {
    const channel = await channelFor(tx, input.channelCode, 'gateway');
    if (!hasGateway(channel.provider)) {
      throw appError('NOT_FOUND', 'No such deposit channel.', { field: 'channelCode' });
    }
    const again = await replayed(tx, memberId, input.requestKey, sameRequest(amountMinor, channel.id));
    if (again) return { row: again, channel, wallet: await memberWallet(tx, memberId) };
    checkLimits(channel, amountMinor);
    const promotion = await promotionFor(tx, memberId, input.promotionId, amountMinor);
    const wallet = await memberWallet(tx, memberId);
    const made = await insertDeposit(tx, {
      memberId,
      walletId: wallet.id,
      channelId: channel.id,
      type: 'gateway',
      provider: channel.provider,
      amountMinor,
      ...promotion,
      requestKey: input.requestKey,
    });
    return { row: made, channel, wallet };
  });
}

/** Inclusive YYYY-MM-DD bounds in the merchant's zone as conditions on createdAt. */
export function dateBounds(
  column: typeof t.deposit.createdAt | typeof t.withdrawal.createdAt,
  query: RecordsQuery,
  timeZone: string,
): SQL[] {
  const { start, end } = recordDateRange(query, timeZone);
  return [...(start ? [gte(column, start)] : []), ...(end ? [lt(column, end)] : [])];
}

export async function listDeposits(
  db: Db,
  memberId: number,
  query: RecordsQuery,
  timeZone: string,
): Promise<DepositsResponse> {
  const keyset = idKeyset(query, t.deposit.id);
  const rows = await db
    .select({ deposit: t.deposit, code: t.depositChannel.code, name: t.depositChannel.name })
    .from(t.deposit)
    .innerJoin(t.depositChannel, eq(t.depositChannel.id, t.deposit.channelId))
    .where(
      and(
        eq(t.deposit.memberId, memberId),
        keyset.after,
        ...dateBounds(t.deposit.createdAt, query, timeZone),
      ),
    )
    .orderBy(desc(t.deposit.id))
    .limit(keyset.ask);
  const { page, nextCursor } = keyset.page(rows, (r) => r.deposit.id);
  return { list: page.map((r) => toDeposit(r.deposit, r)), nextCursor };
}

/** The member's own deposit; anyone else's is 404, as if it did not exist. */
export async function depositOf(db: DbOrTx, memberId: number, id: number): Promise<Deposit> {
  const [r] = await db
    .select({ deposit: t.deposit, code: t.depositChannel.code, name: t.depositChannel.name })
    .from(t.deposit)
    .innerJoin(t.depositChannel, eq(t.depositChannel.id, t.deposit.channelId))
    .where(and(eq(t.deposit.id, id), eq(t.deposit.memberId, memberId)));
  if (!r) throw appError('NOT_FOUND', 'No such deposit.');
  return toDeposit(r.deposit, r);
}
