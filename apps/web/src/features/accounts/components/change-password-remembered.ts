import { normaliseLoginUsername } from '@lobby/shared';
import { loadRememberedLogin, updateRememberedPassword } from '../remembered-login.ts';

/**
 * spec 3, 4: the remembered login follows a new password, but only when it is the login of
 * this account (a device may remember another member's login), both names read by the
 * loginUsername rule as the server reads them (decision 018, 021). Never fails the caller: no
 * IndexedDB means nothing was remembered.
 */
export async function rememberNewPassword(accounts: readonly string[], newPassword: string): Promise<void> {
  try {
    const record = await loadRememberedLogin();
    if (!record) return;
    const remembered = normaliseLoginUsername(record.username);
    if (accounts.some((name) => normaliseLoginUsername(name) === remembered)) {
      await updateRememberedPassword(newPassword);
    }
  } catch {
    // Nothing remembered, or the store is unavailable.
  }
}
