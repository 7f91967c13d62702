import { ROUTES, STORAGE_KEYS, TRIAL_CUSTOMER_TYPE } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { englishPage } from './support/pages.ts';

// spec 2.5 trial play, 3 "Trial session", 6 (member type 4 refused by the bottom menu with
// free_reject); docs/decisions/016.
const e2e = useServerAndBrowser();

const TRIAL_REJECT = 'Trial accounts cannot use this function. Please log in with a real account.';

describe('trial play (spec 2.5)', () => {
  it('lands on /m/home as a trial member with the demo credit', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.login);
    await page.getByRole('button', { name: 'Free trial', exact: true }).click();
    await page.waitForURL(`**${ROUTES.home}`);

    const session = await page.evaluate(
      ({ sessionKey, trialKey }) => ({
        info: JSON.parse(localStorage.getItem(sessionKey) ?? 'null'),
        trialUserName: sessionStorage.getItem(trialKey),
      }),
      { sessionKey: STORAGE_KEYS.MC_SESSION_INFO, trialKey: STORAGE_KEYS.trialUserName },
    );
    expect(session.info).toMatchObject({ merchantCode: 'LOBBYDEMO_TRIAL', type: TRIAL_CUSTOMER_TYPE });
    expect(session.info.userName).toMatch(/^trial\d{8}$/);
    expect(session.trialUserName).toBe(session.info.userName);

    // spec 2.3: the header shows the trial account and its balance with 2 decimals.
    const header = page.locator('header');
    await header.getByText(session.info.userName).waitFor();
    await expect.poll(() => header.getByTestId('header-balance').textContent()).toBe('K 2,000.00');
    await checkA11y(page);
    await page.context().close();
  });

  it('refuses the bottom menu member entries to a trial member with free_reject', async () => {
    const page = await englishPage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.login);
    await page.getByRole('button', { name: 'Free trial', exact: true }).click();
    await page.waitForURL(`**${ROUTES.home}`);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['Member', 'Deposit', 'Invite']) {
      await menu.getByRole('link', { name, exact: true }).click();
      await page.getByText(TRIAL_REJECT).waitFor();
      expect(new URL(page.url()).pathname, name).toBe(ROUTES.home);
      await page.getByText(TRIAL_REJECT).waitFor({ state: 'detached' });
    }
    // Home and promotions stay open.
    await menu.getByRole('link', { name: 'Promotions' }).click();
    await page.waitForURL(`**${ROUTES.activity}`);
    await page.context().close();
  });
});
