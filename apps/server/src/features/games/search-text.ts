// Game-name search (decision 072): one normal form, computed in JS for the stored game.search_text
// and for the query, so PostgreSQL and PGlite compare plain strings and the trigram index serves
// both. Case and Latin/Greek/Cyrillic accents go ("Phượng" -> "phuong"); the marks that make up
// Thai, Lao, Khmer, Burmese, Devanagari, Bengali and Tamil letters stay, so a substring of a name in
// those scripts is found as written. Arabic, Urdu and Persian short vowels (harakat) go.

/** Combining marks NFKD leaves after Latin, Greek and Cyrillic letters; Arabic-script harakat. */
const STRIPPED_MARKS =
  /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u064b-\u065f\u0670]/g;

/** Letters NFKD does not decompose but a reader types without their stroke. */
const FOLDED: Record<string, string> = {
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ł: 'l',
  ø: 'o',
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ŧ: 't',
};
const FOLDED_RE = new RegExp(`[${Object.keys(FOLDED).join('')}]`, 'g');

/** Separates the names of the languages in search_text, so no match spans two names. */
export const NAME_SEPARATOR = '\n';

/** The normal form: NFKD, marks above stripped, lower case, folded letters, spaces collapsed. */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(STRIPPED_MARKS, '')
    .toLowerCase()
    .replace(FOLDED_RE, (c) => FOLDED[c] ?? c)
    .normalize('NFC')
    .replace(/[\s\u200b-\u200d\u2060\ufeff]+/g, ' ')
    .trim();
}

/** game.search_text: every language's name (and the node id), each in normal form, deduplicated. */
export function searchTextOf(names: Record<string, string | undefined>, nodeId: string): string {
  const forms = new Set<string>();
  for (const name of Object.values(names)) if (name) forms.add(normaliseSearch(name));
  forms.add(normaliseSearch(nodeId));
  return [...forms].join(NAME_SEPARATOR);
}

/** A LIKE pattern matching the normal form of `query` anywhere, its wildcards taken literally. */
export function containsPattern(query: string): string {
  return `%${normaliseSearch(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
