import type { WhiteLabelFlags } from '@lobby/shared';
import { useEffect, useRef, useState } from 'react';
import { type FieldBinding, type FormKit, useFormKit } from '../../../components/form/use-form-kit.ts';
import { forgetRememberedDevice } from '../api/forget-remembered-device.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import {
  endOneTap,
  forgetRememberedLogin,
  type LoginMethod,
  loadRememberedLogin,
} from '../remembered-login.ts';
import {
  initialMethod,
  type LoginField,
  type LoginValues,
  loginFields,
  validateLoginFields,
} from './login-rules.ts';

export const LOGIN_CAPTCHA_SCOPE = 'login';

const EMPTY: LoginValues = {
  username: '',
  password: '',
  mobileNum: '',
  smsCode: '',
  captcha: '',
  countryDialingCode: '',
};

/**
 * The state of the login form of spec 2.5 (method, values, errors, remember, captcha) and how
 * typing, leaving a field and switching method change it. Submitting is useLoginSubmit's.
 */
export function useLoginForm(whitelabel: WhiteLabelFlags) {
  const [method, setMethod] = useState<LoginMethod>('username');
  const [remember, setRemember] = useState(false);
  /** The account a one-tap login is offered for (decision 035), or null. */
  const [oneTapAccount, setOneTapAccount] = useState<string | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(LOGIN_CAPTCHA_SCOPE, captchaShown);
  const kit = useFormKit<LoginValues>({
    defaultValues: EMPTY,
    validate: (values) => validateLoginFields(loginFields(method, captchaShown), values),
    // spec 2.5: a filled field is checked when left, and a wrong one as it is corrected.
    checkOnBlur: (value) => value !== '',
    checkOnChange: 'shown',
    recheckOnLanguageChange: true,
  });
  const switched = useRef(false);
  const rememberedChecked = useRememberedLoginRestore(whitelabel, kit, () => switched.current, {
    setMethod,
    setRemember,
    setOneTapAccount,
  });

  function change(name: LoginField, value: string) {
    kit.setFormError(null);
    kit.change(name, value);
  }

  /** A new captcha image, its old answer cleared. */
  function reloadCaptcha() {
    kit.setValue('captcha', '');
    void captcha.refetch();
  }

  function switchMethod(next: LoginMethod) {
    if (next === method) return;
    switched.current = true;
    setMethod(next);
    kit.setErrors({});
    kit.setFormError(null);
    // spec 4: switching method reloads the captcha if it is shown.
    if (captchaShown) reloadCaptcha();
  }

  function toggleRemember(checked: boolean) {
    setRemember(checked);
    // spec 4: unchecking "remember" deletes the record, and the server forgets this device.
    if (!checked) forgetDevice();
  }

  /** "Not you?" and unchecking: record and token gone (decision 035). */
  function forgetDevice() {
    setOneTapAccount(null);
    forgetRememberedLogin();
    forgetRememberedDevice().catch(() => undefined);
  }

  /** "Not you?": the form starts empty, as for a visitor with nothing remembered. */
  function notYou() {
    forgetDevice();
    setRemember(false);
    for (const name of ['username', 'mobileNum'] as const) kit.setValue(name, '');
    kit.setFormError(null);
  }

  /** The token was refused: the account stays in the form, the password is asked for. */
  function oneTapEnded() {
    setOneTapAccount(null);
    endOneTap();
    kit.focus(method === 'username' ? 'password' : 'smsCode');
  }

  const field = (name: LoginField): FieldBinding => ({
    ...kit.field(name),
    onValueChange: (value) => change(name, value),
  });

  const state = {
    method,
    remember,
    captchaShown,
    setCaptchaShown,
    captcha,
    oneTapAccount,
    rememberedChecked,
  };
  const remembered = { toggleRemember, notYou, oneTapEnded };
  return { ...kit, ...state, ...remembered, field, change, switchMethod, reloadCaptcha };
}

export type LoginFormState = ReturnType<typeof useLoginForm>;

/**
 * spec 4: the remembered record restores its method and fields, unless the visitor began typing.
 * Answers whether the record has been looked for: an empty form is only final after that.
 */
function useRememberedLoginRestore(
  whitelabel: WhiteLabelFlags,
  kit: FormKit<LoginValues>,
  switched: () => boolean,
  restore: {
    setMethod(method: LoginMethod): void;
    setRemember(remember: boolean): void;
    setOneTapAccount(account: string | null): void;
  },
) {
  const latest = useRef({ kit, switched, restore });
  latest.current = { kit, switched, restore };
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    let live = true;
    // A record that cannot be read restores nothing, and the form is as final as without one.
    void loadRememberedLogin()
      .catch(() => null)
      .then((record) => {
        if (live) setChecked(true);
        const { kit: form, switched: began, restore: set } = latest.current;
        if (!live || !record || began() || form.changedByUser()) return;
        const restored = initialMethod(record, whitelabel);
        if (restored !== record.type) return;
        set.setMethod(restored);
        set.setRemember(record.remember);
        // decision 035: no password is restored; one tap stands in for it while the token lives.
        if (record.remember && record.oneTap) set.setOneTapAccount(record.username);
        if (restored === 'username') {
          form.setValue('username', record.username);
        } else {
          form.setValue('mobileNum', record.username);
          form.setValue('countryDialingCode', record.countryDialingCode);
        }
      });
    return () => {
      live = false;
    };
  }, [whitelabel]);
  return checked;
}
