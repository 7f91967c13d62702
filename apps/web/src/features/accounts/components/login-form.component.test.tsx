import { CaptchaResponse, LIMITS, LoginResponse, VALIDATION_BOUNDS, WEB_API_PATHS } from '@lobby/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { apiError, never, ok, type StubRoutes } from '../../../test-support/fetch-stub.ts';
import { testPayloadKey } from '../../../test-support/payload-key.ts';
import { fill, renderApp, startupConfig } from '../../../test-support/render-app.tsx';
import { LoginForm } from './login-form.tsx';

// The login form of spec 2.5 (rules: spec 5 through login-rules.ts, with their table tests):
// the errors it shows, where the focus goes, what the inputs accept, and what a submit does
// with the server's answer (stubbed at fetch).

let payloadKey: Awaited<ReturnType<typeof testPayloadKey>>;
beforeAll(async () => {
  payloadKey = await testPayloadKey();
});
afterEach(async () => {
  await act(() => setLanguage('EN', false));
});

function renderForm(flags: Parameters<typeof startupConfig>[0] = {}, api: StubRoutes = {}) {
  const onDone = vi.fn();
  const config = startupConfig({ MOBILENUMREG3: true, ...flags }, { payloadKey });
  const view = renderApp(<LoginForm returnTo="/m/help" onDone={onDone} />, { path: '/m/login', config, api });
  return { ...view, onDone };
}
const account = () => screen.getByLabelText('Username or mobile number') as HTMLInputElement;
const password = () => screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
const member = ok(LoginResponse, { token: 't', userName: 'someone', customerType: 1, firstTimeLogin: false });

describe('LoginForm', () => {
  it('checks the fields with the shared rules on submit and focuses the first invalid one', async () => {
    const { user, api } = renderForm();
    await user.click(submit());
    expect(await screen.findByText('Account format is incorrect')).toBeTruthy();
    expect(document.activeElement).toBe(account());
    await fill(user, account(), 'someone');
    await user.click(submit());
    expect(await screen.findByText('Password format is incorrect')).toBeTruthy();
    expect(screen.queryByText('Account format is incorrect')).toBeNull();
    expect(document.activeElement).toBe(password());
    expect(api.callsTo(WEB_API_PATHS.login)).toEqual([]);
  });

  it('checks a filled field when it is left, and again as it is corrected (spec 2.5)', async () => {
    const { user } = renderForm();
    await user.click(account());
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    // An invisible character fails the loginUsername rule (spec 5).
    await fill(user, account(), 'lantern\u200b');
    await user.tab();
    expect(await screen.findByText('Account format is incorrect')).toBeTruthy();
    await user.clear(account());
    await fill(user, account(), 'lantern');
    expect(screen.queryByText('Account format is incorrect')).toBeNull();
  });

  it('re-checks the filled fields in the new language after a language change (spec 2.5)', async () => {
    const { user } = renderForm();
    await fill(user, account(), 'lantern\u200bplayer');
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => setLanguage('MY', false));
    expect(await screen.findByText('အကောင့်ပုံစံ မမှန်ကန်ပါ')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("bounds the inputs by their rules' maxima, on both methods (spec 5, 9; decision 011)", async () => {
    const { user } = renderForm({ MOBILEVERCODELOGIN3: true });
    expect(account().maxLength).toBe(VALIDATION_BOUNDS.loginUsername.max);
    expect(password().maxLength).toBe(VALIDATION_BOUNDS.loginPassword.max);
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).maxLength).toBe(
      LIMITS.mobileInputMaxLength,
    );
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).maxLength).toBe(
      LIMITS.smsCodeMaxLength,
    );
  });

  it('offers no method tabs unless SMS login is on', () => {
    renderForm();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(account().autocomplete).toBe('username');
    expect(password().autocomplete).toBe('current-password');
  });

  it('sends once while the call is pending, however often Log in is tapped', async () => {
    const { user, api, onDone } = renderForm({}, { [WEB_API_PATHS.login]: never() });
    await fill(user, account(), 'someone');
    await fill(user, password(), 'lantern river 88');
    await user.click(submit());
    await waitFor(() => expect(api.callsTo(WEB_API_PATHS.login, 'POST')).toHaveLength(1));
    expect(submit().disabled).toBe(true);
    await user.click(submit());
    await user.keyboard('{Enter}');
    expect(api.callsTo(WEB_API_PATHS.login, 'POST')).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('logs in and hands over the route to show', async () => {
    const { user, onDone } = renderForm({}, { [WEB_API_PATHS.login]: member });
    await fill(user, account(), 'someone');
    await fill(user, password(), 'lantern river 88');
    await user.click(submit());
    await waitFor(() => expect(onDone).toHaveBeenCalledExactlyOnceWith('/m/help'));
  });

  it('says a refused login in words, and shows the captcha the server asks for (spec 4, 8)', async () => {
    const { user, api } = renderForm(
      {},
      {
        [WEB_API_PATHS.login]: apiError('LOGIN_FAILED', 401, { extra: { captcha: true } }),
        [WEB_API_PATHS.captcha]: ok(CaptchaResponse, {
          captchaId: 'c1',
          image: 'iVBORw0KGgo=',
          expiresInSeconds: 120,
        }),
      },
    );
    await fill(user, account(), 'someone');
    await fill(user, password(), 'lantern river 88');
    await user.click(submit());
    expect(await screen.findByText('Wrong username or password')).toBeTruthy();
    expect(await screen.findByLabelText('Captcha')).toBeTruthy();
    expect(api.callsTo(WEB_API_PATHS.captcha)).toHaveLength(1);
    expect(submit().disabled).toBe(false);
  });
});
