import { type KeyboardEvent, useState } from 'react';
import { useLocation, useSearchParams } from '../../../lib/router.ts';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { ForgetEmailForm } from '../components/forget-email-form.tsx';
import { ForgetPhoneForm } from '../components/forget-phone-form.tsx';
import { type ForgetMethod, forgetMethods } from '../password-rules.ts';
import { ResetLinkScreen } from './reset-link-screen.tsx';
import '../components/password-screens.css';

/**
 * /m/forget (spec 2.7): the phone or the e-mail method, or with ?token=... (the e-mailed link)
 * the set-new-password form.
 */
export function ForgetScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token === null ? <ForgetMethods /> : <ResetLinkScreen key={token} token={token} />;
}

function ForgetMethods() {
  const { t } = useTranslation();
  const config = useStartupConfig();
  const location = useLocation();
  const methods = forgetMethods(config.whitelabel);
  // A dead reset link asks for the e-mail method (reset-link-screen.tsx).
  const asked = (location.state as { method?: ForgetMethod } | null)?.method;
  const [chosen, setChosen] = useState<ForgetMethod>(
    asked && methods.includes(asked) ? asked : (methods[0] ?? 'email'),
  );
  const method = methods.includes(chosen) ? chosen : 'email';

  function onTabKey(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = methods[(methods.indexOf(method) + 1) % methods.length] ?? method;
    setChosen(next);
    document.getElementById(`forget-tab-${next}`)?.focus();
  }

  return (
    <main className="page-content password-page">
      <section className="card form-card">
        {methods.length > 1 ? (
          <>
            <div className="form-tabs" role="tablist" aria-label={t('forget.methods')} onKeyDown={onTabKey}>
              {methods.map((item) => (
                <button
                  key={item}
                  id={`forget-tab-${item}`}
                  type="button"
                  role="tab"
                  aria-selected={item === method}
                  aria-controls="forget-panel"
                  tabIndex={item === method ? 0 : -1}
                  onClick={() => setChosen(item)}
                >
                  {t(item === 'phone' ? 'forget.byPhone' : 'forget.byEmail')}
                </button>
              ))}
            </div>
            <div id="forget-panel" role="tabpanel" aria-labelledby={`forget-tab-${method}`}>
              {method === 'phone' ? <ForgetPhoneForm /> : <ForgetEmailForm />}
            </div>
          </>
        ) : (
          <>
            <h2 className="form-title">{t('forget.byEmail')}</h2>
            <ForgetEmailForm />
          </>
        )}
      </section>
    </main>
  );
}
