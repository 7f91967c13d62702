import { ROUTES, type SessionInfo, TOASTS, VALIDATION_BOUNDS } from '@lobby/shared';
import { type FormEvent, useRef, useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { alertDialog, clearToast, showLoading, showToast } from '../../../lib/feedback.ts';
import { useNavigate } from '../../../lib/router.ts';
import { readSession, saveSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useChangePassword } from '../api/change-password.ts';
import {
  type ChangePasswordValues,
  type FieldErrors,
  formFieldOf,
  isSameAsOld,
  validateChangePassword,
} from '../password-rules.ts';
import { rememberNewPassword } from './change-password-remembered.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

type Field = keyof ChangePasswordValues;
const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const SERVER_FIELDS: Record<string, Field> = {
  oldPassword: 'oldPassword',
  newPassword: 'newPassword',
  confirmNewPassword: 'confirmPassword',
};
// The old password is always asked for: no login flow holds it in memory (docs/decisions/018).
const ASK_OLD = { askOld: true };

/**
 * spec 2.8, 4, 5 "Change password": read-only account, old, new and confirmation. New equal to
 * old: a dialog, nothing sent. Otherwise a 10 s loading message and the call; on success
 * 'Change saved' for 1 s, the remembered login re-encoded, the first-time-login mark dropped,
 * then home.
 */
export function ChangePasswordForm({ session }: { session: SessionInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangePassword();
  const [values, setValues] = useState<ChangePasswordValues>({
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inputs = {
    oldPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  function edit(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) {
      setErrors((shown) => ({ ...shown, [field]: validateChangePassword(next, ASK_OLD)[field] }));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateChangePassword(values, ASK_OLD);
    setErrors(found);
    setFormError(undefined);
    const invalid = FIELDS.find((field) => found[field]);
    if (invalid) {
      inputs[invalid].current?.focus();
      return;
    }
    if (isSameAsOld(values.oldPassword, values.newPassword)) {
      await alertDialog({ content: t('changePsw.sameAsOld'), confirmText: t('changePsw.ok') });
      return;
    }
    setBusy(true);
    void showLoading(t('changePsw.saving'), TOASTS.changePasswordLoadingMs);
    try {
      await change.mutateAsync({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmPassword,
      });
    } catch (error) {
      // spec 8: the loading message goes; what the server named shows by its field (018).
      void clearToast();
      setBusy(false);
      const field = error instanceof ApiError ? formFieldOf(error.field, SERVER_FIELDS) : undefined;
      if (field) {
        setErrors({ [field]: errorMessageKey(error) });
        inputs[field].current?.focus();
      } else setFormError(errorMessageKey(error));
      return;
    }
    await rememberNewPassword([session.userName], values.newPassword);
    const current = readSession();
    if (current?.firstTimeLogin) saveSession({ ...current, firstTimeLogin: false });
    await showToast(t('changePsw.saved'), TOASTS.successMs, 'success');
    navigate(ROUTES.home, { replace: true });
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      {session.firstTimeLogin && <p className="form-intro">{t('changePsw.firstTimeIntro')}</p>}
      <TextField
        label={t('changePsw.username')}
        value={session.userName}
        onValueChange={() => undefined}
        readOnly
        autoComplete="username"
      />
      <TextField
        label={t('changePsw.oldPassword')}
        type="password"
        value={values.oldPassword}
        onValueChange={(value) => edit('oldPassword', value)}
        error={errors.oldPassword}
        inputRef={inputs.oldPassword}
        autoComplete="current-password"
        maxLength={VALIDATION_BOUNDS.loginPassword.max}
      />
      <NewPasswordFields values={values} errors={errors} onChange={edit} inputs={inputs} />
      {formError && (
        <p className="form-error" role="alert">
          {t(formError)}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {t('changePsw.confirm')}
      </button>
    </form>
  );
}
