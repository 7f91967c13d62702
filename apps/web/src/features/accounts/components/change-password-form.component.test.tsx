import { WEB_API_PATHS } from '@lobby/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, okRaw } from '../../../test-support/fetch-stub.ts';
import { currentPath, fill, MEMBER, renderApp } from '../../../test-support/render-app.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

// Change password (spec 2.8, 4, 5): the rules the form checks before any call, the same-as-old
// dialog that sends nothing, the server's answer under the field it names, the strength meter.

const OLD = 'lantern river 11';
function renderForm(answer = okRaw(null)) {
  return renderApp(<ChangePasswordForm session={MEMBER} />, {
    path: '/m/changePsw',
    session: MEMBER,
    api: { [WEB_API_PATHS.passwordChange]: answer },
  });
}
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const confirm = () => screen.getByRole('button', { name: 'Confirm' });
const meter = () => document.querySelector('.strength-meter');

describe('ChangePasswordForm', () => {
  it('shows the account read-only, and the autocomplete tokens password managers need', () => {
    renderForm();
    expect(field('Account').value).toBe(MEMBER.userName);
    expect(field('Account').readOnly).toBe(true);
    expect(field('Old password').autocomplete).toBe('current-password');
    expect(field('New password').autocomplete).toBe('new-password');
    expect(field('Confirm new password').autocomplete).toBe('new-password');
  });

  it('asks for the confirmation, then for the same password, before any call (spec 5)', async () => {
    const { user, api } = renderForm();
    await fill(user, field('Old password'), OLD);
    await fill(user, field('New password'), OLD);
    await user.click(confirm());
    expect(await screen.findByText('Enter password')).toBeTruthy();
    await fill(user, field('Confirm new password'), 'lantern river 99');
    await user.click(confirm());
    expect(await screen.findByText('Confirmation password not matched')).toBeTruthy();
    expect(api.callsTo(WEB_API_PATHS.passwordChange)).toEqual([]);
  });

  it('refuses a new password equal to the old one with a dialog, and sends nothing (spec 4)', async () => {
    const { user, api } = renderForm();
    await fill(user, field('Old password'), OLD);
    await fill(user, field('New password'), OLD);
    await fill(user, field('Confirm new password'), OLD);
    await user.click(confirm());
    expect(await screen.findByText('The new password and the old password cannot be the same')).toBeTruthy();
    const ok = await screen.findByRole('button', { name: 'OK' });
    // antd-mobile's dialog takes taps once its opening animation is over.
    await waitFor(() => expect(getComputedStyle(ok).pointerEvents).not.toBe('none'));
    await user.click(ok);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'OK' })).toBeNull());
    expect(api.callsTo(WEB_API_PATHS.passwordChange)).toEqual([]);
  });

  it('shows a wrong old password under its field, as the server names it', async () => {
    const { user, api } = renderForm(apiError('OLD_PASSWORD_WRONG', 400, { field: 'oldPassword' }));
    await fill(user, field('Old password'), 'wrong-old1');
    await fill(user, field('New password'), 'lantern river 22');
    await fill(user, field('Confirm new password'), 'lantern river 22');
    await user.click(confirm());
    expect(await screen.findByText('The old password is wrong.')).toBeTruthy();
    expect(field('Old password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Old password'));
    expect(api.callsTo(WEB_API_PATHS.passwordChange, 'POST')).toHaveLength(1);
  });

  it('saves, says so, and goes home', async () => {
    const { user, api } = renderForm();
    await fill(user, field('Old password'), OLD);
    await fill(user, field('New password'), 'lantern river 22');
    await fill(user, field('Confirm new password'), 'lantern river 22');
    await user.click(confirm());
    expect(await screen.findByText('Change saved')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/m/home'));
    expect(api.callsTo(WEB_API_PATHS.passwordChange, 'POST')[0]?.body).toEqual({
      oldPassword: OLD,
      newPassword: 'lantern river 22',
      confirmNewPassword: 'lantern river 22',
    });
  });

  it('shows the strength of the new password as it is typed (decision 033)', async () => {
    const { user } = renderForm();
    expect(meter()?.getAttribute('aria-live')).toBe('polite');
    expect(meter()?.textContent).toBe('');
    await fill(user, field('New password'), 'password123');
    await waitFor(() => expect(meter()?.textContent).toContain('Password strength: Very weak'));
    expect(meter()?.textContent).toContain('one of the most common passwords');
    await fill(user, field('New password'), 'the quiet lantern drifts over seven rivers');
    await waitFor(() => expect(meter()?.textContent).toBe('Password strength: Strong'));
  });
});
