import { randomBytes } from 'node:crypto';
import type { MemberEvent } from '@lobby/shared';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { memoryMemberEvents, redisMemberEvents } from './member-events.ts';

// core/member-events.ts (issue 11 "Live balance", decision 060): who hears what, in one process
// and across two nodes' Redis relays, and what a lost subscription does.

const deposit = (id: string): MemberEvent => ({ type: 'deposit', id, state: 'approved' });
const quiet = { warn: () => undefined, error: () => undefined };

describe('memoryMemberEvents', () => {
  it('delivers to the member’s listeners only, until they stop listening', async () => {
    const events = memoryMemberEvents();
    const one = vi.fn();
    const other = vi.fn();
    const stop = events.subscribe(1, one);
    events.subscribe(2, other);
    await events.publish(1, deposit('a'));
    stop();
    await events.publish(1, deposit('b'));
    expect(one.mock.calls).toEqual([[deposit('a')]]);
    expect(other).not.toHaveBeenCalled();
  });
});

// Runs when a Redis server is given, e.g. TEST_REDIS_URL=redis://127.0.0.1:6379.
describe.skipIf(!process.env.TEST_REDIS_URL)('redisMemberEvents', () => {
  // A name of our own, so the test kills only its own subscriber on a shared Redis.
  const name = `lobby-events-test-${randomBytes(4).toString('hex')}`;
  const connect = () => new Redis(process.env.TEST_REDIS_URL ?? '', { connectionName: name });
  const redises: Redis[] = [];
  const node = async () => {
    const redis = connect();
    redises.push(redis);
    return redisMemberEvents(redis, quiet);
  };
  afterAll(async () => {
    for (const redis of redises) redis.disconnect();
  });
  const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 3000 });

  it('carries an event to the other node once, and the publisher’s own once', async () => {
    const a = await node();
    const b = await node();
    const onA = vi.fn();
    const onB = vi.fn();
    a.subscribe(7, onA);
    b.subscribe(7, onB);
    await a.publish(7, deposit('x'));
    await until(() => onB.mock.calls.length === 1);
    // The echo has had time to come back to A by now (B got the same message).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onA.mock.calls).toEqual([[deposit('x')]]);
    expect(onB.mock.calls).toEqual([[deposit('x')]]);
    await a.close();
    await b.close();
  });

  it('drops a message of the wrong shape and keeps delivering', async () => {
    const b = await node();
    const heard = vi.fn();
    b.subscribe(8, heard);
    const raw = connect();
    redises.push(raw);
    await raw.publish('lobby-member-events', 'not json');
    await raw.publish('lobby-member-events', JSON.stringify({ n: 'x', m: 8, e: { type: 'balance' } }));
    await raw.publish('lobby-member-events', JSON.stringify({ n: 'x', m: 8, e: deposit('ok') }));
    await until(() => heard.mock.calls.length === 1);
    expect(heard.mock.calls).toEqual([[deposit('ok')]]);
    await b.close();
  });

  it('tells its streams about a gap once the subscription is back', async () => {
    const b = await node();
    const gap = vi.fn();
    b.onGap(gap);
    const admin = connect();
    redises.push(admin);
    const clients = (await admin.call('CLIENT', 'LIST')) as string;
    const subscriber = clients
      .split('\n')
      .find((line) => line.includes(`name=${name}`) && / sub=[1-9]/.test(line));
    const id = subscriber?.match(/id=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await admin.call('CLIENT', 'KILL', 'ID', id ?? '');
    await until(() => gap.mock.calls.length === 1);
    // And it hears events again.
    const heard = vi.fn();
    b.subscribe(9, heard);
    await admin.publish('lobby-member-events', JSON.stringify({ n: 'x', m: 9, e: deposit('back') }));
    await until(() => heard.mock.calls.length === 1);
    await b.close();
  });
});
