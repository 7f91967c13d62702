import { useTranslation } from '../../../lib/translation.ts';

// The loading, failed and empty states of the content screens (/m/notice, /m/help).

export function ContentLoading() {
  const { t } = useTranslation();
  return (
    <div className="content-skeleton" aria-busy="true" data-testid="content-loading">
      <span className="visually-hidden">{t('common.loading')}</span>
      <span aria-hidden="true" />
      <span aria-hidden="true" />
      <span aria-hidden="true" />
    </div>
  );
}

export function ContentFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="card content-state" role="alert">
      <p>{text}</p>
      <button type="button" className="button button-outline" onClick={onRetry}>
        {t('startup.retry')}
      </button>
    </section>
  );
}

export function ContentEmpty({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="card content-state muted" data-testid={testId}>
      {text}
    </p>
  );
}
