import { Fragment } from 'react';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { isRequired, type RegisterField } from '../register-fields.ts';
import { CaptchaField } from './captcha-field.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';
import { RegisterMobileFields } from './register-mobile-fields.tsx';
import { RegisterTextField } from './register-text-field.tsx';
import { REGISTER_CAPTCHA_SCOPE, type RegisterForm } from './use-register-form.ts';
import { useRegisterSmsCode } from './use-register-submit.ts';

/** The registration inputs in the order registerFields gives (spec 2.6 items 1 to 6). */
export function RegisterFieldList({ form }: { form: RegisterForm }) {
  const config = useStartupConfig();
  const sendCode = useRegisterSmsCode(form);
  const { link } = form;

  function renderField(field: RegisterField) {
    // The SMS code comes with the mobile number.
    if (field === 'verificationCode') return null;
    if (field === 'mobileNum') {
      return (
        <RegisterMobileFields
          key={field}
          field={form.field}
          countryDialingCode={form.values.countryDialingCode}
          onDialingCodeChange={(code) => form.setValue('countryDialingCode', code)}
          onSendCode={sendCode}
        />
      );
    }
    const binding = form.field(field);
    if (field === 'captcha') {
      return <CaptchaField key={field} scope={REGISTER_CAPTCHA_SCOPE} {...binding} />;
    }
    const invalidLink =
      field === 'affiliateCode' && link.verdict === 'invalid' && binding.value === link.code;
    const input = (
      <RegisterTextField
        key={field}
        field={field}
        {...binding}
        error={binding.error ?? (invalidLink ? 'validation.invitationCode' : undefined)}
        optional={!isRequired(field, config.register)}
      />
    );
    if (field !== 'password') return input;
    // Issue 8 item 8: the meter reads the account name and number as the server does.
    const { username = '', mobileNum = '', email = '' } = form.values;
    return (
      <Fragment key={field}>
        {input}
        <PasswordStrengthMeter password={binding.value} userInputs={[username, mobileNum, email]} />
      </Fragment>
    );
  }

  return <>{form.fields.map(renderField)}</>;
}
