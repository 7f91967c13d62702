import { languageInfo } from '@lobby/shared';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useUserAgreement } from '../api/get-user-agreement.ts';
import './user-agreement-screen.css';

/**
 * /m/useragreement (spec 2.1, 2.6 item 7): the merchant's agreement in the visitor's language,
 * else the one the server falls back to, said so. The HTML was cleaned by the server's
 * allow-list when the operator wrote it (decision 041) and is cleaned again in the browser, as
 * all operator HTML is (SafeHtml, issue 10).
 */
export function UserAgreementScreen() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = useUserAgreement(language);

  if (query.isPending) {
    return (
      <main className="page-content agreement-page" aria-busy="true">
        <p className="card muted">{t('common.loading')}</p>
      </main>
    );
  }
  if (query.isError) {
    return (
      <main className="page-content agreement-page">
        <section className="card agreement-state" role="alert">
          <p>{t('agreement.failed')}</p>
          <button type="button" className="button button-outline" onClick={() => void query.refetch()}>
            {t('startup.retry')}
          </button>
        </section>
      </main>
    );
  }
  const { agreement } = query.data;
  if (!agreement) {
    return (
      <main className="page-content agreement-page">
        <p className="card agreement-state" data-testid="agreement-empty">
          {t('agreement.empty')}
        </p>
      </main>
    );
  }
  const info = languageInfo(agreement.language);
  return (
    <main className="page-content agreement-page">
      {agreement.language !== language && (
        <p className="agreement-language muted">
          {t('agreement.otherLanguage', { language: info.nativeName })}
        </p>
      )}
      <article className="card agreement-text" lang={info.tag} dir={info.dir} data-testid="agreement-text">
        <SafeHtml html={agreement.html} />
      </article>
    </main>
  );
}
