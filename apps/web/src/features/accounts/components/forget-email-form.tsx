import { ROUTES, TOASTS } from '@lobby/shared';
import { type FormEvent, useRef, useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { clearToast, showLoading, showToast } from '../../../lib/feedback.ts';
import { canGoBack, useNavigate } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import {
  type FieldErrors,
  type ForgotEmailValues,
  trimForgotEmail,
  validateForgotEmail,
} from '../password-rules.ts';

type Field = keyof ForgotEmailValues;

/**
 * spec 2.7, 4, 5 "Forgot password by email": account and e-mail, both trimmed; please wait,
 * then a message that never says whether the account exists (the server answers the same
 * either way), then back.
 */
export function ForgetEmailForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [values, setValues] = useState<ForgotEmailValues>({ username: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();
  const inputs = { username: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // A shown error follows the typing, so it goes as soon as the value is right.
    if (errors[field]) setErrors((shown) => ({ ...shown, [field]: validateForgotEmail(next)[field] }));
  }

  function blur(field: Field) {
    if (values[field].trim() !== '') {
      setErrors((shown) => ({ ...shown, [field]: validateForgotEmail(values)[field] }));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateForgotEmail(values);
    setErrors(found);
    const invalid = (['username', 'email'] as const).find((field) => found[field]);
    if (invalid) {
      inputs[invalid].current?.focus();
      return;
    }
    setFormError(undefined);
    void showLoading(t('forget.pleaseWait'), TOASTS.pleaseWaitMs);
    try {
      await forgot.mutateAsync(trimForgotEmail(values));
    } catch (error) {
      // spec 8 leaves this failure open: the loading goes and the form says why.
      void clearToast();
      setFormError(errorMessageKey(error));
      return;
    }
    await showToast(t('forget.emailSent'), TOASTS.successMs, 'success');
    if (canGoBack()) navigate(-1);
    else navigate(ROUTES.home, { replace: true });
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="form-intro">{t('forget.emailIntro')}</p>
      <TextField
        label={t('forget.username')}
        value={values.username}
        onValueChange={(value) => change('username', value)}
        onBlur={() => blur('username')}
        error={errors.username}
        inputRef={inputs.username}
        autoComplete="username"
        maxLength={64}
        required
      />
      <TextField
        label={t('forget.email')}
        type="email"
        value={values.email}
        onValueChange={(value) => change('email', value)}
        onBlur={() => blur('email')}
        error={errors.email}
        inputRef={inputs.email}
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        required
      />
      {formError && (
        <p className="form-error" role="alert">
          {t(formError)}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={forgot.isPending}>
        {t('forget.sendLink')}
      </button>
    </form>
  );
}
