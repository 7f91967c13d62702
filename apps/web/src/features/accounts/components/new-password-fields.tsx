import { VALIDATION_BOUNDS } from '@lobby/shared';
import type { RefObject } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { type FieldErrors, type NewPasswordValues, PASSWORD_HINT } from '../password-rules.ts';

type Field = keyof NewPasswordValues;

export interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  errors: FieldErrors<Field>;
  onChange(field: Field, value: string): void;
  inputs: Record<Field, RefObject<HTMLInputElement | null>>;
}

/**
 * spec 5 "Change password": the new password with the 'password' rule hint, then its
 * confirmation. Shared by the change-password form and the reset-link form.
 */
export function NewPasswordFields({ values, errors, onChange, inputs }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('changePsw.newPassword')}
        type="password"
        value={values.newPassword}
        onValueChange={(value) => onChange('newPassword', value)}
        error={errors.newPassword}
        inputRef={inputs.newPassword}
        autoComplete="new-password"
        maxLength={VALIDATION_BOUNDS.password.max}
      />
      <p className="form-hint">{t('changePsw.passwordHint', PASSWORD_HINT)}</p>
      <TextField
        label={t('changePsw.confirmPassword')}
        type="password"
        value={values.confirmPassword}
        onValueChange={(value) => onChange('confirmPassword', value)}
        error={errors.confirmPassword}
        inputRef={inputs.confirmPassword}
        autoComplete="new-password"
        maxLength={VALIDATION_BOUNDS.password.max}
      />
    </>
  );
}
