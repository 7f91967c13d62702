import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
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

export async function handleNotification(
  db: Db,
  gateway: PaymentGateway,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<CallbackResult> {
  const verified = gateway.verifyNotification(rawBody, headers);
  if (!verified.ok) {
    await db.insert(t.gatewayNotification).values({
      provider: gateway.name,
      outcome: verified.reason,
      body: { raw: rawBody.toString('utf8').slice(0, 2000) },
    });
    return { status: REFUSED_STATUS[verified.reason], outcome: verified.reason };
  }
  const n = verified.notification;
  return db.transaction(async (tx) => {
    const id = idOfOrderNo(n.orderNo, 'D');
    const row = id === null ? null : await lockDeposit(tx, id);
    const result = await apply(row, n, gateway.name, async (r) => {
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

async function apply(
  row: DepositRow | null,
  n: GatewayNotification,
  provider: string,
  move: (row: DepositRow) => Promise<DepositRow>,
): Promise<CallbackResult> {
  const ours =
    row !== null && row.type === 'gateway' && row.provider === provider && depositOrderNo(row) === n.orderNo;
  if (!row || !ours) return { status: 200, outcome: 'unknown-order' };
  if (row.amountMinor !== n.amountMinor) return { status: 200, outcome: 'mismatch' };
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
