import { languageInfo } from '@lobby/shared';
import {
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { currentLanguage, messagesVersion, subscribeMessages, translate } from './i18n.ts';
import type { MessageValues } from './messages.ts';

// The app's one door to translations in components: they import `useTranslation` and `Trans`
// from here, so the i18n library behind it can change without touching them (issue 7,
// decision 025).
export { onLanguageChanged } from './i18n.ts';

export type TranslateFunction = (key: string, values?: MessageValues) => string;

/**
 * `t(key, values)` in the current language. Every component that calls it re-renders when the
 * language changes or new texts arrive, and `t` changes identity then, like i18next's.
 */
export function useTranslation(): { t: TranslateFunction } {
  const version = useSyncExternalStore(subscribeMessages, messagesVersion, messagesVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` for each version is the point.
  return useMemo(() => ({ t: (key: string, values?: MessageValues) => translate(key, values) }), [version]);
}

/** The BCP 47 tag of the app language (for `Intl` APIs); re-renders when the language changes. */
export function useLanguageTag(): string {
  useSyncExternalStore(subscribeMessages, messagesVersion, messagesVersion);
  return languageInfo(currentLanguage()).tag;
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A text with component tags: `<terms>user agreement</terms>` in the locale file renders the
 * element given as `components.terms`, with the tag's text as its children.
 */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: string;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(text.slice(last, match.index));
    const element = components[name];
    parts.push(isValidElement(element) ? cloneElement(element, { key: match.index }, inner) : inner);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return createElement(Fragment, null, ...parts);
}
