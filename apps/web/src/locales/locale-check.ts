import type { MessageTable } from '../lib/messages.ts';

// What makes a language's texts complete (spec 1, issue 9): every key English has, no other,
// and each text with the same interpolation variables (`{{name}}`) and the same tags
// (`<terms>...</terms>`, filled by <Trans>). Plural keys follow each language's own categories
// (lib/messages.ts looks up `key_<Intl.PluralRules category>`): English's `x_one`/`x_other`
// asks Russian for `x_one`, `x_few`, `x_many`, `x_other`, and Japanese for `x_other` alone.

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export function flatten(table: MessageTable, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The placeholders a text relies on: `{{name}}` variables and `<tag>` / `</tag>` markers. */
export function placeholders(text: string): string[] {
  const vars = [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const tags = [...text.matchAll(/<\/?([a-zA-Z][\w-]*)\s*\/?>/g)].map((m) => m[0].replace(/\s/g, ''));
  return [...new Set([...vars, ...tags])].sort();
}

/** The keys `tag`'s language must have for English's `keys`, plurals expanded by its rules. */
export function expectedKeys(englishKeys: Iterable<string>, tag: string): Map<string, string> {
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  const out = new Map<string, string>();
  for (const key of englishKeys) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (!plural) out.set(key, key);
    else {
      const base = key.slice(0, plural.index);
      for (const category of categories) out.set(`${base}_${category}`, key);
    }
  }
  return out;
}

/**
 * Every problem of `table` (language `tag`) against English, one line each; empty when complete.
 * A plural form is checked against English's `_other` form, which every plural key has.
 */
export function localeProblems(english: MessageTable, table: MessageTable, tag: string): string[] {
  const en = flatten(english);
  const own = flatten(table);
  const wanted = expectedKeys(en.keys(), tag);
  const problems: string[] = [];
  for (const [key, enKey] of wanted) {
    const text = own.get(key);
    if (text === undefined || text.trim() === '') {
      problems.push(`missing ${key}`);
      continue;
    }
    const source = en.get(PLURAL_SUFFIX.test(enKey) ? enKey.replace(PLURAL_SUFFIX, '_other') : enKey);
    // A plural form may say its number in words (Arabic's dual: "ساعتان", two hours) and so
    // leave out {{count}}; every other placeholder stays.
    const plural = PLURAL_SUFFIX.test(key);
    const want = placeholders(source ?? en.get(enKey) ?? '').filter((p) => !plural || p !== '{{count}}');
    const have = placeholders(text).filter((p) => !plural || p !== '{{count}}');
    if (want.join(' ') !== have.join(' ')) {
      problems.push(
        `${key}: placeholders ${have.join(' ') || '(none)'} differ from English ${want.join(' ') || '(none)'}`,
      );
    }
  }
  for (const key of own.keys()) if (!wanted.has(key)) problems.push(`extra ${key}`);
  return problems;
}
