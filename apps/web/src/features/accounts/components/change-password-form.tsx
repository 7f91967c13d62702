import { ROUTES, type SessionInfo, TOASTS, VALIDATION_BOUNDS } from '@lobby/shared';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { serverFieldOf } from '../../../components/form/shared-rules.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { type FormKit, useFormKit } from '../../../components/form/use-form-kit.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { alertDialog, clearToast, showLoading, showToast } from '../../../lib/feedback.ts';
import { useNavigate } from '../../../lib/router.ts';
import { readSession, saveSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useChangePassword } from '../api/change-password.ts';
import { type ChangePasswordValues, isSameAsOld, validateChangePassword } from '../password-rules.ts';
import { AccountField } from './account-field.tsx';
import { rememberedLoginAfterNewPassword } from './change-password-remembered.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
const SERVER_FIELDS = {
  oldPassword: 'oldPassword',
  newPassword: 'newPassword',
  confirmNewPassword: 'confirmPassword',
} as const;
// The old password is always asked for: no login flow holds it in memory (docs/decisions/018).
const validate = (values: ChangePasswordValues) => validateChangePassword(values, { askOld: true });

/**
 * spec 2.8, 4, 5 "Change password": read-only account, old, new and confirmation; the call and
 * what follows are useChangePasswordSubmit's.
 */
export function ChangePasswordForm({ session }: { session: SessionInfo }) {
  const { t } = useTranslation();
  const form = useFormKit({ defaultValues: EMPTY, validate, checkOnChange: 'shown' });
  const save = useChangePasswordSubmit(form, session);
  return (
    <form className="form" noValidate onSubmit={form.submit(save.submit, () => save.busy)}>
      {session.firstTimeLogin && <p className="form-intro">{t('changePsw.firstTimeIntro')}</p>}
      <AccountField userName={session.userName} />
      <TextField
        {...form.field('oldPassword')}
        label={t('changePsw.oldPassword')}
        type="password"
        autoComplete="current-password"
        maxLength={VALIDATION_BOUNDS.loginPassword.max}
      />
      <NewPasswordFields field={form.field} />
      <FormAlert message={form.formError} />
      <button type="submit" className="button button-primary" disabled={save.busy}>
        {t('changePsw.confirm')}
      </button>
    </form>
  );
}

/**
 * New equal to old: a dialog, nothing sent. Otherwise a 10 s loading message and the call; on
 * success 'Change saved' for 1 s, the remembered login's one tap ended (decision 035), the
 * first-time-login mark dropped, then home. A failure shows by the field the server named (docs/decisions/018).
 */
function useChangePasswordSubmit(form: FormKit<ChangePasswordValues>, session: SessionInfo) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangePassword();

  async function submit(values: ChangePasswordValues) {
    form.setFormError(null);
    if (isSameAsOld(values.oldPassword, values.newPassword)) {
      await alertDialog({ content: t('changePsw.sameAsOld'), confirmText: t('changePsw.ok') });
      return;
    }
    void showLoading(t('changePsw.saving'), TOASTS.changePasswordLoadingMs);
    try {
      await change.mutateAsync({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmPassword,
      });
    } catch (error) {
      // spec 8: the loading message goes; what the server named shows by its field.
      void clearToast();
      const field = serverFieldOf(error, SERVER_FIELDS);
      if (field) form.fieldError(field, errorMessageKey(error));
      else form.setFormError(errorMessageKey(error));
      return;
    }
    rememberedLoginAfterNewPassword([session.userName]);
    const current = readSession();
    if (current?.firstTimeLogin) saveSession({ ...current, firstTimeLogin: false });
    await showToast(t('changePsw.saved'), TOASTS.successMs, 'success');
    navigate(ROUTES.home, { replace: true });
  }

  // Busy from the call until home, as before: the mutation alone ends before the toast.
  return { submit, busy: change.isPending || change.isSuccess };
}
