import { ROUTES } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerMemberCalls, shellPages } from './support/app-shell.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { targetSizes, textLooks } from './support/measure.ts';

// Issue 9 (spec 2.1, 2.3, 2.14): every control of the header and the menus is a 44 x 44 px
// touch target, the member tab stands for the whole member area, deposit and withdraw look
// different, and the licence badges are named in readable text.
const e2e = useServerAndBrowser();
const { englishPage, memberPage } = shellPages(e2e);
const MIN = 44;

/** A logged-in home: the made-up session's member and balance calls are answered here. */
async function loggedInHome(): Promise<Page> {
  const page = await memberPage();
  await answerMemberCalls(page, { account: 'lantern_player', type: 1, sumBalance: '12.50' });
  await page.goto(ROUTES.home);
  await page.locator('header').getByText('lantern_player').waitFor();
  return page;
}

async function expectReachable(page: Page, selector: string, count: number) {
  const boxes = await targetSizes(page.locator(selector));
  expect(boxes.length).toBeGreaterThanOrEqual(count);
  expect(boxes.filter((box) => box.width < MIN || box.height < MIN)).toEqual([]);
}

async function openMenu(page: Page) {
  await page.locator('header').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Deposit' }).waitFor();
  return menu;
}

describe('touch targets of at least 44 x 44 px (issue 9)', () => {
  it("in a guest's header, header menu, language list and bottom menu", async () => {
    const page = await englishPage();
    await page.goto(ROUTES.home);
    await page.locator('header').getByRole('link', { name: 'Log in' }).waitFor();
    // Logo, log in, register, menu.
    await expectReachable(page, 'header', 4);
    await expectReachable(page, 'nav.bottom-menu', 5);
    const menu = await openMenu(page);
    await expectReachable(page, 'dialog[open]', 4);
    await menu.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('dialog', { name: 'Language' }).getByRole('button', { name: 'English' }).waitFor();
    await expectReachable(page, 'dialog[open] .language-list', 2);
    await page.context().close();
  });

  it("in a member's header and header menu", async () => {
    const page = await loggedInHome();
    // Logo, deposit, withdraw, menu.
    await expectReachable(page, 'header', 4);
    await openMenu(page);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).waitFor();
    await expectReachable(page, 'dialog[open]', 6);
    await page.context().close();
  });
});

describe('deposit and withdraw (issue 9, spec 2.3)', () => {
  it('have icons of their own in the header menu', async () => {
    const page = await loggedInHome();
    const menu = await openMenu(page);
    const icon = (name: string) => menu.getByRole('link', { name }).locator('svg').first().innerHTML();
    const [deposit, withdraw] = await Promise.all([icon('Deposit'), icon('Withdraw')]);
    expect(deposit.length).toBeGreaterThan(0);
    expect(withdraw).not.toBe(deposit);
    await page.context().close();
  });
});

describe('licence badges (issue 9, spec 2.1, 2.3)', () => {
  it('are named in text of at least 12 px at 4.5:1 or more, in the footer and the header menu', async () => {
    const page = await englishPage();
    await page.goto(ROUTES.home);
    const footer = page.getByRole('list', { name: 'Licences and certificates' });
    await footer.getByRole('listitem').first().waitFor();
    const menu = await openMenu(page);
    for (const list of [footer, menu.getByRole('list', { name: 'Licences' })]) {
      const looks = await textLooks(list.locator('.licence-name'));
      expect(looks.map((look) => look.text).sort()).toEqual([
        '18+ only',
        'Fair play certified',
        'Licensed operator',
      ]);
      for (const look of looks) {
        expect(Number.parseFloat(look.fontSize)).toBeGreaterThanOrEqual(12);
        expect(look.contrast).toBeGreaterThanOrEqual(4.5);
      }
    }
    await page.context().close();
  });
});
