import { API_PATHS, ROUTES, TOASTS } from '@lobby/shared';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from './api-client.ts';
import { clearToast, confirmDialog, showLoading } from './feedback.ts';
import { loadLocalePart } from './i18n.ts';
import { currentRoute, requestLogin } from './login-prompt.ts';
import { clearSession, readSession } from './session.ts';

// Leaving a session, by choice (spec 2.3 sign out, spec 4 "Session") or because the server
// says it is over (issue 3; docs/decisions/016).

/**
 * The first element of every query key whose data belongs to the member (member info, balance,
 * bank list, favourites...): logging out drops them all at once, with no list to keep.
 */
export const MEMBER_QUERY_SCOPE = 'member';

/** spec 4: logout clears the member info and the bank list cache (and all member data). */
export function dropMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [MEMBER_QUERY_SCOPE] });
}

let leaving = false;

export interface LogoutOptions {
  queryClient: QueryClient;
  navigate(to: string): void;
  t(key: string): string;
}

/**
 * spec 2.3 and 4: a cancel / submit dialog, a 'please wait' toast, the session revoked on the
 * server, storage cleared (session, trial user, session storage, autoLogin 0), member data
 * dropped, then /m/home. True when the member left.
 */
export async function logout({ queryClient, navigate, t }: LogoutOptions): Promise<boolean> {
  await loadLocalePart('accounts');
  const confirmed = await confirmDialog({
    content: t('session.signOutConfirm'),
    confirmText: t('session.submit'),
    cancelText: t('session.cancel'),
  });
  if (!confirmed) return false;
  leaving = true;
  void showLoading(t('session.pleaseWait'), TOASTS.logoutLoadingMs);
  try {
    await apiRequest(API_PATHS.session, z.null(), { method: 'DELETE' });
  } catch {
    // Already expired or revoked, or offline: the member leaves this device all the same.
  } finally {
    clearSession();
    dropMemberData(queryClient);
    leaving = false;
    void clearToast();
  }
  navigate(ROUTES.home);
  return true;
}

/**
 * A call answered that the session is over (expired, revoked elsewhere, password changed, or
 * unknown to the server): forget it and open the login modal with 'The account has been logged
 * out, please log in again'; logging in returns to the same route. The first failing call acts;
 * the others find no session left.
 */
export function handleSessionGone(queryClient: QueryClient): void {
  if (leaving || !readSession()) return;
  clearSession();
  dropMemberData(queryClient);
  requestLogin({ returnTo: currentRoute(), notice: 'errors.SESSION_EXPIRED' });
}
