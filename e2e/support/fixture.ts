import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export interface E2eFixture {
  server: RunningServer;
  browser: Browser;
}

/** One real server (fresh DATA_DIR) and one Chromium per test file, stopped after it. */
export function useServerAndBrowser(options: { env?: Record<string, string> } = {}): E2eFixture {
  const fixture = {} as E2eFixture;
  beforeAll(async () => {
    fixture.server = await startServer(options);
    fixture.browser = await openBrowser();
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.server?.stop();
  });
  return fixture;
}
