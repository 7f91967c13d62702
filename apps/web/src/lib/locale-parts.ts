// Texts only some screens need live in parts, each its own chunk per language, loaded with those
// screens (docs/decisions/007: the first paint of /m/home carries the shell's texts only). A part
// merges into the same keys (`login.*`, `errors.LOGIN_FAILED`), so callers just use `t`. This
// table is itself loaded on demand by lib/i18n.ts (issue 11: Home's first-paint budget).
import type { MessageTable } from './messages.ts';

type LocaleModule = { default: MessageTable };

export const localeParts = {
  accounts: import.meta.glob<LocaleModule>('../locales/accounts/*.json'),
  /** The guest pages: free trial and user agreement (decisions 040, 041). */
  guest: import.meta.glob<LocaleModule>('../locales/guest/*.json'),
  /** Notices, help centre and the announcement popups (issue 10). */
  content: import.meta.glob<LocaleModule>('../locales/content/*.json'),
  /** The member centre (spec 2.9; issue 10). */
  member: import.meta.glob<LocaleModule>('../locales/member/*.json'),
  /** The inbox: /m/message, /m/webEmail (issue 10). */
  inbox: import.meta.glob<LocaleModule>('../locales/inbox/*.json'),
  /** The download popup and its iOS guide (spec 2.10; decision 053). */
  download: import.meta.glob<LocaleModule>('../locales/download/*.json'),
  /** The cashier: /m/voucherCenter and /m/withdraw (issue 11). */
  cashier: import.meta.glob<LocaleModule>('../locales/cashier/*.json'),
};
export type LocalePart = keyof typeof localeParts;
