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
    translate(tags: readonly string[], key: string, values?: MessageValues): string {
      const count = values?.count;
      for (const tag of tags) {
        const plural =
          typeof count === 'number' ? lookup(tag, `${key}_${pluralForm(tag, count)}`, values) : null;
        const text = plural ?? lookup(tag, key, values);
        if (text !== null) return text;
      }
      return key;
    },
  };
}
