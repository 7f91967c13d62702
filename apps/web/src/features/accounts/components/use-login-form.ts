import { TIMINGS, type WhiteLabelFlags } from '@lobby/shared';
import { useEffect, useRef, useState } from 'react';
import { onLanguageChanged } from '../../../lib/translation.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { forgetRememberedLogin, type LoginMethod, loadRememberedLogin } from '../remembered-login.ts';
import {
  initialMethod,
  type LoginField,
  type LoginValues,
  loginFields,
  validateLoginField,
} from './login-rules.ts';

export const LOGIN_CAPTCHA_SCOPE = 'login';

export type LoginErrors = Partial<Record<LoginField, string>>;

const EMPTY: LoginValues = {
  username: '',
  password: '',
  mobileNum: '',
  smsCode: '',
  captcha: '',
  countryDialingCode: '',
};

/** What a login field's input takes: its value, its error, and the form's handlers and ref. */
export interface LoginFieldBinding {
  value: string;
  onValueChange(value: string): void;
  onBlur(): void;
  error: string | undefined;
  inputRef(element: HTMLInputElement | null): void;
}

/**
 * The state of the login form of spec 2.5 (method, values, errors, remember, captcha) and how
 * typing, leaving a field and switching method change it. Submitting is useLoginSubmit's.
 */
export function useLoginForm(whitelabel: WhiteLabelFlags) {
  const [method, setMethod] = useState<LoginMethod>('username');
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [remember, setRemember] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(LOGIN_CAPTCHA_SCOPE, captchaShown);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  const touched = useRef(false);
  const latest = useRef({ values, method, captchaShown });
  latest.current = { values, method, captchaShown };

  // spec 4: the remembered record restores its method and fields, unless the visitor began typing.
  useEffect(() => {
    let live = true;
    void loadRememberedLogin().then((record) => {
      if (!live || !record || touched.current) return;
      const restored = initialMethod(record, whitelabel);
      if (restored !== record.type) return;
      setMethod(restored);
      setRemember(record.remember);
      setValues((v) =>
        restored === 'username'
          ? { ...v, username: record.username, password: record.password }
          : { ...v, mobileNum: record.username, countryDialingCode: record.countryDialingCode },
      );
    });
    return () => {
      live = false;
    };
  }, [whitelabel]);

  // spec 2.5: a language change re-validates the filled fields after a 200 ms debounce.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const revalidate = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { values: current, method: m, captchaShown: c } = latest.current;
        setErrors((previous) => {
          const next = { ...previous };
          for (const field of loginFields(m, c)) {
            if (current[field]) next[field] = validateLoginField(field, current[field]);
          }
          return next;
        });
      }, TIMINGS.languageDebounceMs);
    };
    const unsubscribe = onLanguageChanged(revalidate);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);

  function change(field: LoginField, value: string) {
    touched.current = true;
    setValues((v) => ({ ...v, [field]: value }));
    setFormError(null);
    // A field already marked wrong is checked as it is corrected.
    if (errors[field]) {
      setErrors((e) => ({ ...e, [field]: validateLoginField(field, value) }));
    }
  }

  function blur(field: LoginField) {
    if (values[field]) setErrors((e) => ({ ...e, [field]: validateLoginField(field, values[field]) }));
  }

  /** A new captcha image, its old answer cleared. */
  function reloadCaptcha() {
    setValues((v) => ({ ...v, captcha: '' }));
    void captcha.refetch();
  }

  function switchMethod(next: LoginMethod) {
    if (next === method) return;
    touched.current = true;
    setMethod(next);
    setErrors({});
    setFormError(null);
    // spec 4: switching method reloads the captcha if it is shown.
    if (captchaShown) reloadCaptcha();
  }

  function focus(field: LoginField) {
    inputs.current[field]?.focus();
  }

  /** A field's message, with the focus moved there. */
  function fail(field: LoginField, message: string) {
    setErrors((e) => ({ ...e, [field]: message }));
    focus(field);
  }

  function toggleRemember(checked: boolean) {
    setRemember(checked);
    // spec 4: unchecking "remember password" deletes the record.
    if (!checked) void forgetRememberedLogin();
  }

  const field = (name: LoginField): LoginFieldBinding => ({
    value: values[name],
    onValueChange: (value: string) => change(name, value),
    onBlur: () => blur(name),
    error: errors[name],
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
  });

  return {
    method,
    values,
    setValues,
    errors,
    setErrors,
    formError,
    setFormError,
    remember,
    toggleRemember,
    captchaShown,
    setCaptchaShown,
    captcha,
    reloadCaptcha,
    change,
    switchMethod,
    focus,
    fail,
    field,
  };
}

export type LoginFormState = ReturnType<typeof useLoginForm>;
