import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openBrowser } from './browser.ts';
import { disableHomePopups } from './home-popups.ts';
import { setRegistrationRule } from './member-api.ts';
import { type RunningServer, startServer } from './server.ts';

export interface E2eFixture {
  server: RunningServer;
  browser: Browser;
}

export interface E2eOptions {
  env?: Record<string, string>;
  /** Switch the registration captcha off, so the file can register members through the API. */
  membersByApi?: boolean;
  /** Keep the seeded Home popups (spec 4); other files switch them off (support/home-popups.ts). */
  homePopups?: boolean;
}

/** One real server (fresh DATA_DIR) and one Chromium per test file, stopped after it. */
export function useServerAndBrowser(options: E2eOptions = {}): E2eFixture {
  const fixture = {} as E2eFixture;
  beforeAll(async () => {
    fixture.server = await startServer({ env: options.env });
    fixture.browser = await openBrowser();
    // The captcha's answer exists only in its image: it is for people.
    if (options.membersByApi)
      await setRegistrationRule(fixture.server, 'captcha', { enabled: false, required: false });
    if (!options.homePopups) await disableHomePopups(fixture.server);
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.server?.stop();
  });
  return fixture;
}
