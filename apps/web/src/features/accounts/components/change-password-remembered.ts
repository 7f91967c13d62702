import { normaliseLoginUsername } from '@lobby/shared';
import { loadRememberedLogin, updateRememberedPassword } from '../remembered-login.ts';

/**
 * Whether the remembered name (kept as the member typed it) is one of `accounts`: both read by
 * the loginUsername rule, as the server reads them (decision 018, 021).
 */
export function remembersAccount(remembered: string, accounts: readonly string[]): boolean {
  const name = normaliseLoginUsername(remembered);
  return accounts.some((account) => normaliseLoginUsername(account) === name);
}

/**
 * spec 3, 4: the remembered login follows a new password, but only when it is the login of
 * this account (a device may remember another member's login). Never fails the caller: no
 * IndexedDB means nothing was remembered.
 */
export async function rememberNewPassword(accounts: readonly string[], newPassword: string): Promise<void> {
  try {
    const record = await loadRememberedLogin();
    if (record && remembersAccount(record.username, accounts)) await updateRememberedPassword(newPassword);
  } catch {
    // Nothing remembered, or the store is unavailable.
  }
}
