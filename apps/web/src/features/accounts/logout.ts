import { ROUTES, TOASTS } from '@lobby/shared';
import type { QueryClient } from '@tanstack/react-query';
import { clearToast, confirmDialog, showLoading } from '../../lib/feedback.ts';
import { loadLocalePart } from '../../lib/i18n.ts';
import { endSession } from '../../lib/logout.ts';
import { deleteSession } from './api/logout.ts';

export interface LogoutOptions {
  queryClient: QueryClient;
  navigate(to: string): void;
  t(key: string): string;
}

/**
 * spec 2.3 and 4: a cancel / submit dialog, a 'please wait' toast, the session revoked on the
 * server, storage cleared, member data dropped, then /m/home. True when the member left.
 */
export async function logout({ queryClient, navigate, t }: LogoutOptions): Promise<boolean> {
  await loadLocalePart('accounts');
  const confirmed = await confirmDialog({
    content: t('session.signOutConfirm'),
    confirmText: t('session.submit'),
    cancelText: t('session.cancel'),
  });
  if (!confirmed) return false;
  void showLoading(t('session.pleaseWait'), TOASTS.logoutLoadingMs);
  await endSession(queryClient, deleteSession);
  void clearToast();
  navigate(ROUTES.home);
  return true;
}
