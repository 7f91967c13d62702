import { HOME_CONTENT_ELEMENT_ID, type HomeContent, type LanguageCode, WEB_API_PATHS } from '@lobby/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { apiGet } from './api-client.ts';
import { parseCheckedJson } from './checked-json.ts';
import { homeContentCheck } from './home-content-check.ts';
import { currentLanguage, onLanguageChanged } from './i18n.ts';
import { useStartupConfig } from './startup-config.ts';

// Home's content (issue 10: announcements, banners, hot matches, service bar). The page the
// server serves carries it inline, in the language of the language cookie (else the merchant's
// default), so Home paints without a call; otherwise, or in another language, one call fetches
// it. A small store, not TanStack Query, which stays out of Home's first paint (decision 026).

/** Home shown again after this long asks again in the background, so an operator's change shows. */
export const HOME_CONTENT_MAX_AGE_MS = 60_000;

let content: HomeContent | null = null;
let fetchedAt = 0;
let inlineRead = false;
let inFlight: { language: LanguageCode; promise: Promise<void> } | null = null;
const listeners = new Set<() => void>();

function set(next: HomeContent, at: number): void {
  fetchedAt = at;
  // An unchanged answer keeps its identity: nothing re-renders for a background refresh.
  if (JSON.stringify(next) === JSON.stringify(content)) return;
  content = next;
  for (const listener of listeners) listener();
}

/** The content the server wrote into the page, once, if it is there and of the right shape. */
function readInline(): HomeContent | null {
  if (inlineRead) return null;
  inlineRead = true;
  return parseCheckedJson(document.getElementById(HOME_CONTENT_ELEMENT_ID)?.textContent, homeContentCheck);
}

function fetchContent(language: LanguageCode, merchantCode: string): Promise<void> {
  if (inFlight?.language === language) return inFlight.promise;
  const query = new URLSearchParams({ language, platform: 'M', merchantCode });
  const promise = apiGet(`${WEB_API_PATHS.homeContent}?${query}`, homeContentCheck)
    .then((answer) => {
      // A language changed meanwhile: its own call is the one to keep.
      if (answer.language === currentLanguage() || content?.language !== currentLanguage()) {
        set(answer, Date.now());
      }
    })
    // A failed call keeps what is shown; the next showing of Home asks again.
    .catch(() => undefined)
    .finally(() => {
      if (inFlight?.promise === promise) inFlight = null;
    });
  inFlight = { language, promise };
  return promise;
}

/**
 * Makes sure the content is in `language` and fresh: the page's copy when it is in that
 * language, else a call; content older than a minute is asked for again in the background.
 */
export function refreshHomeContent(language: LanguageCode, merchantCode: string, now = Date.now()): void {
  const inline = readInline();
  if (inline?.language === language && content?.language !== language) set(inline, now);
  if (content?.language === language && now - fetchedAt < HOME_CONTENT_MAX_AGE_MS) return;
  void fetchContent(language, merchantCode);
}

/**
 * The content shown now, in whichever language it last arrived. The page's own copy is taken
 * at the first read, during Home's first render, when it is in the current language: taken
 * later (in an effect) the banners, ticker and hot matches would appear one frame after the
 * rest and push the footer down (a layout shift Lighthouse saw).
 */
export function readHomeContent(): HomeContent | null {
  if (content === null && !inlineRead) {
    const inline = readInline();
    if (inline?.language === currentLanguage()) {
      content = inline;
      fetchedAt = Date.now();
    }
  }
  return content;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Home's content, or null until it is first known. After a language change the previous
 * language's content stays until the new one arrives, so nothing on Home jumps meanwhile.
 */
export function useHomeContent(): HomeContent | null {
  const { merchantCode } = useStartupConfig();
  useEffect(() => {
    const refresh = () => refreshHomeContent(currentLanguage(), merchantCode);
    refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    const stopLanguage = onLanguageChanged(refresh);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      stopLanguage();
    };
  }, [merchantCode]);
  return useSyncExternalStore(subscribe, readHomeContent);
}
