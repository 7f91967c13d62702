import { type SessionInfo, STORAGE_KEYS } from '@lobby/shared';
import { parseCheckedJson } from './checked-json.ts';
import { sessionInfoCheck } from './first-paint-checks.ts';

// spec 3: the session record lives in browser storage under MC_SESSION_INFO. A record that
// does not parse is treated as no session rather than trusted. Plain functions (no React), so
// the API client can read the token.

export function readSession(storage: Pick<Storage, 'getItem'> = localStorage): SessionInfo | null {
  return parseCheckedJson(storage.getItem(STORAGE_KEYS.MC_SESSION_INFO), sessionInfoCheck);
}

/** Same-tab changes; other tabs hear the storage event. */
const CHANGE_EVENT = 'lobby:session-change';

function announce(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeSession(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** spec 4 "Session": login stores the token and the session info. */
export function saveSession(info: SessionInfo, trialUserName?: string): void {
  localStorage.setItem(STORAGE_KEYS.MC_SESSION_INFO, JSON.stringify(info));
  // spec 3: the trial user name is also kept in session storage.
  if (trialUserName) sessionStorage.setItem(STORAGE_KEYS.trialUserName, trialUserName);
  announce();
}

/**
 * spec 4 "Session", the storage half of logout: the token and session info, the trial user,
 * all of session storage, and autoLogin set to 0. Cached server data (member info, balance,
 * bank list) is the caller's to drop from the query cache.
 */
export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.MC_SESSION_INFO);
  sessionStorage.clear();
  localStorage.setItem(STORAGE_KEYS.autoLogin, '0');
  announce();
}
