import { ROUTES, TOASTS, VALIDATION_BOUNDS } from '@lobby/shared';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useFormKit } from '../../../components/form/use-form-kit.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { clearToast, showLoading, showToast } from '../../../lib/feedback.ts';
import { canGoBack, useNavigate } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { cleanForgotEmail, type ForgotEmailValues, validateForgotEmail } from '../password-rules.ts';

const EMPTY: ForgotEmailValues = { username: '', email: '' };

/**
 * spec 2.7, 4, 5 "Forgot password by email": account and e-mail, both trimmed; please wait,
 * then a message that never says whether the account exists (the server answers the same
 * either way), then back.
 */
export function ForgetEmailForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useFormKit({
    defaultValues: EMPTY,
    validate: validateForgotEmail,
    // A shown error follows the typing, so it goes as soon as the value is right.
    checkOnChange: 'shown',
    checkOnBlur: (value) => value.trim() !== '',
  });

  async function send(values: ForgotEmailValues) {
    form.setFormError(null);
    void showLoading(t('forget.pleaseWait'), TOASTS.pleaseWaitMs);
    try {
      await forgot.mutateAsync(cleanForgotEmail(values));
    } catch (error) {
      // spec 8 leaves this failure open: the loading goes and the form says why.
      void clearToast();
      form.setFormError(errorMessageKey(error));
      return;
    }
    await showToast(t('forget.emailSent'), TOASTS.successMs, 'success');
    if (canGoBack()) navigate(-1);
    else navigate(ROUTES.home, { replace: true });
  }

  return (
    <form className="form" noValidate onSubmit={form.submit(send)}>
      <p className="form-intro">{t('forget.emailIntro')}</p>
      <TextField
        {...form.field('username')}
        label={t('forget.username')}
        autoComplete="username"
        dir="ltr"
        maxLength={VALIDATION_BOUNDS.loginUsername.max}
        required
      />
      <TextField
        {...form.field('email')}
        label={t('forget.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={VALIDATION_BOUNDS.email.max}
        required
      />
      <FormAlert message={form.formError} />
      <button type="submit" className="button button-primary" disabled={forgot.isPending}>
        {t('forget.sendLink')}
      </button>
    </form>
  );
}
