import { loadRememberedLogin, updateRememberedPassword } from '../remembered-login.ts';

/**
 * spec 3, 4: the remembered login follows a new password, but only when it is the login of
 * this account (a device may remember another member's login). Never fails the caller: no
 * IndexedDB means nothing was remembered.
 */
export async function rememberNewPassword(accounts: readonly string[], newPassword: string): Promise<void> {
  try {
    const record = await loadRememberedLogin();
    const same = (name: string) => name.trim().toLowerCase() === record?.username.trim().toLowerCase();
    if (record && accounts.some(same)) await updateRememberedPassword(newPassword);
  } catch {
    // Nothing remembered, or the store is unavailable.
  }
}
