import type { QueryClient } from '@tanstack/react-query';
import { SESSION_GONE_CODES } from './api-client.ts';
import { currentRoute, requestLogin } from './login-prompt.ts';
import { dropMemberData } from './query-scopes.ts';
import { clearSession, readSession } from './session.ts';

// The end of a session, by choice (spec 2.3 sign out, spec 4 "Session") or because the server
// says it is over (issue 3; docs/decisions/016). The sign-out call and its dialog belong to the
// accounts feature; what every ending shares lives here.

let leaving = false;

/**
 * spec 4 "Session": `revoke` tells the server, then storage (session, trial user, session
 * storage, autoLogin 0) and member data go whatever it answered. A session-gone answer while
 * leaving opens no login prompt: the member is leaving already.
 */
export async function endSession(queryClient: QueryClient, revoke: () => Promise<unknown>): Promise<void> {
  leaving = true;
  try {
    await revoke();
  } catch {
    // Already expired or revoked, or offline: the member leaves this device all the same.
  } finally {
    clearSession();
    dropMemberData(queryClient);
    leaving = false;
  }
}

/**
 * A call answered that the session is over (expired, revoked elsewhere, password changed,
 * replaced by a login elsewhere, or unknown to the server): forget it and open the login modal
 * with the code's message ('The account has been logged out, please log in again', or for
 * SESSION_REPLACED that the account signed in on another device); logging in returns to the
 * same route. The first failing call acts; the others find no session left.
 */
export function handleSessionGone(queryClient: QueryClient, code = 'SESSION_EXPIRED'): void {
  if (leaving || !readSession()) return;
  clearSession();
  dropMemberData(queryClient);
  const notice = `errors.${SESSION_GONE_CODES.has(code) ? code : 'SESSION_EXPIRED'}`;
  requestLogin({ returnTo: currentRoute(), notice });
}
