import { TOASTS } from '@lobby/shared';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { serverFieldOf } from '../../../components/form/shared-rules.ts';
import { type FormKit, useFormKit } from '../../../components/form/use-form-kit.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { clearToast, showLoading, showToast } from '../../../lib/feedback.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { type NewPasswordValues, validateNewPassword } from '../password-rules.ts';
import { AccountField } from './account-field.tsx';
import { rememberedLoginAfterNewPassword } from './change-password-remembered.ts';
import { useSignInWithNewPassword } from './forget-sign-in.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const EMPTY: NewPasswordValues = { newPassword: '', confirmPassword: '' };
const SERVER_FIELDS = { newPassword: 'newPassword', confirmNewPassword: 'confirmPassword' } as const;

interface ResetLink {
  token: string;
  userName: string;
  onDeadLink(): void;
}

/**
 * The set-new-password form of an e-mailed link: new password and confirmation (spec 5
 * change-password rules). On success 'Change saved', the remembered login follows the new
 * password, and the app logs in with the account the server named (docs/decisions/018).
 */
export function ForgetResetForm(link: ResetLink) {
  const { t } = useTranslation();
  const form = useFormKit({ defaultValues: EMPTY, validate: validateNewPassword, checkOnChange: 'shown' });
  const save = useResetSubmit(form, link);
  return (
    <form className="form" noValidate onSubmit={form.submit(save.submit, () => save.busy)}>
      <AccountField userName={link.userName} />
      <NewPasswordFields field={form.field} />
      <FormAlert message={form.formError} />
      <button type="submit" className="button button-primary" disabled={save.busy}>
        {t('forget.savePassword')}
      </button>
    </form>
  );
}

function useResetSubmit(form: FormKit<NewPasswordValues>, { token, onDeadLink }: ResetLink) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const signIn = useSignInWithNewPassword(t);

  async function submit(values: NewPasswordValues) {
    void showLoading(t('forget.pleaseWait'), TOASTS.changePasswordLoadingMs);
    let account: string;
    try {
      ({ userName: account } = await reset.mutateAsync({
        token,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmPassword,
      }));
    } catch (error) {
      void clearToast();
      if (error instanceof ApiError && error.code === 'RESET_LINK_INVALID') return onDeadLink();
      const field = serverFieldOf(error, SERVER_FIELDS);
      if (field) form.fieldError(field, errorMessageKey(error));
      else form.setFormError(errorMessageKey(error));
      return;
    }
    await showToast(t('changePsw.saved'), TOASTS.successMs, 'success');
    rememberedLoginAfterNewPassword([account]);
    await signIn({ username: account, password: values.newPassword });
  }

  // Busy from the call until the sign-in has moved on.
  return { submit, busy: reset.isPending || reset.isSuccess };
}
