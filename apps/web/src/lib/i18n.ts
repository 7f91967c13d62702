import {
  COMPLETE_LANGUAGES,
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguageCode,
  LANGUAGES,
  type LanguageCode,
  languageInfo,
  STORAGE_KEYS,
} from '@lobby/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

// One locale file per language (docs/decisions/001). Each is its own chunk: a visitor
// downloads the chosen language, plus the English fallback when that language is partial.
const locales = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json');

function localeLoader(code: LanguageCode) {
  return locales[`../locales/${code.toLowerCase()}.json`];
}

/**
 * Texts only some screens need live in parts, each its own chunk per language, loaded with
 * those screens (docs/decisions/007: the first paint of /m/home carries the shell's texts only).
 * A part merges into the same keys (`login.*`, `errors.LOGIN_FAILED`), so callers just use `t`.
 */
const localeParts = {
  accounts: import.meta.glob<{ default: Record<string, unknown> }>('../locales/accounts/*.json'),
};
export type LocalePart = keyof typeof localeParts;
const wantedParts = new Set<LocalePart>();
const loadedParts = new Set<string>();

async function loadPartBundle(part: LocalePart, code: LanguageCode): Promise<void> {
  const key = `${part}:${code}`;
  if (loadedParts.has(key)) return;
  const load = localeParts[part][`../locales/${part}/${code.toLowerCase()}.json`];
  if (!load) return;
  const module = await load();
  i18n.addResourceBundle(tagOf(code), 'translation', module.default, true, true);
  loadedParts.add(key);
}

/** Loads a part for the current and fallback languages, and for every later language change. */
export async function loadLocalePart(part: LocalePart): Promise<void> {
  wantedParts.add(part);
  // The first screen's module may load before i18n knows the visitor's language.
  await initialised;
  await loadWantedParts(languagesFor(currentLanguage()));
}

function loadWantedParts(codes: LanguageCode[]): Promise<unknown> {
  return Promise.all([...wantedParts].flatMap((part) => codes.map((code) => loadPartBundle(part, code))));
}

/** A lazy module that needs a locale part: both load in parallel, the module resolves after both. */
export async function withLocalePart<T>(part: LocalePart, load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadLocalePart(part)]);
  return module;
}

export const i18n = i18next.createInstance();

// i18next names languages by their BCP 47 tag (my, zh-Hant, ur-Latn); the merchant's codes
// (MY, ZH-TW, UR-LATN) map to and from those tags here and nowhere else.
const tagOf = (code: LanguageCode) => languageInfo(code).tag;

async function loadBundle(code: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(tagOf(code), 'translation')) return;
  const load = localeLoader(code);
  if (!load) return;
  const module = await load();
  i18n.addResourceBundle(tagOf(code), 'translation', module.default, true, true);
}

/** The language kept in local storage (spec 1), if it is one we know. */
export function storedLanguage(): LanguageCode | null {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return stored && isLanguageCode(stored) ? stored : null;
}

/**
 * spec 1: the stored choice if the merchant supports it, else the merchant's default.
 * Before the configuration is known, the stored choice or the spec default.
 */
export function chooseLanguage(
  stored: LanguageCode | null,
  merchant?: { default: LanguageCode; supported: readonly LanguageCode[] },
): LanguageCode {
  if (!merchant) return stored ?? DEFAULT_LANGUAGE;
  return stored && merchant.supported.includes(stored) ? stored : merchant.default;
}

/** The bundles a language needs: itself, plus English unless it is complete. */
function languagesFor(code: LanguageCode): LanguageCode[] {
  return COMPLETE_LANGUAGES.includes(code) ? [code] : [code, FALLBACK_LANGUAGE];
}

function applyToDocument(code: LanguageCode): void {
  const info = languageInfo(code);
  document.documentElement.lang = info.tag;
  document.documentElement.dir = info.dir;
}

let markInitialised: () => void = () => undefined;
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

export async function initI18n(code: LanguageCode): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: tagOf(code),
    fallbackLng: tagOf(FALLBACK_LANGUAGE),
    load: 'currentOnly',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  try {
    await Promise.all(languagesFor(code).map(loadBundle));
  } catch {
    // Offline at first load: the start-up gate shows its service-error page and retries.
  }
  applyToDocument(code);
  markInitialised();
}

/** Switches at once, without a reload; `remember` keeps the choice in local storage. */
export async function setLanguage(code: LanguageCode, remember: boolean): Promise<void> {
  const codes = languagesFor(code);
  await Promise.all([...codes.map(loadBundle), loadWantedParts(codes)]);
  await i18n.changeLanguage(tagOf(code));
  // A part asked for while the language was changing: load it for the new language too.
  await loadWantedParts(codes);
  applyToDocument(code);
  if (remember) localStorage.setItem(STORAGE_KEYS.language, code);
}

export function currentLanguage(): LanguageCode {
  const tag = i18n.language?.toLowerCase();
  return LANGUAGES.find((l) => l.tag.toLowerCase() === tag)?.code ?? DEFAULT_LANGUAGE;
}
