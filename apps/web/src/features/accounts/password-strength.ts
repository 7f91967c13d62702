import { type PasswordWeakness, passwordWeakness } from '@lobby/shared';

// The forms' strength meter (issue 8 item 8, docs/decisions/033) reads zxcvbn-ts with the same
// common dictionary and the same verdict (packages/shared password-strength.ts) as the server.
// Its dictionaries are large, so they are fetched only when a password form first asks: a
// dynamic import, its own chunk, never part of the first paint.

export interface Strength {
  /** zxcvbn's 0-4. */
  score: number;
  /** Why the server would refuse it, or undefined when it would not. */
  weakness: PasswordWeakness | undefined;
}

export type StrengthCheck = (password: string, userInputs: readonly string[]) => Strength;

let loading: Promise<StrengthCheck> | undefined;

export function loadStrengthCheck(): Promise<StrengthCheck> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) => {
      const zxcvbn = new ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      });
      return (password, userInputs) => {
        const result = zxcvbn.check(password, [...userInputs]);
        return { score: result.score, weakness: passwordWeakness(result) };
      };
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
