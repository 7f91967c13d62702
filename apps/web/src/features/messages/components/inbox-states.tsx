import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation.ts';

// The loading and failed pages of the inbox, shared by its list and its message view.

export function InboxLoading() {
  const { t } = useTranslation();
  return (
    <main className="page-content inbox" aria-busy="true">
      <p className="card muted">{t('common.loading')}</p>
    </main>
  );
}

/** `text` in an alert, with a retry button unless retrying cannot help; `children` follow it. */
export function InboxFailed({
  text,
  onRetry,
  children,
}: {
  text: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className="page-content inbox">
      <section className="card inbox-state" role="alert">
        <p>{text}</p>
        {onRetry && (
          <button type="button" className="button button-outline" onClick={onRetry}>
            {t('startup.retry')}
          </button>
        )}
      </section>
      {children}
    </main>
  );
}
