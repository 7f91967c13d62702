import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { LoginMethod } from '../remembered-login.ts';
import { CaptchaField } from './captcha-field.tsx';
import { showMethodTabs } from './login-rules.ts';
import { LoginSmsFields } from './login-sms-fields.tsx';
import { LoginTrialButton } from './login-trial-button.tsx';
import { LoginUsernameFields } from './login-username-fields.tsx';
import { LOGIN_CAPTCHA_SCOPE, useLoginForm } from './use-login-form.ts';
import { useLoginSubmit } from './use-login-submit.ts';
import './login.css';

const METHODS: readonly LoginMethod[] = ['username', 'sms'];

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
  const { t } = useTranslation();
  const config = useStartupConfig();
  const form = useLoginForm(config.whitelabel);
  const login = useLoginSubmit(form, { returnTo, onDone });
  const { method, values, errors, formError } = form;

  return (
    <form className="form login-form" noValidate onSubmit={(event) => void login.submit(event)}>
      {showMethodTabs(config.whitelabel) && (
        <div className="form-tabs" role="tablist" aria-label={t('login.methods')}>
          {METHODS.map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={method === m}
              onClick={() => form.switchMethod(m)}
            >
              {t(m === 'username' ? 'login.username' : 'login.mobileNum')}
            </button>
          ))}
        </div>
      )}
      {method === 'username' ? (
        <LoginUsernameFields field={form.field} />
      ) : (
        <LoginSmsFields
          field={form.field}
          mobileNum={values.mobileNum}
          countryDialingCode={values.countryDialingCode}
          onDialingCodeChange={(code) => form.setValues((v) => ({ ...v, countryDialingCode: code }))}
          onMobileInvalid={(message) => form.fail('mobileNum', message)}
        />
      )}
      {form.captchaShown && (
        <CaptchaField
          scope={LOGIN_CAPTCHA_SCOPE}
          value={values.captcha}
          onValueChange={(value) => form.change('captcha', value)}
          error={errors.captcha}
          inputRef={form.field('captcha').inputRef}
        />
      )}
      <div className="form-row">
        <label className="form-check">
          <input
            type="checkbox"
            checked={form.remember}
            onChange={(event) => form.toggleRemember(event.target.checked)}
          />
          {t('login.remember')}
        </label>
      </div>
      {formError && (
        <p className="login-alert" role="alert">
          {t(formError)}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={login.pending}>
        {t('header.login')}
      </button>
      <LoginTrialButton onDone={onDone} onError={form.setFormError} />
    </form>
  );
}
