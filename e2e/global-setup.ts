import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startServer as startChildServer } from '../bench/support/server.ts';
import { ensureWebBuild } from '../scripts/ensure-web-build.mjs';
import { CHROMIUM_ARGS } from './support/browser.ts';
import { disableHomePopups } from './support/home-popups.ts';
import { E2E_SERVER_ENV, type RunningServer, startServer } from './support/server.ts';

// Once per run (docs/testing.md): build the app, seed one DATA_DIR that every server starts from
// a copy of, and give each worker slot one server and one Chromium for all its files. A file
// that needs a server of its own (other settings, the lottery's draw cycle) starts one from the
// same template, which then only opens the database.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureWebBuild();
  const template = mkdtempSync(join(tmpdir(), 'lobby-e2e-template-'));
  const leases = mkdtempSync(join(tmpdir(), 'lobby-e2e-leases-'));
  const seeding = await startChildServer({
    dataDirPrefix: 'lobby-e2e-template-',
    dataDir: template,
    keepDataDir: true,
    env: E2E_SERVER_ENV,
  });
  // The seeded Home popups would cover every page a test lands on: the shared servers switch
  // them off once; the popup tests run on a server of their own (fixture option homePopups).
  await seeding.stop();
  const slots = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers: RunningServer[] = [];
  const browsers: BrowserServer[] = [];
  const stopAll = async () => {
    await Promise.allSettled(browsers.map((b) => b.close()));
    await Promise.allSettled(servers.map((s) => s.stop()));
    rmSync(template, { recursive: true, force: true });
    rmSync(leases, { recursive: true, force: true });
  };
  try {
    const started = await Promise.all(
      Array.from({ length: slots }, async () => {
        const server = await startServer({ template });
        servers.push(server);
        await disableHomePopups(server);
        // E2E_HEADED=1 shows the browser (docs/testing.md), E2E_SLOWMO=<ms> slows each action.
        const headed = Boolean(process.env.E2E_HEADED);
        const browser = await chromium.launchServer({
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          headless: !headed,
          args: headed ? CHROMIUM_ARGS.filter((arg) => arg !== '--headless') : CHROMIUM_ARGS,
          ...(process.env.E2E_SLOWMO ? { slowMo: Number(process.env.E2E_SLOWMO) } : {}),
        });
        browsers.push(browser);
        const { stop: _stop, ...shared } = server;
        return { server: shared, wsEndpoint: browser.wsEndpoint() };
      }),
    );
    project.provide('lobbyE2e', { dataTemplate: template, workers: started, leases });
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
