import { type LanguageCode, type SessionInfo, STORAGE_KEYS } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { withoutInlineConfig } from './app-shell.ts';
import { newPhonePage } from './browser.ts';
import type { E2eFixture } from './fixture.ts';
import { englishPage } from './pages.ts';

/**
 * A phone page in `code`, as a visitor who chose it before: the merchant's supported languages
 * are widened to include it (the demo merchant supports MY and EN only).
 */
export async function languagePage(e2e: E2eFixture, code: LanguageCode): Promise<Page> {
  const page = await newPhonePage(e2e.browser, e2e.server.url);
  await page.addInitScript(
    ({ key, language }) => {
      if (sessionStorage.getItem('e2e-init')) return;
      sessionStorage.setItem('e2e-init', '1');
      localStorage.setItem(key, language);
    },
    { key: STORAGE_KEYS.language, language: code },
  );
  await withoutInlineConfig(page);
  await page.route('**/api/merchant/config', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.value.languages.supported = ['MY', 'EN', code];
    await route.fulfill({ response, json: body });
  });
  return page;
}

/** A phone page in `code` with `session` stored, as a member who logged in before (EN: the plain English page). */
export async function memberLanguagePage(
  e2e: E2eFixture,
  session: SessionInfo,
  code: LanguageCode,
): Promise<Page> {
  if (code === 'EN') return englishPage(e2e.browser, e2e.server.url, session);
  const page = await languagePage(e2e, code);
  await page.addInitScript(
    ({ key, value }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    { key: STORAGE_KEYS.MC_SESSION_INFO, value: JSON.stringify(session) },
  );
  return page;
}
