import { TextField } from '../../../components/form/text-field.tsx';
import { useTranslation } from '../../../lib/translation.ts';

/** spec 2.7, 2.8: the account whose password changes, shown read-only (and for password managers). */
export function AccountField({ userName }: { userName: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('changePsw.username')}
      value={userName}
      onValueChange={() => undefined}
      readOnly
      dir="ltr"
      autoComplete="username"
    />
  );
}
