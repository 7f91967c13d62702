import { type PasswordWeakness, passwordWeakness } from '@lobby/shared';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

// The common-password check of the password policy (issue 8 item 8, docs/decisions/033):
// zxcvbn-ts with its common dictionary (about 30,000 passwords and the diceware words) and the
// keyboard graphs. Loading them costs about 150 ms and 20 MB, so they load once, on the first
// call or on preloadPasswordStrength() at start-up, never in a process that sets no password.

let loading: Promise<ZxcvbnFactory> | undefined;

async function load(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  return new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
}

/** Starts loading the dictionaries; resolves when they are ready (a failure is retried on use). */
export function preloadPasswordStrength(): Promise<unknown> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Why `password` is too weak to set, or undefined. `userInputs` are the member's own words
 * (account name, mobile number, e-mail): a password built on them is refused as personal.
 */
export async function passwordTooWeak(
  password: string,
  userInputs: readonly (string | null | undefined)[],
): Promise<PasswordWeakness | undefined> {
  const zxcvbn = (await preloadPasswordStrength()) as ZxcvbnFactory;
  const inputs = userInputs.filter((input): input is string => Boolean(input));
  // The e-mail's local part is what a member reuses.
  const words = inputs.flatMap((input) =>
    input.includes('@') ? [input, input.split('@')[0] ?? ''] : [input],
  );
  return passwordWeakness(zxcvbn.check(password, words));
}
