import { VALIDATION_BOUNDS } from '@lobby/shared';
import { TextField } from '../../../components/form/text-field.tsx';
import type { FieldBinding } from '../../../components/form/use-form-kit.ts';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { LoginField } from './login-rules.ts';

/** spec 2.5, the username method: account and password. */
export function LoginUsernameFields({ field }: { field(name: LoginField): FieldBinding }) {
  const { t } = useTranslation();
  // A member who registered by mobile logs in with the number they know (issue 9, decision 038).
  const byMobileToo = useStartupConfig().whitelabel.MOBILENUMREG3;
  return (
    <>
      <TextField
        {...field('username')}
        label={t(byMobileToo ? 'login.usernameOrMobile' : 'login.username')}
        autoComplete="username"
        dir="ltr"
        // Issue 9: the loginUsername rule's own bound, so a phone cannot take more than it accepts.
        maxLength={VALIDATION_BOUNDS.loginUsername.max}
      />
      <TextField
        {...field('password')}
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        maxLength={VALIDATION_BOUNDS.loginPassword.max}
      />
    </>
  );
}
