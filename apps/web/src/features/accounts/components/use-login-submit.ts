import { ApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useLogin } from '../api/login.ts';
import { forgetRememberedLogin, saveRememberedLogin } from '../remembered-login.ts';
import { useSignedIn } from '../signed-in.ts';
import {
  afterLoginRoute,
  demandsCaptcha,
  type LoginValues,
  loginErrorField,
  loginRequest,
  rememberedRecord,
} from './login-rules.ts';
import type { LoginFormState } from './use-login-form.ts';

/**
 * Submitting the login form (spec 2.5, 4, 8): the fields checked in screen order, the login
 * call, the remembered record kept or dropped (docs/decisions/035), the session saved, and on
 * failure the captcha the server asks for and the message by its field.
 */
export function useLoginSubmit(
  form: LoginFormState,
  { returnTo, onDone }: { returnTo: string; onDone(to: string): void },
) {
  const config = useStartupConfig();
  const signIn = useSignedIn();
  const login = useLogin(config.payloadKey);
  const { method, remember, captchaShown, captcha } = form;

  function rememberLogin(values: LoginValues) {
    try {
      // The server set this device's remember cookie with the answer (decision 035).
      if (remember) saveRememberedLogin(rememberedRecord(method, values));
      else forgetRememberedLogin();
    } catch {
      // No local storage (some private modes): the login works, it is just not remembered.
    }
  }

  function failed(error: unknown) {
    const apiError = error instanceof ApiError ? error : null;
    if (apiError && demandsCaptcha(apiError)) form.setCaptchaShown(true);
    // A captcha answer is good for one try: the next try gets a new image.
    if (captchaShown) form.reloadCaptcha();
    const captchaVisible = captchaShown || (apiError !== null && demandsCaptcha(apiError));
    const key = errorMessageKey(error);
    const field = apiError ? loginErrorField(apiError, method) : undefined;
    if (field === 'captcha' && captchaVisible) form.showError(field, key);
    else if (field && field !== 'captcha') form.fieldError(field, key);
    else form.setFormError(key);
  }

  async function send(values: LoginValues) {
    try {
      const answer = await login.mutateAsync(
        loginRequest(method, values, remember, captchaShown ? captcha.data : undefined),
      );
      rememberLogin(values);
      signIn(answer);
      onDone(afterLoginRoute(answer.firstTimeLogin, returnTo));
    } catch (error) {
      failed(error);
    }
  }

  return { submit: form.submit(send, () => login.isPending), pending: login.isPending };
}
