import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ROUTES } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhonePage } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { englishPage, field } from './support/pages.ts';
import { COUNTRY_HEADER, operatorPut } from './support/server.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));

// spec 2.2: the operator switches start-up modes on the running server, and the next page
// load shows them. Everything here is real: server, database, operator command, browser.
const e2e = useServerAndBrowser({ ownServer: true });

async function operator(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'operator', '--', ...args], {
    cwd: root,
    env: { ...process.env, ...e2e.server.operatorEnv },
  });
  return stdout.trim();
}

async function expectApp(page: Page): Promise<void> {
  await expect.poll(() => page.locator('main').count()).toBeGreaterThan(0);
  await expect.poll(() => page.locator('[data-testid^="startup-"]').count()).toBe(0);
  await expect.poll(() => page.getByRole('navigation').count()).toBeGreaterThan(0);
}

describe('operator start-up modes (spec 2.2)', () => {
  it('config:maintenance on shows the maintenance page on the next load; off restores the app', async () => {
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    await page.goto('/m/home');
    await expectApp(page);

    expect(await operator('config:maintenance', 'on')).toContain('maintenance: off -> on');
    await page.reload();
    await page.getByTestId('startup-maintenance').waitFor();

    expect(await operator('config:maintenance', 'off')).toContain('maintenance: on -> off');
    await page.reload();
    await expectApp(page);
    await page.context().close();
  });

  it('a blocked country sees the region-blocked page; maintenance wins when both apply', async () => {
    await operator('config:block-country', 'add', 'SG');
    const blocked = await newPhonePage(e2e.browser, e2e.server.url, {
      extraHTTPHeaders: { [COUNTRY_HEADER]: 'sg' },
    });
    await blocked.goto('/m/home');
    await blocked.getByTestId('startup-region-blocked').waitFor();

    const elsewhere = await newPhonePage(e2e.browser, e2e.server.url, {
      extraHTTPHeaders: { [COUNTRY_HEADER]: 'MY' },
    });
    await elsewhere.goto('/m/home');
    await expectApp(elsewhere);

    await operator('config:maintenance', 'on');
    await blocked.reload();
    await blocked.getByTestId('startup-maintenance').waitFor();
    expect(await blocked.getByTestId('startup-region-blocked').count()).toBe(0);

    await operator('config:maintenance', 'off');
    await operator('config:block-country', 'remove', 'SG');
    await blocked.reload();
    await expectApp(blocked);
    await blocked.context().close();
    await elsewhere.context().close();
  });

  it('a blocked IP range gets the IP-restricted page', async () => {
    // The visitor's address as the trusted proxy forwards it (support/server.ts visitorHeaders).
    await operator('config:block-ip', 'add', '203.0.113.0/24');
    const page = await newPhonePage(e2e.browser, e2e.server.url, {
      extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.7' },
    });
    await page.goto('/m/home');
    await page.getByTestId('startup-ip-restricted').waitFor();
    await operator('config:block-ip', 'remove', '203.0.113.0/24');
    await page.reload();
    await expectApp(page);
    await page.context().close();
  });

  it('with the app open, maintenance switched on shows its page at the next action (issue 8 item 1)', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.login);
    const heading = page.getByRole('heading', { level: 1, name: 'Log in' });
    await heading.waitFor();
    await field(page, 'Username or mobile number').fill('lantern_player');
    await field(page, 'Password').fill('lantern88');

    // The operator API, while the page stays open: no reload, the login call itself is refused.
    await operatorPut(e2e.server, 'config/maintenance', { enabled: true });
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByTestId('startup-maintenance').waitFor();

    await operatorPut(e2e.server, 'config/maintenance', { enabled: false });
    await page.getByRole('button', { name: 'Check again' }).click();
    await heading.waitFor();
    await page.context().close();
  });
});
