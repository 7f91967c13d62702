import { ROUTES } from '@lobby/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from '../../lib/router.ts';
import { currentPath, MEMBER, renderApp, startupConfig } from '../../test-support/render-app.tsx';
import { Header } from './header.tsx';

// The header of spec 2.3: what it offers on home to a guest and to a member, the title by path,
// and where the back arrow leads. The path rules have their table tests in layout-rules.test.ts;
// the member's own row and menu entries are app/header-account's.

const renderHeader = (path: string, options: Parameters<typeof renderApp>[1] = {}) =>
  renderApp(<Header />, { path, ...options });
const header = () => within(screen.getByRole('banner'));

describe('Header', () => {
  it('shows a guest on home the logo, log in, register (DIRECTREG3) and the menu, no back arrow', () => {
    renderHeader(ROUTES.home);
    expect(header().getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(ROUTES.login);
    expect(header().getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(ROUTES.register);
    expect(header().getByRole('img', { name: 'Lucky Lantern' })).toBeTruthy();
    expect(header().getByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(header().queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('offers no register link when DIRECTREG3 is off', () => {
    renderHeader(ROUTES.home, { config: startupConfig({ DIRECTREG3: false }) });
    expect(header().queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('shows a member deposit and the menu on home, and no login links', () => {
    renderHeader(ROUTES.home, { session: MEMBER });
    expect(header().getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(ROUTES.voucherCenter);
    expect(header().queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(header().queryByRole('link', { name: 'Register' })).toBeNull();
    expect(header().getByRole('button', { name: 'Menu' })).toBeTruthy();
  });

  it('titles pages by path', () => {
    const titles: [string, string][] = [
      [ROUTES.forget, 'Forgot password'],
      [ROUTES.changePsw, 'First password'],
      [ROUTES.slotsCenter, 'RNG'],
      [ROUTES.webEmail, 'Messages'],
      [ROUTES.set, 'Personal setting'],
      [ROUTES.help, 'Help centre'],
      [ROUTES.notice, 'Announcement'],
    ];
    for (const [path, title] of titles) {
      const view = renderHeader(path);
      expect(screen.getByRole('heading', { level: 1 }).textContent, path).toBe(title);
      view.unmount();
    }
  });

  it('goes home from the notice page, whatever came before', async () => {
    const { user } = renderHeader(ROUTES.notice);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentPath()).toBe(ROUTES.home);
  });

  it('goes back in history after in-app navigation', async () => {
    const page = (
      <>
        <Header />
        <Link to={ROUTES.activity}>Promotions</Link>
      </>
    );
    const { user } = renderApp(page, { path: ROUTES.help });
    await user.click(screen.getByRole('link', { name: 'Promotions' }));
    expect(currentPath()).toBe(ROUTES.activity);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath()).toBe(ROUTES.help));
  });

  it('replaces the entry with home when the app has no history of its own', async () => {
    const { user } = renderHeader(ROUTES.help);
    const entries = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentPath()).toBe(ROUTES.home);
    expect(window.history.length).toBe(entries);
    expect(window.history.state?.idx).toBe(0);
  });

  it('sends a guest who asks the menu to refresh the balance to log in', async () => {
    const { user } = renderHeader(ROUTES.home);
    await user.click(header().getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Refresh balance' }));
    expect(currentPath()).toBe(ROUTES.login);
  });
});
