import { ROUTES } from '@lobby/shared';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { currentPath, MEMBER, renderApp } from '../../test-support/render-app.tsx';
import { Component as ChangePasswordRoute } from './change-password.tsx';
import { Component as SettingsRoute } from './settings.tsx';

// The members' pages as their route modules compose them (spec 2.8, 2.9, 8; decision 016): a
// guest goes home, the entry replaced, carrying the login prompt that comes back here; a
// member gets the page.

const routes: [string, ComponentType][] = [
  [ROUTES.changePsw, ChangePasswordRoute],
  [ROUTES.set, SettingsRoute],
];

describe('members-only routes', () => {
  it.each(routes)('send a guest from %s home, with the login prompt that returns there', (path, Route) => {
    const entries = window.history.length;
    renderApp(<Route />, { path });
    expect(currentPath()).toBe(ROUTES.home);
    expect(window.history.length).toBe(entries);
    expect(window.history.state?.usr).toEqual({
      loginPrompt: { returnTo: path, notice: 'errors.UNAUTHORIZED' },
    });
  });

  it('show a member the settings: change password and sign out', () => {
    renderApp(<SettingsRoute />, { path: ROUTES.set, session: MEMBER });
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(ROUTES.changePsw);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(currentPath()).toBe(ROUTES.set);
  });
});
