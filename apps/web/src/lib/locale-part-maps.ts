import type { MessageTable } from './messages.ts';

// The file maps of the locale parts but accounts' (decision 070), in one chunk of their own:
// Home's first paint carries one import of this module instead of 29 hashed file names per part,
// which keeps the shell inside its 100 KB budget (decision 007). The build names this chunk in
// the page of every route that needs one of these parts (vite.config.ts), so it costs no extra
// round trip there. A new part goes here, and in LAZY_LOCALE_PARTS.
type LocaleModule = { default: MessageTable };

export const guest = import.meta.glob<LocaleModule>('../locales/guest/*.json');
export const content = import.meta.glob<LocaleModule>('../locales/content/*.json');
export const member = import.meta.glob<LocaleModule>('../locales/member/*.json');
export const inbox = import.meta.glob<LocaleModule>('../locales/inbox/*.json');
export const download = import.meta.glob<LocaleModule>('../locales/download/*.json');
export const security = import.meta.glob<LocaleModule>('../locales/security/*.json');
export const records = import.meta.glob<LocaleModule>('../locales/records/*.json');
export const gameRecords = import.meta.glob<LocaleModule>('../locales/gameRecords/*.json');
export const profitLoss = import.meta.glob<LocaleModule>('../locales/profitLoss/*.json');
export const cashier = import.meta.glob<LocaleModule>('../locales/cashier/*.json');
export const games = import.meta.glob<LocaleModule>('../locales/games/*.json');
export const lottery = import.meta.glob<LocaleModule>('../locales/lottery/*.json');
