import { VALIDATION_BOUNDS } from '@lobby/shared';
import { TextField } from '../../../components/form/text-field.tsx';
import type { FieldBinding } from '../../../components/form/use-form-kit.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { type NewPasswordValues, PASSWORD_HINT } from '../password-rules.ts';

/**
 * spec 5 "Change password": the new password with the 'password' rule hint, then its
 * confirmation. Shared by the change-password form and the reset-link form.
 */
export function NewPasswordFields({ field }: { field(name: keyof NewPasswordValues): FieldBinding }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...field('newPassword')}
        label={t('changePsw.newPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={VALIDATION_BOUNDS.password.max}
      />
      <p className="form-hint">{t('changePsw.passwordHint', PASSWORD_HINT)}</p>
      <TextField
        {...field('confirmPassword')}
        label={t('changePsw.confirmPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={VALIDATION_BOUNDS.password.max}
      />
    </>
  );
}
