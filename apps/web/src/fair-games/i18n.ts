import type { GamePageConfig } from './config.ts';
import type en from './locales/en.json';

// The game pages' own texts (decision 080): one small dictionary per language, of which the page
// loads only its session's (a separate file each), with `{{name}}` placeholders.

export type TextKey = keyof typeof en;
export type Texts = Record<TextKey, string>;

const dictionaries = import.meta.glob<Texts>('./locales/*.json', { import: 'default' });

let texts: Partial<Texts> = {};

/** Loads a language's texts (a language code such as EN or PT-BR); English when it has none. */
export async function loadTexts(code: string, config: GamePageConfig): Promise<void> {
  const load = dictionaries[`./locales/${code.toLowerCase()}.json`] ?? dictionaries['./locales/en.json'];
  texts = load ? await load() : {};
  const language = config.languages.find(([known]) => known === code.toUpperCase());
  document.documentElement.lang = language?.[1] ?? 'en';
  document.documentElement.dir = language?.[2] === 'rtl' ? 'rtl' : 'ltr';
}

export function t(key: TextKey, values: Record<string, string | number> = {}): string {
  const text = texts[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The language a page without a session shows: the lobby's language cookie, else English. */
export function cookieLanguage(cookie: string, config: GamePageConfig): string {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === config.languageCookie && value) return decodeURIComponent(value).toUpperCase();
  }
  return 'EN';
}
