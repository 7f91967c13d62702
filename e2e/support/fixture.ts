import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, inject, vi } from 'vitest';
import { getRegistrationRule, setRegistrationRule } from './member-api.ts';
import { type RunningServer, type SharedServer, startServer } from './server.ts';

export interface E2eFixture {
  server: RunningServer;
  browser: Browser;
}

export interface E2eOptions {
  /** Server settings of its own: the file gets a server of its own (from the seeded template). */
  env?: Record<string, string>;
  /** Switch the registration captcha off, so the file can register members through the API. */
  membersByApi?: boolean;
  /** Keep the seeded Home popups (spec 4): a server of its own, where they are still on. */
  homePopups?: boolean;
  /** The lottery's draw cycle (open, lock, draw, settle) runs: a server of its own. */
  lotteryScheduler?: boolean;
  /**
   * The file changes merchant-wide settings (flags, maintenance, languages, content) that other
   * files would see: a server of its own.
   */
  ownServer?: boolean;
}

/** This worker's slot (e2e/global-setup.ts): its Chromium serves any number of files at once. */
function workerSlot() {
  const { workers } = inject('lobbyE2e');
  const id = Number(process.env.VITEST_POOL_ID ?? 1);
  const slot = workers[(id - 1) % workers.length];
  if (!slot) throw new Error('the e2e global setup started no server');
  return slot;
}

/**
 * A shared server held for this file alone: files change settings on it for a moment (the
 * registration captcha) and put them back, so two must never run on one server at once. The
 * pool id alone did not promise that (a file's restore once landed in another file's run), so a
 * file takes a slot by making its lease folder, which only one can, and removes it after.
 */
async function leaseServer(): Promise<{ server: SharedServer; release(): void }> {
  const { workers, leases } = inject('lobbyE2e');
  const first = (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % workers.length;
  const order = workers.map((_, i) => (first + i) % workers.length);
  return vi.waitFor(
    () => {
      for (const i of order) {
        const lease = join(leases, String(i));
        try {
          mkdirSync(lease);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
          throw error;
        }
        const slot = workers[i];
        if (!slot) throw new Error(`no server in slot ${i}`);
        return { server: slot.server, release: () => rmSync(lease, { recursive: true, force: true }) };
      }
      throw new Error('every shared server is held by another file');
    },
    { timeout: 120_000, interval: 100 },
  );
}

/** This worker's Chromium (one per worker, started by the global setup), for files that manage their own server. */
export function workerBrowser(): Promise<Browser> {
  return chromium.connect(workerSlot().wsEndpoint);
}

/** The shared server, stopped by the global setup's teardown, never by a file. */
const borrowed = (server: SharedServer): RunningServer => ({ ...server, stop: async () => undefined });

/**
 * The worker's server and Chromium, shared by its files one after the other; a file whose
 * options need other settings gets a server of its own, started from the seeded template and
 * stopped after it. Each test opens its own browser context (support/browser.ts newPhonePage).
 */
export function useServerAndBrowser(options: E2eOptions = {}): E2eFixture {
  const fixture = {} as E2eFixture;
  const own = Boolean(options.env || options.homePopups || options.lotteryScheduler || options.ownServer);
  let restoreCaptcha: (() => Promise<void>) | undefined;
  let release: (() => void) | undefined;
  beforeAll(async () => {
    fixture.browser = await workerBrowser();
    if (own) {
      fixture.server = await startServer({
        env: { ...(options.lotteryScheduler ? { LOTTERY_SCHEDULER: 'on' } : {}), ...options.env },
      });
    } else {
      const lease = await leaseServer();
      release = lease.release;
      fixture.server = borrowed(lease.server);
    }
    if (own && !options.homePopups) {
      const { disableHomePopups } = await import('./home-popups.ts');
      await disableHomePopups(fixture.server);
    }
    // The captcha's answer exists only in its image: it is for people. Put back after the file.
    if (options.membersByApi) {
      const before = await getRegistrationRule(fixture.server, 'captcha');
      await setRegistrationRule(fixture.server, 'captcha', { enabled: false, required: false });
      const server = fixture.server;
      restoreCaptcha = async () => {
        await setRegistrationRule(server, 'captcha', before);
      };
    }
  });
  afterAll(async () => {
    try {
      await restoreCaptcha?.();
      await fixture.browser?.close();
      await fixture.server?.stop();
    } finally {
      release?.();
    }
  });
  return fixture;
}
