import { useTranslation } from '../../../lib/translation.ts';

// What My bets and Results show instead of their list: failed (with retry), loading, or empty.
// Null once there is something to list.

interface Props {
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  empty: boolean;
  emptyKey: string;
}

export function PanelNote({ pending, failed, onRetry, empty, emptyKey }: Props) {
  const { t } = useTranslation();
  if (failed)
    return (
      <p className="lottery-note">
        {t('lottery.betting.loadFailed')}{' '}
        <button type="button" className="button button-small button-outline" onClick={onRetry}>
          {t('lottery.retry')}
        </button>
      </p>
    );
  if (pending) return <p className="lottery-note">{t('lottery.loading')}</p>;
  if (empty) return <p className="lottery-note">{t(emptyKey)}</p>;
  return null;
}
