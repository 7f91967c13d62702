import rosetta from 'rosetta';

// The message store behind lib/i18n.ts (decision 025): rosetta looks keys up by dot path and
// fills `{{name}}` from the values, as the locale files are written. What rosetta leaves to us:
// parts merging deeply into a language's table, plurals in i18next's `_one`/`_other` form, and
// the key-by-key fallback through a list of languages (a partial language, then English).

export type MessageTable = { [key: string]: string | MessageTable };
export type MessageValues = Record<string, unknown>;

function isTable(value: unknown): value is MessageTable {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merged(into: MessageTable, from: MessageTable): MessageTable {
  const out: MessageTable = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = out[key];
    out[key] = isTable(existing) && isTable(value) ? merged(existing, value) : value;
  }
  return out;
}

const pluralRulesByTag = new Map<string, Intl.PluralRules>();
function pluralForm(tag: string, count: number): string {
  let rules = pluralRulesByTag.get(tag);
  if (!rules) {
    rules = new Intl.PluralRules(tag);
    pluralRulesByTag.set(tag, rules);
  }
  return rules.select(count);
}

// Unicode isolates (FSI ... PDI): the text inside takes its own direction from its first strong
// letter and does not reorder its neighbours, so "4-16", "+95" or "Lucky Lantern" read as one
// left-to-right run inside Arabic (issue 9, spec 1; decision 042).
export const FSI = '\u2068';
export const PDI = '\u2069';
const isolated = (text: string) => `${FSI}${text}${PDI}`;
// Two values joined by a dash, slash, colon or tilde ("{{min}}-{{max}}") are one run: isolated
// apart, each would be ordered right to left around the dash ("16-4").
const JOINED_ISOLATES = new RegExp(`${PDI}( ?[-\u2013\u2014/:~] ?)${FSI}`, 'g');

function isolatedValues(values: MessageValues | undefined): MessageValues | undefined {
  if (!values) return values;
  const out: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    const plain = typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint';
    out[name] = plain && value !== '' ? isolated(String(value)) : value;
  }
  return out;
}

export interface TranslateOptions {
  /**
   * The text is for a right-to-left page: each filled-in value, and a whole text that fell back
   * to a later (English) language, is isolated so it keeps its left-to-right order.
   */
  isolate?: boolean;
}

export function createMessages() {
  const store = rosetta<MessageTable>();

  function lookup(tag: string, key: string, values: MessageValues | undefined): string | null {
    const text: unknown = store.t(key, values, tag);
    return typeof text === 'string' && text !== '' ? text : null;
  }

  return {
    has(tag: string): boolean {
      return store.table(tag) !== undefined;
    },
    /** Adds keys to a language; a part's `errors.*` joins the shell's `errors.*`. */
    add(tag: string, table: MessageTable): void {
      store.set(tag, merged((store.table(tag) as MessageTable | undefined) ?? {}, table));
    },
    /**
     * The text of `key` in the first of `tags` that has it, else the key itself. With a numeric
     * `count`, the plural form (`key_one`, `key_other`, ...) of that language comes first.
     */
    translate(
      tags: readonly string[],
      key: string,
      values?: MessageValues,
      { isolate = false }: TranslateOptions = {},
    ): string {
      const count = values?.count;
      const filled = isolate ? isolatedValues(values) : values;
      for (const [index, tag] of tags.entries()) {
        const plural =
          typeof count === 'number' ? lookup(tag, `${key}_${pluralForm(tag, count)}`, filled) : null;
        const text = plural ?? lookup(tag, key, filled);
        if (text === null) continue;
        if (!isolate) return text;
        const joined = text.replace(JOINED_ISOLATES, '$1');
        return index === 0 ? joined : isolated(joined);
      }
      return key;
    },
  };
}
