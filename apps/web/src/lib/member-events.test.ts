import { type MemberEvent, STORAGE_KEYS, WEB_API_PATHS } from '@lobby/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage.ts';
import { type StreamCall, stubStreamFetch } from '../test-support/stream-fetch.ts';
import { STALL_MS } from './event-stream.ts';

// The live event stream's connection (issue 11 "Live balance", decision 059): when it runs,
// how it reconnects, and how a refused session is reported. fetch() is a stub whose streams the
// tests write to and end (test-support/stream-fetch.ts).

let calls: StreamCall[];
let refuse: { status: number; code: string } | null;
const page = { visibilityState: 'visible' as 'visible' | 'hidden', events: new EventTarget() };
const session = (token: string) => ({ token, merchantCode: 'M1', userName: 'lantern', type: 0 });
const login = (token: string) => {
  localStorage.setItem(STORAGE_KEYS.MC_SESSION_INFO, JSON.stringify(session(token)));
  window.dispatchEvent(new Event('storage'));
};
const frame = (event: MemberEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
const snapshot: MemberEvent = {
  type: 'balance',
  sumBalance: '1.00',
  availableBalance: '1.00',
  currencySymbol: 'K',
  snapshot: true,
};

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('window', new EventTarget());
  page.visibilityState = 'visible';
  vi.stubGlobal('document', {
    get visibilityState() {
      return page.visibilityState;
    },
    addEventListener: (type: string, listener: EventListener) => page.events.addEventListener(type, listener),
    removeEventListener: (type: string, listener: EventListener) =>
      page.events.removeEventListener(type, listener),
  });
  refuse = null;
  calls = stubStreamFetch((url) => {
    expect(url).toBe(WEB_API_PATHS.events);
    if (!refuse) return undefined;
    const body = { success: false, error: { code: refuse.code, message: 'no' } };
    return new Response(JSON.stringify(body), { status: refuse.status });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settle = () => vi.advanceTimersByTimeAsync(0);
const load = () => import('./member-events.ts');

describe('subscribeMemberEvents', () => {
  it('connects only with a listener and a session, with the bearer header, and delivers events', async () => {
    const { subscribeMemberEvents } = await load();
    const seen: MemberEvent[] = [];
    const stop = subscribeMemberEvents((event) => seen.push(event));
    await settle();
    expect(calls).toHaveLength(0);
    login('tok-1');
    await settle();
    expect(calls.map((call) => call.headers.authorization)).toEqual(['Bearer tok-1']);
    calls[0]?.push(`${frame(snapshot)}: heartbeat\n\nevent: deposit\ndata: {"type":"deposit",`);
    calls[0]?.push('"id":"7","state":"approved"}\n\nevent: balance\ndata: {"type":"balance"}\n\n');
    await settle();
    // The half-sent deposit waits for its end; a frame of the wrong shape is dropped.
    expect(seen).toEqual([snapshot, { type: 'deposit', id: '7', state: 'approved' }]);
    stop();
    await settle();
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('disconnects while the page is hidden and connects again when it is shown', async () => {
    login('tok-1');
    const { subscribeMemberEvents } = await load();
    subscribeMemberEvents(() => undefined);
    await settle();
    page.visibilityState = 'hidden';
    page.events.dispatchEvent(new Event('visibilitychange'));
    expect(calls[0]?.signal.aborted).toBe(true);
    page.visibilityState = 'visible';
    page.events.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('reconnects after the stream ends, waiting longer each time, and starts over after a snapshot', async () => {
    login('tok-1');
    const { subscribeMemberEvents } = await load();
    subscribeMemberEvents(() => undefined);
    await settle();
    calls[0]?.end();
    await settle();
    expect(calls).toHaveLength(1);
    // Attempt 0 waits 0.5-1 s, attempt 1 waits 1-2 s.
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    calls[1]?.end();
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1001);
    expect(calls).toHaveLength(3);
    calls[2]?.push(frame(snapshot));
    calls[2]?.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(4);
  });

  it('stops and reports a session the server says is over; a new login connects again', async () => {
    login('tok-1');
    const { onSessionGone } = await import('./api-client.ts');
    const gone = vi.fn();
    onSessionGone(gone);
    const { subscribeMemberEvents } = await load();
    refuse = { status: 401, code: 'SESSION_REVOKED' };
    subscribeMemberEvents(() => undefined);
    await settle();
    expect(gone).toHaveBeenCalledWith(expect.objectContaining({ code: 'SESSION_REVOKED' }));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(0);
    refuse = null;
    login('tok-2');
    await settle();
    expect(calls.map((call) => call.headers.authorization)).toEqual(['Bearer tok-2']);
  });

  it('a stream silent past the stall limit is dropped and replaced', async () => {
    login('tok-1');
    const { subscribeMemberEvents } = await load();
    subscribeMemberEvents(() => undefined);
    await settle();
    await vi.advanceTimersByTimeAsync(STALL_MS);
    expect(calls[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
  });
});
