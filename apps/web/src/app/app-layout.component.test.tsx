import { ROUTES, WEB_API_PATHS } from '@lobby/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOTTOM_MENU_HIDDEN } from '../lib/layout-rules.ts';
import { never } from '../test-support/fetch-stub.ts';
import { renderApp } from '../test-support/render-app.tsx';
import { AppLayout } from './app-layout.tsx';

// The page layout of spec 2.1 around any page: header, banner, footer and the bottom menu by
// path. The path lists have their table tests in layout-rules.test.ts; this holds the layout to
// them, and the bottom menu to real links in the spec's order.

const renderAt = (path: string) =>
  renderApp(<main>page</main>, {
    path,
    layout: <AppLayout />,
    api: { [WEB_API_PATHS.homeContent]: never() },
  });
const bottomMenu = () => screen.queryByRole('navigation', { name: 'Main menu' });

describe('AppLayout', () => {
  it('hides the bottom menu on the 13 listed paths', () => {
    expect(BOTTOM_MENU_HIDDEN).toHaveLength(13);
    for (const path of BOTTOM_MENU_HIDDEN) {
      const view = renderAt(path);
      expect(bottomMenu(), path).toBeNull();
      view.unmount();
    }
  });

  it('shows it elsewhere as real links: home, promotions, deposit, invite, member', () => {
    for (const path of [
      ROUTES.home,
      ROUTES.mine,
      ROUTES.set,
      ROUTES.help,
      ROUTES.voucherCenter,
      ROUTES.gameCenter,
    ]) {
      const view = renderAt(path);
      const links = within(bottomMenu() as HTMLElement).getAllByRole('link');
      expect(
        links.map((link) => link.getAttribute('href')),
        path,
      ).toEqual([ROUTES.home, ROUTES.activity, ROUTES.voucherCenter, ROUTES.inviteFriends, ROUTES.mine]);
      view.unmount();
    }
  });

  it('marks the member tab current on every page of the member area, and only there', () => {
    const memberArea = [
      ROUTES.mine,
      ROUTES.memberHome,
      ROUTES.set,
      ROUTES.securityCenter,
      ROUTES.webEmail,
      ROUTES.vouReport,
      ROUTES.withdrawReport,
      ROUTES.transactionRecord,
      ROUTES.gameRecord,
    ];
    const cases = [...memberArea.map((path) => [path, 'Member'] as const), [ROUTES.help, null] as const];
    for (const [path, current] of cases) {
      const view = renderAt(path);
      const marked = within(bottomMenu() as HTMLElement)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page');
      expect(
        marked.map((link) => link.textContent),
        path,
      ).toEqual(current ? [current] : []);
      view.unmount();
    }
  });

  it('has no header on login, register, mine and agent, a banner only on home, a footer everywhere', () => {
    for (const path of [ROUTES.login, ROUTES.register, ROUTES.mine, ROUTES.agent]) {
      const view = renderAt(path);
      expect(screen.queryByRole('banner'), path).toBeNull();
      expect(screen.getAllByRole('contentinfo'), path).toHaveLength(1);
      view.unmount();
    }
    const home = renderAt(ROUTES.home);
    expect(document.querySelector('.banner-area')).not.toBeNull();
    home.unmount();
    renderAt(ROUTES.help);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(document.querySelector('.banner-area')).toBeNull();
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
  });
});
