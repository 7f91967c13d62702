import { AmountInput } from '@lobby/shared';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { appError } from '../../core/errors.ts';
import { type Change, recordAudit } from '../../core/operator-audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { PROMOTION_KINDS } from '../../db/schema/cashier.ts';
import * as t from '../../db/schema/index.ts';
import { formatMinorUnits } from '../../lib/money.ts';
import { toMinor } from './amounts.ts';
import { DEFAULT_SETTINGS, readSettings } from './settings.ts';

// The operator's cashier configuration (issue 11 "Operator"): channels, receiving accounts,
// deposit promotions and the settings (turnover multiple, withdrawal limits). Every change is
// audited with its before and after, in the same transaction.

const Name = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));
export const ChannelCodeParams = z.object({ code: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/)) });
export const ChannelBody = z.strictObject({
  type: z.enum(t.CHANNEL_TYPES),
  name: Name,
  provider: z.optional(z.nullable(z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)))),
  minAmount: AmountInput,
  maxAmount: AmountInput,
  enabled: z.optional(z.boolean()),
  position: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(1000))),
});
export const ReceivingAccountBody = z.strictObject({
  channelCode: z.string().check(z.minLength(1), z.maxLength(40)),
  bankName: Name,
  accountName: Name,
  accountNumber: z.string().check(z.trim(), z.regex(/^[0-9 -]{4,40}$/)),
  branch: z.optional(z.nullable(Name)),
  enabled: z.optional(z.boolean()),
  position: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(1000))),
});
export const PromotionBody = z.strictObject({
  title: Name,
  description: z.optional(z.string().check(z.maxLength(2000))),
  bonusPercent: z.number().check(z.int(), z.minimum(1), z.maximum(1000)),
  maxBonus: AmountInput,
  minDeposit: z.optional(AmountInput),
  turnoverMultiple: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(100))),
  /** Who it is for (docs/money.md); a new one is every_deposit unless said, an edit keeps its kind. */
  kind: z.optional(z.enum(PROMOTION_KINDS)),
  enabled: z.optional(z.boolean()),
  position: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(1000))),
});
export const SettingsBody = z.strictObject({
  depositTurnoverMultiple: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(100))),
  withdrawalMin: z.optional(AmountInput),
  withdrawalMax: z.optional(AmountInput),
  withdrawalDailyCount: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(1000))),
  withdrawalDailyAmount: z.optional(AmountInput),
  timeZone: z.optional(
    z
      .string()
      .check(z.refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone), 'an IANA time zone')),
  ),
});
export const IdParams = z.object({ id: z.string().check(z.regex(/^[1-9]\d{0,15}$/)) });

/** The before/after of each field that changed. */
function diff(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  prefix: string,
): Change[] {
  return Object.entries(after)
    .filter(
      ([field, value]) => before?.[field] !== value && !['id', 'createdAt', 'updatedAt'].includes(field),
    )
    .map(([field, value]) => ({
      field: `${prefix}.${field}`,
      before: before?.[field] ?? null,
      after: value,
    }));
}

const badLimits = () =>
  appError('VALIDATION_ERROR', 'maxAmount: must not be below minAmount', { field: 'maxAmount' });

export async function listConfig(db: Db) {
  const [channels, accounts, promotions, settings] = await Promise.all([
    db.select().from(t.depositChannel).orderBy(asc(t.depositChannel.position), asc(t.depositChannel.id)),
    db.select().from(t.receivingAccount).orderBy(asc(t.receivingAccount.id)),
    db.select().from(t.depositPromotion).orderBy(asc(t.depositPromotion.id)),
    readSettings(db),
  ]);
  return {
    channels: channels.map((c) => ({
      ...c,
      minAmount: formatMinorUnits(c.minMinor),
      maxAmount: formatMinorUnits(c.maxMinor),
      receivingAccounts: accounts.filter((a) => a.channelId === c.id),
    })),
    promotions,
    settings,
  };
}

export async function putChannel(db: Db, code: string, body: z.infer<typeof ChannelBody>) {
  const minMinor = toMinor(body.minAmount, 'minAmount');
  const maxMinor = toMinor(body.maxAmount, 'maxAmount');
  if (maxMinor < minMinor) throw badLimits();
  const provider = body.type === 'gateway' ? (body.provider ?? 'sandbox') : null;
  const values = {
    code,
    type: body.type,
    name: body.name,
    provider,
    minMinor,
    maxMinor,
    enabled: body.enabled ?? true,
    position: body.position ?? 0,
  };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(t.depositChannel)
      .where(eq(t.depositChannel.code, code))
      .for('update');
    if (before) await tx.update(t.depositChannel).set(values).where(eq(t.depositChannel.id, before.id));
    else await tx.insert(t.depositChannel).values(values);
    return recordAudit(tx, 'cashier:channel', diff(before, values, `channel:${code}`));
  });
}

async function channelId(tx: Tx, code: string) {
  const [row] = await tx
    .select({ id: t.depositChannel.id })
    .from(t.depositChannel)
    .where(eq(t.depositChannel.code, code));
  if (!row) throw appError('NOT_FOUND', 'No such deposit channel.', { field: 'channelCode' });
  return row.id;
}

export async function putReceivingAccount(
  db: Db,
  id: number | null,
  body: z.infer<typeof ReceivingAccountBody>,
) {
  return db.transaction(async (tx) => {
    const { channelCode, ...rest } = body;
    const values = {
      ...rest,
      channelId: await channelId(tx, channelCode),
      branch: rest.branch ?? null,
      enabled: rest.enabled ?? true,
      position: rest.position ?? 0,
    };
    if (id === null) {
      const [row] = await tx.insert(t.receivingAccount).values(values).returning();
      return recordAudit(
        tx,
        'cashier:receiving-account',
        diff(undefined, values, `receiving-account:${row?.id}`),
      );
    }
    const [before] = await tx
      .select()
      .from(t.receivingAccount)
      .where(eq(t.receivingAccount.id, id))
      .for('update');
    if (!before) throw appError('NOT_FOUND', 'No such receiving account.');
    await tx.update(t.receivingAccount).set(values).where(eq(t.receivingAccount.id, id));
    return recordAudit(tx, 'cashier:receiving-account', diff(before, values, `receiving-account:${id}`));
  });
}

export async function putPromotion(db: Db, id: number | null, body: z.infer<typeof PromotionBody>) {
  const values = {
    title: body.title,
    description: body.description ?? '',
    bonusPercent: body.bonusPercent,
    maxBonusMinor: toMinor(body.maxBonus, 'maxBonus'),
    minDepositMinor: body.minDeposit ? toMinor(body.minDeposit, 'minDeposit') : 0,
    turnoverMultiple: body.turnoverMultiple ?? 1,
    ...(body.kind ? { kind: body.kind } : {}),
    enabled: body.enabled ?? true,
    position: body.position ?? 0,
  };
  return db.transaction(async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(t.depositPromotion).values(values).returning();
      return recordAudit(tx, 'cashier:promotion', diff(undefined, values, `promotion:${row?.id}`));
    }
    const [before] = await tx
      .select()
      .from(t.depositPromotion)
      .where(eq(t.depositPromotion.id, id))
      .for('update');
    if (!before) throw appError('NOT_FOUND', 'No such promotion.');
    await tx.update(t.depositPromotion).set(values).where(eq(t.depositPromotion.id, id));
    return recordAudit(tx, 'cashier:promotion', diff(before, values, `promotion:${id}`));
  });
}

export async function putSettings(db: Db, body: z.infer<typeof SettingsBody>) {
  return db.transaction(async (tx) => {
    const before = await readSettings(tx);
    const after = {
      depositTurnoverMultiple: body.depositTurnoverMultiple ?? before.depositTurnoverMultiple,
      withdrawalMinMinor: body.withdrawalMin
        ? toMinor(body.withdrawalMin, 'withdrawalMin')
        : before.withdrawalMinMinor,
      withdrawalMaxMinor: body.withdrawalMax
        ? toMinor(body.withdrawalMax, 'withdrawalMax')
        : before.withdrawalMaxMinor,
      withdrawalDailyCount: body.withdrawalDailyCount ?? before.withdrawalDailyCount,
      withdrawalDailyAmountMinor: body.withdrawalDailyAmount
        ? toMinor(body.withdrawalDailyAmount, 'withdrawalDailyAmount')
        : before.withdrawalDailyAmountMinor,
      timeZone: body.timeZone ?? before.timeZone,
    };
    if (after.withdrawalMaxMinor < after.withdrawalMinMinor) {
      throw appError('VALIDATION_ERROR', 'withdrawalMax: must not be below withdrawalMin', {
        field: 'withdrawalMax',
      });
    }
    await tx
      .insert(t.cashierSettings)
      .values({ id: 1, ...after })
      .onConflictDoUpdate({ target: t.cashierSettings.id, set: { ...after, updatedAt: new Date() } });
    return recordAudit(tx, 'cashier:settings', diff(before, after, 'settings'));
  });
}

export { DEFAULT_SETTINGS };
