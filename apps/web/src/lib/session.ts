import { type SessionInfo, STORAGE_KEYS } from '@lobby/shared';
import { useSyncExternalStore } from 'react';
import { readSession, subscribeSession } from './session-store.ts';

export { clearSession, readSession, saveSession } from './session-store.ts';

let cachedRaw: string | null | undefined;
let cachedSession: SessionInfo | null = null;

function snapshot(): SessionInfo | null {
  const raw = localStorage.getItem(STORAGE_KEYS.MC_SESSION_INFO);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = readSession();
  }
  return cachedSession;
}

/** The current session, updated when this tab or another one changes it. */
export function useSession(): SessionInfo | null {
  return useSyncExternalStore(subscribeSession, snapshot, () => null);
}
