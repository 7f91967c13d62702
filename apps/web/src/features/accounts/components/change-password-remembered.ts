import { normaliseLoginUsername } from '@lobby/shared';
import { endOneTap } from '../remembered-login.ts';

/**
 * Whether the remembered name (kept as the member typed it) is one of `accounts`: both read by
 * the loginUsername rule, as the server reads them (decision 018, 021).
 */
export function remembersAccount(remembered: string, accounts: readonly string[]): boolean {
  const name = normaliseLoginUsername(remembered);
  return accounts.some((account) => normaliseLoginUsername(account) === name);
}

/**
 * spec 3, 4 "re-encoded with the new password", as decision 035 reads it: no password is kept,
 * and the server revoked every remember token of the member with the change, so the record of
 * this account (a device may remember another member's login) keeps the account and stops
 * offering one tap until the next login with "remember". Never fails the caller.
 */
export function rememberedLoginAfterNewPassword(accounts: readonly string[]): void {
  try {
    endOneTap((username) => remembersAccount(username, accounts));
  } catch {
    // No local storage: nothing was remembered.
  }
}
