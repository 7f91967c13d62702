import { LANGUAGE_CODES, type LanguageCode } from '@lobby/shared';
import { WORDS } from './vocabulary.ts';

// A demo game's name in every language from a qualifier and a noun or game word (decision 074).

export type WordKind = 'n' | 'g';
const GENDER_FORM = { m: 0, f: 1, n: 2 } as const;

const split = (list: string) => list.split('|');
const parsed = Object.fromEntries(
  LANGUAGE_CODES.map((code) => {
    const w = WORDS[code];
    return [code, { ...w, q: split(w.q), n: split(w.n), g: split(w.g) }];
  }),
) as Record<LanguageCode, { order: 'qn' | 'nq'; sep: string; q: string[]; n: string[]; g: string[] }>;

/** How many qualifiers, nouns and game words there are (the English lists' lengths). */
export const COUNTS = { q: parsed.EN.q.length, n: parsed.EN.n.length, g: parsed.EN.g.length };

/** One language's name: its order and joining; in Russian the qualifier agrees with the noun's gender. */
export function nameIn(code: LanguageCode, q: number, kind: WordKind, word: number): string {
  const w = parsed[code];
  let noun = w[kind][word] ?? '';
  let qualifier = w.q[q] ?? '';
  const [bare, gender] = noun.split(':') as [string, keyof typeof GENDER_FORM | undefined];
  if (gender) {
    noun = bare;
    qualifier = qualifier.split('/')[GENDER_FORM[gender]] ?? qualifier;
  }
  return w.order === 'qn' ? `${qualifier}${w.sep}${noun}` : `${noun}${w.sep}${qualifier}`;
}

/** The name in all 29 languages. */
export function namesOf(q: number, kind: WordKind, word: number): Record<LanguageCode, string> {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, nameIn(code, q, kind, word)])) as Record<
    LanguageCode,
    string
  >;
}
