import { WEB_API_PATHS } from '@lobby/shared';
import { useSyncExternalStore } from 'react';
import { apiGet } from './api-client.ts';
import { check } from './checks.ts';
import { readSession, subscribeSession } from './session-store.ts';

// The member's unread message count (spec 2.9 red dot, 2.15 badge, 3 "Unread count response:
// data.value, a number"; decision 047). A tiny store over one fetch, without TanStack Query or
// zod, so any screen may show it, the header and Home included, at no cost to the first paint.
// It asks while someone shows the count: at once, every 30 s while the tab is visible, when the
// tab comes back, when the session changes, and when a message is read (refreshUnreadCount).

/** How often a shown count is asked again (the server answers it from indexes: decision 047). */
export const UNREAD_POLL_MS = 30_000;

const countCheck = check<number>(
  (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0,
);

/** The last count and the session it belongs to: another member's count is never shown. */
let known: { token: string; count: number } | null = null;
let asked = 0;
const listeners = new Set<() => void>();
let stop: (() => void) | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

function forget(): void {
  if (known === null) return;
  known = null;
  emit();
}

/**
 * Asks the server for the count now: after a message is read, or whenever it may have moved.
 * Without a session the count is 0 and nothing is asked; a failed call keeps the last count.
 */
export async function refreshUnreadCount(): Promise<void> {
  const token = readSession()?.token;
  if (!token) return forget();
  const ask = ++asked;
  try {
    const count = await apiGet(WEB_API_PATHS.messagesUnreadCount, countCheck);
    // Only the newest question's answer, and only for the session it was asked for.
    if (ask !== asked || readSession()?.token !== token) return;
    if (known?.token === token && known.count === count) return;
    known = { token, count };
    emit();
  } catch {
    // The next tick asks again; the session-gone handling lives in the API client.
  }
}

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

function start(): () => void {
  const onSession = () => {
    if (known && known.token !== readSession()?.token) forget();
    void refreshUnreadCount();
  };
  const onVisibility = () => {
    if (visible()) void refreshUnreadCount();
  };
  const unsubscribeSession = subscribeSession(onSession);
  document.addEventListener('visibilitychange', onVisibility);
  const timer = setInterval(() => {
    if (visible() && readSession()) void refreshUnreadCount();
  }, UNREAD_POLL_MS);
  onSession();
  return () => {
    unsubscribeSession();
    document.removeEventListener('visibilitychange', onVisibility);
    clearInterval(timer);
  };
}

/** Polling runs while at least one subscriber shows the count. */
export function subscribeUnreadCount(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) stop = start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = null;
    }
  };
}

export function unreadCountSnapshot(): number {
  return known?.count ?? 0;
}

/** The signed-in member's unread message count; 0 for guests and until it is known. */
export function useUnreadCount(): number {
  return useSyncExternalStore(subscribeUnreadCount, unreadCountSnapshot, () => 0);
}
