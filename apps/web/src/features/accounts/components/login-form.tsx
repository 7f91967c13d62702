import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { CaptchaField } from './captcha-field.tsx';
import { showMethodTabs } from './login-rules.ts';
import { LoginSmsFields } from './login-sms-fields.tsx';
import { LoginTrialButton } from './login-trial-button.tsx';
import { LoginUsernameFields } from './login-username-fields.tsx';
import { MethodTabs } from './method-tabs.tsx';
import { RememberedLoginOffer } from './remembered-login-offer.tsx';
import { LOGIN_CAPTCHA_SCOPE, useLoginForm } from './use-login-form.ts';
import { useLoginSubmit } from './use-login-submit.ts';
import './login.css';

const METHODS = [
  ['username', 'login.username'],
  ['sms', 'login.mobileNum'],
] as const;

export interface LoginFormProps {
  /** Where a member goes after logging in (a first login goes to set a password instead). */
  returnTo: string;
  /** Called with the route to show once logged in (or in trial play). */
  onDone(to: string): void;
}

/**
 * The login form of spec 2.5, shared by /m/login and the login modal: username + password or
 * mobile + SMS code, remember (one tap while this device's remember token lives, never the
 * password: docs/decisions/035), a captcha once the server asks
 * for one (spec 4, 8), and trial play.
 */
export function LoginForm({ returnTo, onDone }: LoginFormProps) {
  const { t } = useTranslation();
  const config = useStartupConfig();
  const form = useLoginForm(config.whitelabel);
  const login = useLoginSubmit(form, { returnTo, onDone });
  const { method, values, formError } = form;

  return (
    <form
      className="form login-form"
      noValidate
      onSubmit={login.submit}
      // Says when the remembered record has been looked for (decision 035): until then an empty
      // form may still fill in, after it an empty form stays empty (the browser tests wait on it).
      data-remembered-login={form.rememberedChecked ? 'checked' : 'pending'}
    >
      {form.oneTapAccount !== null && (
        <RememberedLoginOffer
          account={form.oneTapAccount}
          returnTo={returnTo}
          onDone={onDone}
          onEnded={form.oneTapEnded}
          onNotYou={form.notYou}
          onError={form.setFormError}
        />
      )}
      {showMethodTabs(config.whitelabel) && (
        <MethodTabs label="login.methods" methods={METHODS} value={method} onChange={form.switchMethod} />
      )}
      {method === 'username' ? (
        <LoginUsernameFields field={form.field} />
      ) : (
        <LoginSmsFields
          field={form.field}
          mobileNum={values.mobileNum}
          countryDialingCode={values.countryDialingCode}
          onDialingCodeChange={(code) => form.setValue('countryDialingCode', code)}
          onMobileInvalid={(message) => form.fieldError('mobileNum', message)}
        />
      )}
      {form.captchaShown && (
        <CaptchaField
          scope={LOGIN_CAPTCHA_SCOPE}
          value={values.captcha}
          onValueChange={(value) => form.change('captcha', value)}
          error={form.errorOf('captcha')}
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
      <FormAlert message={formError} />
      {/* One primary action per screen: while one tap is offered, it is "Continue as". */}
      <button
        type="submit"
        className={`button ${form.oneTapAccount === null ? 'button-primary' : 'button-outline'}`}
        disabled={login.pending}
      >
        {t('header.login')}
      </button>
      <LoginTrialButton onDone={onDone} onError={form.setFormError} />
    </form>
  );
}
