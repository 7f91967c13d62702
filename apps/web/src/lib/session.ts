import { SessionInfo, STORAGE_KEYS } from '@lobby/shared';
import { useSyncExternalStore } from 'react';

// spec 3: the session record lives in browser storage under MC_SESSION_INFO. A record that
// does not parse is treated as no session rather than trusted.
export function readSession(storage: Pick<Storage, 'getItem'> = localStorage): SessionInfo | null {
  const raw = storage.getItem(STORAGE_KEYS.MC_SESSION_INFO);
  if (!raw) return null;
  try {
    const parsed = SessionInfo.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

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

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The current session, updated when another tab changes it. */
export function useSession(): SessionInfo | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
