import { PASSWORD_WEAKNESS_MESSAGES } from '@lobby/shared';
import { passwordTooWeak } from '../lib/password-strength.ts';
import { appError } from './errors.ts';

/**
 * Issue 8 item 8 (docs/decisions/033): wherever a password is set (registration, change, reset
 * by link or phone), a common or guessable one is refused with 400 PASSWORD_TOO_WEAK naming the
 * field, saying why in the message and in `value.reason`. Login never runs it, so members with
 * older passwords still log in.
 */
export async function requireStrongPassword(
  password: string,
  userInputs: readonly (string | null | undefined)[],
  field: string,
): Promise<void> {
  const reason = await passwordTooWeak(password, userInputs);
  if (reason) {
    throw appError('PASSWORD_TOO_WEAK', PASSWORD_WEAKNESS_MESSAGES[reason], { field, value: { reason } });
  }
}
