import {
  COMPLETE_LANGUAGES,
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguageCode,
  LANGUAGE_COOKIE,
  type LanguageCode,
  languageInfo,
  STORAGE_KEYS,
} from '@lobby/shared';
import { createMessages, type MessageTable, type MessageValues } from './messages.ts';

// One locale file per language (docs/decisions/001). Each is its own chunk: a visitor
// downloads the chosen language, plus the English fallback when that language is partial.
type LocaleModule = { default: MessageTable };
type LocaleFiles = Record<string, () => Promise<LocaleModule>>;
const locales = import.meta.glob<LocaleModule>('../locales/*.json');

/**
 * Texts only some screens need live in parts, each its own chunk per language, loaded with
 * those screens (docs/decisions/007: the first paint of /m/home carries the shell's texts only).
 * A part merges into the same keys (`login.*`, `errors.LOGIN_FAILED`), so callers just use `t`.
 */
const maps = () => import('./locale-part-maps.ts');
const localeParts = {
  // The login modal opens on Home: its texts' map stays in the shell, one round trip shorter.
  accounts: import.meta.glob<LocaleModule>('../locales/accounts/*.json'),
  // The other parts' maps are one chunk of their own (lib/locale-part-maps.ts).
  /** The guest pages: free trial and user agreement (decisions 040, 041). */
  guest: () => maps().then((m) => m.guest),
  /** Notices, help centre and the announcement popups (issue 10). */
  content: () => maps().then((m) => m.content),
  /** The member centre (spec 2.9; issue 10). */
  member: () => maps().then((m) => m.member),
  /** The inbox: /m/message, /m/webEmail (issue 10). */
  inbox: () => maps().then((m) => m.inbox),
  /** The download popup and its iOS guide (spec 2.10; decision 053). */
  download: () => maps().then((m) => m.download),
  /** The security centre: /m/securityCenter (issue 11). */
  security: () => maps().then((m) => m.security),
  /** The record screens: /m/transaction/record, /m/vouReport, /m/withdrawReport (issue 11). */
  records: () => maps().then((m) => m.records),
  /** The betting record: /m/gameRecord (issue 12; decision 085). */
  gameRecords: () => maps().then((m) => m.gameRecords),
  /** Profit and loss: /m/profitandloss (issue 13; decision 097). */
  profitLoss: () => maps().then((m) => m.profitLoss),
  /** The cashier: /m/voucherCenter and /m/withdraw (issue 11). */
  cashier: () => maps().then((m) => m.cashier),
  /** The games: Home's popular-games tabs, the game lists and /m/launchGame (issue 12). */
  games: () => maps().then((m) => m.games),
  /** The lottery lobby: /m/lottery and /m/moreLottery (issue 13; decision 093). */
  lottery: () => maps().then((m) => m.lottery),
};
export type LocalePart = keyof typeof localeParts;
const wantedParts = new Set<LocalePart>();
const loadedParts = new Set<string>();

const messages = createMessages();
let language: LanguageCode = DEFAULT_LANGUAGE;
/** Moves on every language change and every loaded bundle: what components re-render on. */
let version = 0;
const listeners = new Set<() => void>();
const languageListeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

// The merchant's codes (MY, ZH-TW, UR-LATN) map to BCP 47 tags (my, zh-Hant, ur-Latn) here.
const tagOf = (code: LanguageCode) => languageInfo(code).tag;

async function loadInto(code: LanguageCode, load: (() => Promise<LocaleModule>) | undefined) {
  if (!load) return;
  const module = await load();
  messages.add(tagOf(code), module.default);
  changed();
}

async function loadPartBundle(part: LocalePart, code: LanguageCode): Promise<void> {
  const key = `${part}:${code}`;
  if (loadedParts.has(key)) return;
  const entry: LocaleFiles | (() => Promise<LocaleFiles>) = localeParts[part];
  const files = typeof entry === 'function' ? await entry() : entry;
  await loadInto(code, files[`../locales/${part}/${code.toLowerCase()}.json`]);
  loadedParts.add(key);
}

/** Loads a part for the current and fallback languages, and for every later language change. */
export async function loadLocalePart(part: LocalePart): Promise<void> {
  wantedParts.add(part);
  // The first screen's module may load before i18n knows the visitor's language.
  await initialised;
  await loadWantedParts(languagesFor(language));
}

function loadWantedParts(codes: LanguageCode[]): Promise<unknown> {
  return Promise.all([...wantedParts].flatMap((part) => codes.map((code) => loadPartBundle(part, code))));
}

/** A lazy module that needs a locale part: both load in parallel, the module resolves after both. */
export async function withLocalePart<T>(part: LocalePart, load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadLocalePart(part)]);
  return module;
}

function loadBundle(code: LanguageCode): Promise<void> {
  if (messages.has(tagOf(code))) return Promise.resolve();
  return loadInto(code, locales[`../locales/${code.toLowerCase()}.json`]);
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
/** Resolves once the first language is chosen: parts may load from then on, beside its texts. */
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

/**
 * Issue 10: the chosen language is mirrored into a cookie (local storage stays the source), so
 * the page the server serves carries Home's content in it. A year, the whole site, first-party.
 */
function mirrorLanguageCookie(code: LanguageCode): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Safari versions members use (iOS 12.4+, spec 9).
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; SameSite=Lax`;
}

export async function initI18n(code: LanguageCode): Promise<void> {
  language = code;
  markInitialised();
  // A choice made before the cookie existed reaches the server from the next page on.
  const stored = storedLanguage();
  if (stored) mirrorLanguageCookie(stored);
  try {
    await Promise.all(languagesFor(code).map(loadBundle));
  } catch {
    // Offline at first load: the start-up gate shows its service-error page and retries.
  }
  applyToDocument(code);
  changed();
}

/** Switches at once, without a reload; `remember` keeps the choice in local storage. */
export async function setLanguage(code: LanguageCode, remember: boolean): Promise<void> {
  const codes = languagesFor(code);
  await Promise.all([...codes.map(loadBundle), loadWantedParts(codes)]);
  language = code;
  // A part asked for while the language was changing: load it for the new language too.
  await loadWantedParts(codes);
  applyToDocument(code);
  if (remember) {
    localStorage.setItem(STORAGE_KEYS.language, code);
    mirrorLanguageCookie(code);
  }
  changed();
  for (const listener of languageListeners) listener();
}

export function currentLanguage(): LanguageCode {
  return language;
}

/**
 * The text of a key in the current language, falling back to English key by key. In a
 * right-to-left language its values and fallbacks come isolated (decision 042).
 */
export function translate(key: string, values?: MessageValues): string {
  return messages.translate(languagesFor(language).map(tagOf), key, values, {
    isolate: languageInfo(language).dir === 'rtl',
  });
}

/** Calls `listener` after every language change or newly loaded texts; returns the unsubscribe. */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` after every language change; returns the unsubscribe. */
export function onLanguageChanged(listener: () => void): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}

export function messagesVersion(): number {
  return version;
}
