import { ROUTES, STORAGE_KEYS } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { answerMemberCalls, shellPages } from './support/app-shell.ts';
import { checkA11y } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';

// spec 2.3: the header of a logged-in member, with axe. Its titles, back arrow, guest view and
// balance refresh are component tests (apps/web/src/components/header/header.component.test.tsx).
const e2e = useServerAndBrowser();
const { englishPage } = shellPages(e2e);

describe('header (spec 2.3)', () => {
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
});
