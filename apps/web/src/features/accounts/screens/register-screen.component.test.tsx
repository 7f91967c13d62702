import { ROUTES, type StartupConfig, WEB_API_PATHS } from '@lobby/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '../../../test-support/fetch-stub.ts';
import { testPayloadKey } from '../../../test-support/payload-key.ts';
import { fill, renderApp, startupConfig } from '../../../test-support/render-app.tsx';
import { RegisterScreen } from './register-screen.tsx';

// Registration (spec 2.6, 4, 5, 8): which fields show for the merchant's flags and rules, the
// errors of a failed submit and the focus, the agreement, and the strength meter. The field
// rules themselves have their table tests in register-fields.test.ts.

let payloadKey: Awaited<ReturnType<typeof testPayloadKey>>;
beforeAll(async () => {
  payloadKey = await testPayloadKey();
});

/** The demo merchant's registration: both methods, e-mail and invitation code optional. */
function config(flags: Parameters<typeof startupConfig>[0] = {}): StartupConfig {
  const base = startupConfig({ MOBILENUMREG3: true, MOBILENUMPASSREG3: true, ...flags }, { payloadKey });
  const optional = { enabled: true, required: false };
  return { ...base, register: { ...base.register, email: optional, affiliateCode: optional } };
}
function renderRegister(options: Parameters<typeof renderApp>[1] = {}) {
  return renderApp(<RegisterScreen />, { path: ROUTES.register, config: config(), ...options });
}
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const register = () => screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement;
const meter = () => document.querySelector('.strength-meter')?.textContent;

describe('RegisterScreen', () => {
  it('opens on the username method with the optional fields, and the agreement ticked', () => {
    renderRegister();
    expect(screen.getByRole('tab', { name: 'Username' }).getAttribute('aria-selected')).toBe('true');
    expect(field('E-mail (optional)')).toBeTruthy();
    expect(field('Invitation code (optional)')).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(register().disabled).toBe(false);
  });

  it('focuses the first invalid field on a failed submit, and says what is wrong with each (spec 2.6, 5)', async () => {
    const { user, api } = renderRegister();
    await user.click(register());
    expect(await screen.findByText('Account format is incorrect')).toBeTruthy();
    expect(document.activeElement).toBe(field('Username'));
    expect(screen.getAllByText('Incorrect password: enter the same password again')).toHaveLength(1);

    await fill(user, field('Username'), 'lantern01');
    await fill(user, field('Password'), 'lantern river 88');
    await fill(user, field('Confirm password'), 'lantern river 89');
    await fill(user, field('E-mail (optional)'), 'not-an-address');
    await user.click(register());
    await waitFor(() => expect(screen.getAllByText('Confirmation password not matched')).toHaveLength(2));
    expect(document.activeElement).toBe(field('Password'));
    expect(screen.getByText('E-mail format is incorrect')).toBeTruthy();
    expect(api.callsTo(WEB_API_PATHS.register)).toEqual([]);
  });

  it('cannot be sent once the agreement is unticked, and links the agreement and the login', async () => {
    const { user } = renderRegister();
    await user.click(screen.getByRole('checkbox'));
    expect(register().disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'user agreement' }).getAttribute('href')).toBe(
      ROUTES.useragreement,
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(ROUTES.login);
  });

  it('shows the strength of the password as it is typed, counting the username (decision 033)', async () => {
    const { user } = renderRegister();
    expect(meter()).toBe('');
    await fill(user, field('Username'), 'lantern01');
    await fill(user, field('Password'), 'lantern011');
    await waitFor(() => expect(meter()).toContain('It contains your account name or mobile number.'));
    await user.clear(field('Password'));
    expect(meter()).toBe('');
    await fill(user, field('Password'), 'the quiet lantern drifts over seven rivers');
    await waitFor(() => expect(meter()).toBe('Password strength: Strong'));
  });

  it('opens on the mobile method, without a switch, when only mobile registration is on (spec 4)', () => {
    renderRegister({ config: config({ USERNAMEREG3: false }) });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByLabelText('Username')).toBeNull();
    const labels = [...document.querySelectorAll('form label')].map((label) => label.textContent);
    expect(labels.slice(0, 4)).toEqual(['Mobile number', 'SMS code', 'Password', 'Confirm password']);
  });

  it('says the username already exists under it, with the focus there (spec 8)', async () => {
    const { user } = renderRegister({ api: { [WEB_API_PATHS.register]: apiError('USERNAME_TAKEN', 409) } });
    await fill(user, field('Username'), 'lantern01');
    await fill(user, field('Password'), 'lantern river 88');
    await fill(user, field('Confirm password'), 'lantern river 88');
    await user.click(register());
    expect(await screen.findByText('Sorry, the username already exists.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Username'));
  });
});
