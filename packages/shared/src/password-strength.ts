// The strength half of the password policy (issue 8 item 8, docs/decisions/033), the same on
// the server, which refuses, and on the forms' meter, which warns. Both run zxcvbn-ts with its
// common dictionary; this module only reads its verdict, so it needs no zxcvbn itself.

/** zxcvbn scores 0-4; below 3 (under about 10^8 guesses) a password is refused. */
export const PASSWORD_MIN_SCORE = 3;

/** Why a password is refused, for the message and the meter's text. */
export type PasswordWeakness = 'personal' | 'common' | 'guessable';

/** zxcvbn-ts feedback warnings (untranslated keys) that mean "found in the common list". */
const COMMON_WARNINGS = new Set(['topTen', 'topHundred', 'common', 'similarToCommon']);

/** The part of a zxcvbn-ts result the policy reads. */
export interface StrengthResult {
  score: number;
  feedback: { warning: string | null };
}

/** undefined when the password is strong enough; else why not. */
export function passwordWeakness(result: StrengthResult): PasswordWeakness | undefined {
  const { warning } = result.feedback;
  if (warning === 'userInputs') return 'personal';
  if (warning !== null && COMMON_WARNINGS.has(warning)) return 'common';
  return result.score < PASSWORD_MIN_SCORE ? 'guessable' : undefined;
}

/** The server's message per weakness (the web shows its own translated text by `reason`). */
export const PASSWORD_WEAKNESS_MESSAGES: Record<PasswordWeakness, string> = {
  personal: 'This password is too easy to guess: it contains your account name or mobile number.',
  common: 'This password is too easy to guess: it is one of the most common passwords.',
  guessable: 'This password is too easy to guess: use a longer phrase of several words.',
};
