import { eq } from 'drizzle-orm';
import { storableText } from '../../core/storable-text.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { findHostileString } from '../../plugins/input-guard.ts';
import type { GatewayNotification, PaymentGateway } from '../../providers/payment/gateway.ts';
import { approveLocked, type DepositRow, lockDeposit, setState } from './deposit-resolve.ts';
import { depositOrderNo, idOfOrderNo } from './records.ts';

// A gateway's notification (docs/payment-gateway.md "States", decision 063):
// - a bad signature, a stale timestamp or an unreadable body: refused (401 / 400), logged, nothing moves;
// - an unknown order, or one of another provider, amount or currency: answered 200 `ignored`, logged;
// - pending + paid -> approved (money, bonus, turnover, in one transaction);
// - pending + cancelled|failed -> cancelled|failed;
// - approved + anything: the money arrived and stays; `duplicate` (paid) or `ignored-final`;
// - cancelled|failed + paid -> approved: the gateway took the member's money after all, so it is
//   credited ("paid wins" over the gateway's own cancel, which can arrive first out of order);
// - rejected (by the operator) + paid: `ignored-final`, logged for the operator to refund or settle.
// Every notification is logged, in the same transaction as its effect.

export type CallbackOutcome =
  | 'applied'
  | 'duplicate'
  | 'ignored-final'
  | 'unknown-order'
  | 'mismatch'
  | 'bad-signature'
  | 'stale'
  | 'invalid';

export interface CallbackResult {
  status: 200 | 400 | 401;
  outcome: CallbackOutcome;
  /** Set when a deposit's state changed: the route publishes it after commit. */
  changed?: DepositRow;
}

const REFUSED_STATUS = { 'bad-signature': 401, stale: 401, invalid: 400 } as const;
/** How much of a refused body the log keeps, in UTF-16 code units. */
const RAW_LOG_LIMIT = 2000;

export async function handleNotification(
  db: Db,
  gateway: PaymentGateway,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<CallbackResult> {
  const verified = gateway.verifyNotification(rawBody, headers);
  // Signed or not, text that cannot be stored (a NUL, a lone surrogate) is refused as unreadable:
  // a 500 would have the gateway retry for ever (issue 23 item 14).
  if (!verified.ok || findHostileString(verified.notification)) {
    const reason = verified.ok ? 'invalid' : verified.reason;
    await db.insert(t.gatewayNotification).values({
      provider: gateway.name,
      outcome: reason,
      body: { raw: storableText(rawBody.toString('utf8'), RAW_LOG_LIMIT) },
    });
    return { status: REFUSED_STATUS[reason], outcome: reason };
  }
  const n = verified.notification;
  return db.transaction(async (tx) => {
    const id = idOfOrderNo(n.orderNo, 'D');
    const row = id === null ? null : await lockDeposit(tx, id);
    const currency = row ? await walletCurrency(tx, row.walletId) : null;
    const result = await apply(row, currency, n, gateway.name, async (r) => {
      if (n.status === 'paid') return approveLocked(tx, r);
      return setState(tx, r.id, n.status === 'cancelled' ? 'cancelled' : 'failed', `gateway: ${n.status}`);
    });
    await tx.insert(t.gatewayNotification).values({
      provider: gateway.name,
      depositId: row?.id ?? null,
      outcome: result.outcome,
      body: n,
    });
    return result;
  });
}

async function walletCurrency(tx: Tx, walletId: number): Promise<string | null> {
  const [wallet] = await tx
    .select({ currency: t.wallet.currency })
    .from(t.wallet)
    .where(eq(t.wallet.id, walletId));
  return wallet?.currency ?? null;
}

async function apply(
  row: DepositRow | null,
  currency: string | null,
  n: GatewayNotification,
  provider: string,
  move: (row: DepositRow) => Promise<DepositRow>,
): Promise<CallbackResult> {
  const ours =
    row !== null && row.type === 'gateway' && row.provider === provider && depositOrderNo(row) === n.orderNo;
  if (!row || !ours) return { status: 200, outcome: 'unknown-order' };
  // The same figure in another currency is another amount (issue 23 item 18).
  if (row.amountMinor !== n.amountMinor || currency !== n.currency)
    return { status: 200, outcome: 'mismatch' };
  if (row.state === 'pending') return { status: 200, outcome: 'applied', changed: await move(row) };
  if (row.state === 'approved')
    return { status: 200, outcome: n.status === 'paid' ? 'duplicate' : 'ignored-final' };
  if ((row.state === 'cancelled' || row.state === 'failed') && n.status === 'paid') {
    return { status: 200, outcome: 'applied', changed: await move(row) };
  }
  const same =
    (row.state === 'cancelled' && n.status === 'cancelled') ||
    (row.state === 'failed' && n.status === 'failed');
  return { status: 200, outcome: same ? 'duplicate' : 'ignored-final' };
}
