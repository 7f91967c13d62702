import { ROUTES, STORAGE_KEYS } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { answerMemberCalls, bottomMenu, shellPages } from './support/app-shell.ts';
import { checkA11y } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';

// spec 2.3: the header, its titles and where its back arrow leads.
const e2e = useServerAndBrowser();
const { englishPage, memberPage } = shellPages(e2e);

describe('header (spec 2.3)', () => {
  it('shows the logo, login, register (DIRECTREG3 is on in the demo) and menu on home', async () => {
    const page = await englishPage();
    await page.goto(ROUTES.home);
    const header = page.locator('header');
    await header.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await header.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(ROUTES.register);
    expect(await header.getByRole('img', { name: 'Lucky Lantern' }).count()).toBe(1);
    expect(await header.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await page.context().close();
  });

  it('shows the user name, deposit, withdraw and menu on home when logged in; no login links', async () => {
    const page = await englishPage();
    await page.addInitScript((key) => {
      const session = { token: 't', merchantCode: 'demo', userName: 'lantern_player', type: 1 };
      localStorage.setItem(key, JSON.stringify(session));
    }, STORAGE_KEYS.MC_SESSION_INFO);
    await answerMemberCalls(page, { account: 'lantern_player', type: 1, sumBalance: '12.50' });
    await page.goto(ROUTES.home);
    const header = page.locator('header');
    await header.getByText('lantern_player').waitFor();
    expect(await header.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      ROUTES.voucherCenter,
    );
    expect(await header.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(ROUTES.withdraw);
    expect(await header.getByRole('link', { name: 'Log in' }).count()).toBe(0);
    expect(await header.getByRole('button', { name: 'Menu' }).count()).toBe(1);
    await checkA11y(page);
    await page.context().close();
  });

  it('sends a guest who asks to refresh the balance to log in', async () => {
    const page = await englishPage();
    await page.goto(ROUTES.home);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Refresh balance' }).click();
    await page.waitForURL(`**${ROUTES.login}`);
    await page.context().close();
  });

  it('titles pages by path', async () => {
    const page = await memberPage();
    const titles: [string, string][] = [
      [ROUTES.forget, 'Forgot password'],
      [ROUTES.changePsw, 'First password'],
      [ROUTES.slotsCenter, 'RNG'],
      [ROUTES.webEmail, 'Messages'],
      [ROUTES.set, 'Personal setting'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      expect(await page.locator('header h1').textContent(), path).toBe(title);
    }
    await page.context().close();
  });

  it('goes home from notice, login-type pages', async () => {
    const page = await englishPage();
    await page.goto(ROUTES.help);
    await page.goto(ROUTES.notice);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/m/home');
    await page.context().close();
  });

  it('goes back in history after in-app navigation', async () => {
    const page = await englishPage();
    await page.goto(ROUTES.help);
    // A guest may open the promotions; the deposit sends a guest home to log in (issue 11).
    await bottomMenu(page).getByRole('link', { name: 'Promotions' }).click();
    await page.waitForURL('**/m/activity');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/m/help');
    await page.context().close();
  });

  it('replaces with home when the app has no history', async () => {
    const page = await englishPage();
    await page.goto(ROUTES.help);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/m/home');
    expect(await page.evaluate(() => window.history.state?.idx)).toBe(0);
    await page.context().close();
  });
});
