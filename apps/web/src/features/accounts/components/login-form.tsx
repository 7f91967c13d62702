import { LIMITS, type LoginResponse, TIMINGS } from '@lobby/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { clearToast, showLoading, showToast } from '../../../lib/feedback.ts';
import { dropMemberData } from '../../../lib/logout.ts';
import {
  forgetRememberedLogin,
  type LoginMethod,
  loadRememberedLogin,
  saveRememberedLogin,
} from '../../../lib/remembered-login.ts';
import { saveSession } from '../../../lib/session.ts';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { useLogin } from '../api/login.ts';
import { sendSmsCode } from '../api/send-sms-code.ts';
import { CaptchaField } from './captcha-field.tsx';
import { DialingCodeSelect } from './dialing-code-select.tsx';
import {
  afterLoginRoute,
  demandsCaptcha,
  initialMethod,
  type LoginField,
  type LoginValues,
  loginErrorField,
  loginFields,
  loginRequest,
  rememberedRecord,
  showMethodTabs,
  validateLoginField,
} from './login-rules.ts';
import { LoginTrialButton } from './login-trial-button.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';
import './login.css';

const CAPTCHA_SCOPE = 'login';
/** spec 8, 9: the SMS loading toast lasts at most 10 s on login; the sent message 1.5 s. */
const SMS_SENDING_MS = 10_000;
const SMS_SENT_MS = 1500;

type Errors = Partial<Record<LoginField, string>>;

const EMPTY: LoginValues = {
  username: '',
  password: '',
  mobileNum: '',
  smsCode: '',
  captcha: '',
  countryDialingCode: '',
};

export interface LoginFormProps {
  /** Where a member goes after logging in (a first login goes to set a password instead). */
  returnTo: string;
  /** Called with the route to show once logged in (or in trial play). */
  onDone(to: string): void;
}

/**
 * The login form of spec 2.5, shared by /m/login and the login modal: username + password or
 * mobile + SMS code, remember password (docs/decisions/015), a captcha once the server asks
 * for one (spec 4, 8), and trial play.
 */
export function LoginForm({ returnTo, onDone }: LoginFormProps) {
  const { t, i18n } = useTranslation();
  const config = useStartupConfig();
  const queryClient = useQueryClient();
  const tabs = showMethodTabs(config.whitelabel);
  const [method, setMethod] = useState<LoginMethod>('username');
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [remember, setRemember] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(CAPTCHA_SCOPE, captchaShown);
  const login = useLogin(config.payloadKey);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  const touched = useRef(false);
  const latest = useRef({ values, method, captchaShown });
  latest.current = { values, method, captchaShown };

  // spec 4: the remembered record restores its method and fields, unless the visitor began typing.
  useEffect(() => {
    let live = true;
    void loadRememberedLogin().then((record) => {
      if (!live || !record || touched.current) return;
      const restored = initialMethod(record, config.whitelabel);
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
  }, [config.whitelabel]);

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
    i18n.on('languageChanged', revalidate);
    return () => {
      i18n.off('languageChanged', revalidate);
      clearTimeout(timer);
    };
  }, [i18n]);

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

  function switchMethod(next: LoginMethod) {
    if (next === method) return;
    touched.current = true;
    setMethod(next);
    setErrors({});
    setFormError(null);
    // spec 4: switching method reloads the captcha if it is shown.
    if (captchaShown) {
      setValues((v) => ({ ...v, captcha: '' }));
      void captcha.refetch();
    }
  }

  function focus(field: LoginField) {
    inputs.current[field]?.focus();
  }

  function toggleRemember(checked: boolean) {
    setRemember(checked);
    // spec 4: unchecking "remember password" deletes the record.
    if (!checked) void forgetRememberedLogin();
  }

  async function rememberLogin() {
    try {
      if (remember) await saveRememberedLogin(rememberedRecord(method, values));
      else await forgetRememberedLogin();
    } catch {
      // No IndexedDB (some private modes): the login works, it is just not remembered.
    }
  }

  function loggedIn(answer: LoginResponse) {
    dropMemberData(queryClient);
    saveSession({
      token: answer.token,
      merchantCode: config.merchantCode,
      userName: answer.userName,
      type: answer.customerType,
      firstTimeLogin: answer.firstTimeLogin,
    });
  }

  function failed(error: unknown) {
    const apiError = error instanceof ApiError ? error : null;
    if (apiError && demandsCaptcha(apiError)) setCaptchaShown(true);
    // A captcha answer is good for one try: the next try gets a new image.
    if (captchaShown) {
      setValues((v) => ({ ...v, captcha: '' }));
      void captcha.refetch();
    }
    const captchaVisible = captchaShown || (apiError !== null && demandsCaptcha(apiError));
    const key = errorMessageKey(error);
    const field = apiError ? loginErrorField(apiError, method) : undefined;
    if (field && (field !== 'captcha' || captchaVisible)) {
      setErrors((e) => ({ ...e, [field]: key }));
      if (field !== 'captcha') focus(field);
    } else {
      setFormError(key);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (login.isPending) return;
    setFormError(null);
    const fields = loginFields(method, captchaShown);
    const found: Errors = {};
    for (const field of fields) found[field] = validateLoginField(field, values[field]);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) {
      focus(firstInvalid);
      return;
    }
    try {
      const answer = await login.mutateAsync(
        loginRequest(method, values, remember, captchaShown ? captcha.data : undefined),
      );
      await rememberLogin();
      loggedIn(answer);
      onDone(afterLoginRoute(answer.firstTimeLogin, returnTo));
    } catch (error) {
      failed(error);
    }
  }

  /** spec 5, 8: the number must pass before a code is asked for; a failed send says nothing. */
  async function sendCode(): Promise<number | null> {
    const invalid = validateLoginField('mobileNum', values.mobileNum);
    if (invalid) {
      setErrors((e) => ({ ...e, mobileNum: invalid }));
      focus('mobileNum');
      return null;
    }
    void showLoading(t('login.smsSending'), SMS_SENDING_MS);
    try {
      const { expiredMinutes } = await sendSmsCode({
        purpose: 'login',
        countryDialingCode: values.countryDialingCode,
        mobileNum: values.mobileNum,
      });
      await clearToast();
      void showToast(t('login.smsSent'), SMS_SENT_MS, 'success');
      // spec 9: the countdown is expiredMinutes x 60 s.
      return expiredMinutes * 60;
    } catch {
      void clearToast();
      return null;
    }
  }

  const field = (name: LoginField) => ({
    value: values[name],
    onValueChange: (value: string) => change(name, value),
    onBlur: () => blur(name),
    error: errors[name],
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
  });

  return (
    <form className="form login-form" noValidate onSubmit={(event) => void submit(event)}>
      {tabs && (
        <div className="form-tabs" role="tablist" aria-label={t('login.methods')}>
          {(['username', 'sms'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={method === m}
              onClick={() => switchMethod(m)}
            >
              {t(m === 'username' ? 'login.username' : 'login.mobileNum')}
            </button>
          ))}
        </div>
      )}
      {method === 'username' ? (
        <>
          <TextField {...field('username')} label={t('login.username')} autoComplete="username" />
          <TextField
            {...field('password')}
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
          />
        </>
      ) : (
        <>
          <TextField
            {...field('mobileNum')}
            onValueChange={(value) => change('mobileNum', value.replace(/\D/g, ''))}
            label={t('login.mobileNum')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={LIMITS.mobileInputMaxLength}
            leading={
              <DialingCodeSelect
                value={values.countryDialingCode}
                onValueChange={(code) => setValues((v) => ({ ...v, countryDialingCode: code }))}
              />
            }
          />
          <TextField
            {...field('smsCode')}
            onValueChange={(value) => change('smsCode', value.replace(/\D/g, ''))}
            label={t('login.smsCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.smsCodeMaxLength}
            trailing={<SmsCodeButton onSend={sendCode} />}
          />
        </>
      )}
      {captchaShown && (
        <CaptchaField
          scope={CAPTCHA_SCOPE}
          value={values.captcha}
          onValueChange={(value) => change('captcha', value)}
          error={errors.captcha}
          inputRef={(element) => {
            inputs.current.captcha = element;
          }}
        />
      )}
      <div className="form-row">
        <label className="form-check">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => toggleRemember(event.target.checked)}
          />
          {t('login.remember')}
        </label>
      </div>
      {formError && (
        <p className="login-alert" role="alert">
          {t(formError)}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={login.isPending}>
        {t('header.login')}
      </button>
      <LoginTrialButton onDone={onDone} onError={setFormError} />
    </form>
  );
}
