import { ROUTES } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhonePage } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { newMember } from './support/member-api.ts';
import { englishPage, field } from './support/pages.ts';

// Issue 8 item 10, decision 036: the app's pages run under a strict Content-Security-Policy
// (no inline script) and the docs UI under its own; neither may trip it. Real server, Chromium.
const e2e = useServerAndBrowser({ membersByApi: true });

/**
 * Records every CSP violation the page reports, from its first script on, plus the console's
 * "Content Security Policy" errors (a blocked inline script reports both).
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}`);
    });
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
    ...console,
  ];
}

describe('Content-Security-Policy in Chromium (issue 8 item 10)', () => {
  it('runs /m/home with the policy on and no violation', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    const violations = await watchViolations(page);
    const response = await page.goto(ROUTES.home);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByText('100% Welcome Bonus', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('logs in on /m/login with the policy on and no violation', async () => {
    const { username } = await newMember(e2e.server, 'lantern river 88');
    const page = await englishPage(e2e.browser, e2e.server.url);
    const violations = await watchViolations(page);
    await page.goto(ROUTES.login);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    // A wrong password first: the error path (toast or field message) draws too.
    await field(page, 'Username or mobile number').fill(username);
    await field(page, 'Password').fill('wrong-password1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText('Wrong username or password').first().waitFor();
    await field(page, 'Password').fill('lantern river 88');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(ROUTES.login));
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('draws /m/register with the policy on and no violation', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    const violations = await watchViolations(page);
    await page.goto(ROUTES.register);
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await field(page, 'Username').fill('ab');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.locator('[role="alert"], .adm-form-item-feedback-error').first().waitFor();
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('renders the API docs UI under its own policy', async () => {
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    const violations = await watchViolations(page);
    await page.goto('/api/docs/');
    await page.locator('.swagger-ui .info .title', { hasText: 'Lobby API' }).waitFor();
    await page.locator('.opblock').first().waitFor();
    expect(await page.locator('.opblock-tag', { hasText: 'operator' }).count()).toBe(0);
    expect(await violations()).toEqual([]);
    await page.context().close();
  });
});
