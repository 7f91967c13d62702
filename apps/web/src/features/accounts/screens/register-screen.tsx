import { ROUTES } from '@lobby/shared';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router.ts';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { BrandHero } from '../components/brand-hero.tsx';
import { MethodTabs } from '../components/method-tabs.tsx';
import { RegisterAgreement } from '../components/register-agreement.tsx';
import { RegisterFieldList } from '../components/register-field-list.tsx';
import { useRegisterForm } from '../components/use-register-form.ts';
import { useRegisterSubmit } from '../components/use-register-submit.ts';
import { showMethodSwitch } from '../register-fields.ts';
import './register-screen.css';

const METHODS = [
  ['username', 'register.byUsername'],
  ['mobile', 'register.byMobile'],
] as const;

/**
 * Registration (spec 2.6; rules in register-fields.ts, payload in register-payload.ts).
 * `notices` is the announcements block another feature provides, shown above the form.
 */
export function RegisterScreen({ notices }: { notices?: ReactNode }) {
  const { t } = useTranslation();
  const config = useStartupConfig();
  const form = useRegisterForm();
  const registration = useRegisterSubmit(form);

  return (
    <main className="brand-page register">
      <BrandHero title={t('register.title')}>
        <p>{t('register.subtitle', { brand: config.brand.name })}</p>
      </BrandHero>
      {notices}
      <form className="form register-form" noValidate onSubmit={registration.submit}>
        {showMethodSwitch(config.whitelabel) && (
          <MethodTabs
            label="register.methods"
            methods={METHODS}
            value={form.by}
            onChange={form.switchMethod}
          />
        )}
        <RegisterFieldList form={form} />
        <RegisterAgreement checked={form.agreed} onChange={form.setAgreed} onOpen={form.keepDraft} />
        <button
          type="submit"
          className="button button-primary"
          disabled={!form.agreed}
          aria-busy={registration.pending}
        >
          {t(registration.pending ? 'register.submitting' : 'register.submit')}
        </button>
        <p className="register-login">
          {t('register.haveAccount')} <Link to={ROUTES.login}>{t('register.login')}</Link>
        </p>
      </form>
    </main>
  );
}
