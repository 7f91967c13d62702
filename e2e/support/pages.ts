import { type SessionInfo, STORAGE_KEYS } from '@lobby/shared';
import type { Browser, Page } from 'playwright-core';
import { newPhonePage } from './browser.ts';

/**
 * A phone page whose visitor chose English once (so texts read in English), optionally already
 * logged in with `session`. The first load only: a logout or a language change afterwards
 * stays, across reloads (the flag lives in local storage, which logout keeps).
 */
export async function englishPage(browser: Browser, baseUrl: string, session?: SessionInfo): Promise<Page> {
  const page = await newPhonePage(browser, baseUrl);
  await page.addInitScript(
    ({ languageKey, sessionKey, stored }) => {
      if (localStorage.getItem('e2e-init')) return;
      localStorage.setItem('e2e-init', '1');
      localStorage.setItem(languageKey, 'EN');
      if (stored) localStorage.setItem(sessionKey, stored);
    },
    {
      languageKey: STORAGE_KEYS.language,
      sessionKey: STORAGE_KEYS.MC_SESSION_INFO,
      stored: session ? JSON.stringify(session) : '',
    },
  );
  return page;
}

/** The session a login answer gives, as the web app stores it (spec 3). */
export function sessionOf(
  answer: { token: string; userName: string; customerType: number },
  merchantCode = 'LOBBYDEMO',
): SessionInfo {
  return { token: answer.token, merchantCode, userName: answer.userName, type: answer.customerType };
}
