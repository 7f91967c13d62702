import type { FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useLogin } from '../api/login.ts';
import { forgetRememberedLogin, saveRememberedLogin } from '../remembered-login.ts';
import { useSignedIn } from '../signed-in.ts';
import {
  afterLoginRoute,
  demandsCaptcha,
  loginErrorField,
  loginFields,
  loginRequest,
  rememberedRecord,
  validateLoginField,
} from './login-rules.ts';
import type { LoginErrors, LoginFormState } from './use-login-form.ts';

/**
 * Submitting the login form (spec 2.5, 4, 8): the fields checked in screen order, the login
 * call, the remembered record kept or dropped (docs/decisions/015), the session saved, and on
 * failure the captcha the server asks for and the message by its field.
 */
export function useLoginSubmit(
  form: LoginFormState,
  { returnTo, onDone }: { returnTo: string; onDone(to: string): void },
) {
  const config = useStartupConfig();
  const signIn = useSignedIn();
  const login = useLogin(config.payloadKey);
  const { method, values, remember, captchaShown, captcha } = form;

  async function rememberLogin() {
    try {
      if (remember) await saveRememberedLogin(rememberedRecord(method, values));
      else await forgetRememberedLogin();
    } catch {
      // No IndexedDB (some private modes): the login works, it is just not remembered.
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
    if (field && (field !== 'captcha' || captchaVisible)) {
      form.setErrors((e) => ({ ...e, [field]: key }));
      if (field !== 'captcha') form.focus(field);
    } else {
      form.setFormError(key);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (login.isPending) return;
    form.setFormError(null);
    const fields = loginFields(method, captchaShown);
    const found: LoginErrors = {};
    for (const field of fields) found[field] = validateLoginField(field, values[field]);
    form.setErrors(found);
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) {
      form.focus(firstInvalid);
      return;
    }
    try {
      const answer = await login.mutateAsync(
        loginRequest(method, values, remember, captchaShown ? captcha.data : undefined),
      );
      await rememberLogin();
      signIn(answer);
      onDone(afterLoginRoute(answer.firstTimeLogin, returnTo));
    } catch (error) {
      failed(error);
    }
  }

  return { submit, pending: login.isPending };
}
