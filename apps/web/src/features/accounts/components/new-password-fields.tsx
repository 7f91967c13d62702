import { VALIDATION_BOUNDS } from '@lobby/shared';
import { TextField } from '../../../components/form/text-field.tsx';
import type { FieldBinding } from '../../../components/form/use-form-kit.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { type NewPasswordValues, PASSWORD_HINT } from '../password-rules.ts';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

/** spec 5: a new password, by the 'password' rule, with that rule's hint and the strength meter under it. */
export function NewPasswordField({ label, ...binding }: FieldBinding & { label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...binding}
        label={label}
        type="password"
        autoComplete="new-password"
        maxLength={VALIDATION_BOUNDS.password.max}
      />
      <p className="form-hint">{t('changePsw.passwordHint', PASSWORD_HINT)}</p>
      <PasswordStrengthMeter password={binding.value} />
    </>
  );
}

/**
 * spec 5 "Change password": the new password with the 'password' rule hint, then its
 * confirmation. Shared by the change-password form and the reset-link form.
 */
export function NewPasswordFields({ field }: { field(name: keyof NewPasswordValues): FieldBinding }) {
  const { t } = useTranslation();
  return (
    <>
      <NewPasswordField {...field('newPassword')} label={t('changePsw.newPassword')} />
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
