import { STORAGE_KEYS, WEB_API_PATHS } from '@lobby/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage.ts';
import { saveSession } from './session-store.ts';
import {
  refreshUnreadCount,
  subscribeUnreadCount,
  UNREAD_POLL_MS,
  unreadCountSnapshot,
} from './unread-count.ts';

// The unread count's store (spec 2.9, 3 "Unread count response"; decision 047).

const session = (token: string) => ({ token, merchantCode: 'M1', userName: 'lantern', type: 0 });
let answers: number[];
const calls: { url: string; auth: string | undefined }[] = [];
const page = { visibilityState: 'visible' as 'visible' | 'hidden', events: new EventTarget() };

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('navigator', {});
  page.visibilityState = 'visible';
  vi.stubGlobal('document', {
    get visibilityState() {
      return page.visibilityState;
    },
    addEventListener: (type: string, listener: EventListener) => page.events.addEventListener(type, listener),
    removeEventListener: (type: string, listener: EventListener) =>
      page.events.removeEventListener(type, listener),
  });
  answers = [];
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, auth: (init.headers as Record<string, string>).authorization });
    return new Response(JSON.stringify({ success: true, value: answers.shift() ?? 0 }));
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the pending fetches and their handlers run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('useUnreadCount store', () => {
  it('is 0 and asks nothing without a session', async () => {
    const stop = subscribeUnreadCount(() => undefined);
    await settle();
    expect(unreadCountSnapshot()).toBe(0);
    expect(calls).toEqual([]);
    stop();
  });

  it('asks at once with the session token, then every 30 s while the tab is visible', async () => {
    localStorage.setItem(STORAGE_KEYS.MC_SESSION_INFO, JSON.stringify(session('tok-1')));
    answers = [2, 3];
    const seen = vi.fn();
    const stop = subscribeUnreadCount(seen);
    await settle();
    expect(calls).toEqual([{ url: WEB_API_PATHS.messagesUnreadCount, auth: 'Bearer tok-1' }]);
    expect(unreadCountSnapshot()).toBe(2);
    expect(seen).toHaveBeenCalled();

    page.visibilityState = 'hidden';
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(calls).toHaveLength(1);
    page.visibilityState = 'visible';
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(calls).toHaveLength(2);
    expect(unreadCountSnapshot()).toBe(3);

    stop();
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3);
    expect(calls).toHaveLength(2);
  });

  it('asks again when the tab comes back and when refreshed after a read', async () => {
    localStorage.setItem(STORAGE_KEYS.MC_SESSION_INFO, JSON.stringify(session('tok-1')));
    answers = [1, 1, 0];
    const stop = subscribeUnreadCount(() => undefined);
    await settle();
    page.events.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(calls).toHaveLength(2);
    await refreshUnreadCount();
    expect(unreadCountSnapshot()).toBe(0);
    stop();
  });

  it("drops the count when the session ends and never shows one member's count to another", async () => {
    localStorage.setItem(STORAGE_KEYS.MC_SESSION_INFO, JSON.stringify(session('tok-1')));
    answers = [5];
    const stop = subscribeUnreadCount(() => undefined);
    await settle();
    expect(unreadCountSnapshot()).toBe(5);

    // Another member signs in: the old count goes at once, before the new answer arrives.
    let release: (value: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (release = resolve)));
    saveSession(session('tok-2'));
    expect(unreadCountSnapshot()).toBe(0);
    await settle();
    release(new Response(JSON.stringify({ success: true, value: 1 })));
    await settle();
    expect(unreadCountSnapshot()).toBe(1);

    localStorage.removeItem(STORAGE_KEYS.MC_SESSION_INFO);
    window.dispatchEvent(new Event('storage'));
    await settle();
    expect(unreadCountSnapshot()).toBe(0);
    stop();
  });

  it('keeps the last count when a call fails, and refuses an answer that is not a count', async () => {
    localStorage.setItem(STORAGE_KEYS.MC_SESSION_INFO, JSON.stringify(session('tok-1')));
    answers = [4];
    const stop = subscribeUnreadCount(() => undefined);
    await settle();
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true, value: '7' })));
    await refreshUnreadCount();
    expect(unreadCountSnapshot()).toBe(4);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    await refreshUnreadCount();
    expect(unreadCountSnapshot()).toBe(4);
    stop();
  });
});
