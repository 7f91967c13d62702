import { randomUUID } from 'node:crypto';
import { type BalanceEvent, MemberEvent } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { formatMinorUnits } from '../lib/money.ts';
import { MERCHANT_ID } from './merchant-config.ts';

// Pushes to a logged-in member's open streams (issue 11 "Live balance", GET /api/events,
// docs/decisions/060). Publish only after the transaction that caused the event has committed,
// so a client that refetches on an event never reads the old rows. In process without Redis;
// with REDIS_URL the events reach the streams held by every API node.

export type MemberEventListener = (event: MemberEvent) => void;

export interface MemberEvents {
  publish(memberId: number, event: MemberEvent): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(memberId: number, listener: MemberEventListener): () => void;
  /**
   * Called when events may have been lost (the Redis subscription was down and is back): the
   * streams send a fresh balance snapshot, since pub/sub keeps nothing for an absent subscriber.
   */
  onGap(listener: () => void): void;
  close(): Promise<void>;
}

function localListeners() {
  const byMember = new Map<number, Set<MemberEventListener>>();
  return {
    deliver(memberId: number, event: MemberEvent) {
      for (const listener of byMember.get(memberId) ?? []) listener(event);
    },
    subscribe(memberId: number, listener: MemberEventListener) {
      const listeners = byMember.get(memberId) ?? new Set();
      listeners.add(listener);
      byMember.set(memberId, listeners);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) byMember.delete(memberId);
      };
    },
  };
}

/** One node: the streams are all in this process. */
export function memoryMemberEvents(): MemberEvents {
  const listeners = localListeners();
  return {
    publish: async (memberId, event) => listeners.deliver(memberId, event),
    subscribe: listeners.subscribe,
    onGap: () => undefined,
    close: async () => undefined,
  };
}

interface Log {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const CHANNEL = 'lobby-member-events';

/**
 * Several nodes: one Redis channel for every member (decision 060). Each node delivers its own
 * events at once and skips their echo, so a Redis outage never delays a stream held by the node
 * that published; other nodes' streams get a snapshot once the subscription is back (onGap).
 */
export async function redisMemberEvents(redis: Redis, log: Log): Promise<MemberEvents> {
  const node = randomUUID();
  const listeners = localListeners();
  const gapListeners: (() => void)[] = [];
  // A subscribing connection can run nothing else (core/invalidation-bus.ts does the same).
  const subscriber = redis.duplicate({ autoResubscribe: false });
  let connected = false;
  let lost = false;
  const subscribe = async () => {
    if (connected) return;
    try {
      await subscriber.subscribe(CHANNEL);
      connected = true;
      if (lost) for (const listener of gapListeners) listener();
      lost = false;
    } catch (err) {
      log.warn({ err }, 'member events: cannot subscribe, other nodes’ events wait for Redis');
    }
  };
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const { n, m, e } = JSON.parse(message) as { n: string; m: number; e: unknown };
      if (n === node) return;
      // Another node's message is checked like any input: a bad one is dropped, not delivered.
      const event = MemberEvent.safeParse(e);
      if (event.success && Number.isSafeInteger(m)) listeners.deliver(m, event.data);
      else log.warn({ message }, 'member events: dropped a message of the wrong shape');
    } catch (err) {
      log.warn({ err }, 'member events: dropped a message that is not JSON');
    }
  });
  subscriber.on('ready', () => void subscribe());
  subscriber.on('close', () => {
    if (connected) log.warn({}, 'member events: Redis connection lost, resending balances when back');
    lost ||= connected;
    connected = false;
  });
  subscriber.on('error', (err: Error) => log.warn({ err }, 'member events: redis error'));
  await subscribe();
  return {
    publish: async (memberId, event) => {
      listeners.deliver(memberId, event);
      try {
        await redis.publish(CHANNEL, JSON.stringify({ n: node, m: memberId, e: event }));
      } catch (err) {
        // The change is committed; the member sees it on the next snapshot or refetch.
        log.error({ err, memberId }, 'member events: publish failed, other nodes miss this event');
      }
    },
    subscribe: listeners.subscribe,
    onGap: (listener) => void gapListeners.push(listener),
    close: async () => {
      subscriber.disconnect();
    },
  };
}

/**
 * The member's balance as a `balance` event (spec 3 "Wallet", 9 "Balance": 2 decimals), read
 * now, or undefined for a member without a wallet. The ledger rework's held amount (pending
 * withdrawals) is not on this branch yet: available equals the balance until it is.
 */
export async function readBalanceEvent(
  db: DbOrTx,
  memberId: number,
  snapshot = false,
): Promise<BalanceEvent | undefined> {
  const [row] = await db
    .select({ balanceMinor: t.wallet.balanceMinor, currencySymbol: t.merchant.currencySymbol })
    .from(t.wallet)
    .innerJoin(t.merchant, eq(t.merchant.id, MERCHANT_ID))
    .where(eq(t.wallet.memberId, memberId));
  if (!row) return undefined;
  const sumBalance = formatMinorUnits(row.balanceMinor);
  return {
    type: 'balance',
    sumBalance,
    availableBalance: sumBalance,
    currencySymbol: row.currencySymbol,
    ...(snapshot ? { snapshot: true } : {}),
  };
}

/**
 * Reads the wallet and tells the member's streams. Call after the transaction that moved the
 * money committed (never inside it: a reader could see the old balance, or a rolled-back one).
 */
export async function publishBalance(db: DbOrTx, events: MemberEvents, memberId: number): Promise<void> {
  const event = await readBalanceEvent(db, memberId);
  if (event) await events.publish(memberId, event);
}
