import { useTranslation } from '../../../lib/translation.ts';
import type { LoginMethod } from '../remembered-login.ts';

const METHODS: readonly LoginMethod[] = ['username', 'sms'];

/** spec 2.5: account + password or mobile + SMS code, shown only with MOBILEVERCODELOGIN3. */
export function LoginMethodTabs({
  method,
  onChange,
}: {
  method: LoginMethod;
  onChange(method: LoginMethod): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-tabs" role="tablist" aria-label={t('login.methods')}>
      {METHODS.map((m) => (
        <button key={m} type="button" role="tab" aria-selected={method === m} onClick={() => onChange(m)}>
          {t(m === 'username' ? 'login.username' : 'login.mobileNum')}
        </button>
      ))}
    </div>
  );
}
