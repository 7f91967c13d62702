import { TOASTS } from '@lobby/shared';
import { type FormEvent, useRef, useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { clearToast, showLoading, showToast } from '../../../lib/feedback.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useResetPassword } from '../api/reset-password.ts';
import {
  type FieldErrors,
  formFieldOf,
  type NewPasswordValues,
  validateNewPassword,
} from '../password-rules.ts';
import { rememberNewPassword } from './change-password-remembered.ts';
import { useSignInWithNewPassword } from './forget-sign-in.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

type Field = keyof NewPasswordValues;
const SERVER_FIELDS: Record<string, Field> = {
  newPassword: 'newPassword',
  confirmNewPassword: 'confirmPassword',
};

/**
 * The set-new-password form of an e-mailed link: new password and confirmation (spec 5
 * change-password rules). On success 'Change saved', the remembered login follows the new
 * password, and the app logs in with the account the server named (docs/decisions/018).
 */
export function ForgetResetForm({
  token,
  userName,
  onDeadLink,
}: {
  token: string;
  userName: string;
  onDeadLink(): void;
}) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const signIn = useSignInWithNewPassword(t);
  const [values, setValues] = useState<NewPasswordValues>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inputs = {
    newPassword: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors((shown) => ({ ...shown, [field]: validateNewPassword(next)[field] }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateNewPassword(values);
    setErrors(found);
    const invalid = (['newPassword', 'confirmPassword'] as const).find((field) => found[field]);
    if (invalid) {
      inputs[invalid].current?.focus();
      return;
    }
    setBusy(true);
    setFormError(undefined);
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
      setBusy(false);
      if (error instanceof ApiError && error.code === 'RESET_LINK_INVALID') return onDeadLink();
      const field = error instanceof ApiError ? formFieldOf(error.field, SERVER_FIELDS) : undefined;
      if (field) {
        setErrors({ [field]: errorMessageKey(error) });
        inputs[field].current?.focus();
      } else setFormError(errorMessageKey(error));
      return;
    }
    await showToast(t('changePsw.saved'), TOASTS.successMs, 'success');
    await rememberNewPassword([account], values.newPassword);
    await signIn({ username: account, password: values.newPassword });
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('changePsw.username')}
        value={userName}
        onValueChange={() => undefined}
        readOnly
        autoComplete="username"
      />
      <NewPasswordFields values={values} errors={errors} onChange={change} inputs={inputs} />
      {formError && (
        <p className="form-error" role="alert">
          {t(formError)}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {t('forget.savePassword')}
      </button>
    </form>
  );
}
