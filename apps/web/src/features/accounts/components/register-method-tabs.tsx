import { useTranslation } from '../../../lib/translation.ts';
import type { RegisterBy } from '../register-fields.ts';

const METHODS: readonly RegisterBy[] = ['username', 'mobile'];

/** spec 2.6: the switch between username and mobile-number registration. */
export function RegisterMethodTabs({
  value,
  onChange,
}: {
  value: RegisterBy;
  onChange(by: RegisterBy): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-tabs" role="tablist" aria-label={t('register.methods')}>
      {METHODS.map((by) => (
        <button key={by} type="button" role="tab" aria-selected={value === by} onClick={() => onChange(by)}>
          {t(by === 'username' ? 'register.byUsername' : 'register.byMobile')}
        </button>
      ))}
    </div>
  );
}
