import { useTranslation } from '../../../lib/translation.ts';
import { useTrialStart } from './use-trial-start.ts';

/** The login screen's trial-play action (spec 2.5); the /m/trail screen shares its logic. */
export function LoginTrialButton({
  onDone,
  onError,
}: {
  onDone(to: string): void;
  /** An i18n key for the form's alert line; null clears it. */
  onError(key: string | null): void;
}) {
  const { t } = useTranslation();
  const trial = useTrialStart({ onDone, onError });
  return (
    <button type="button" className="button button-outline" disabled={trial.pending} onClick={trial.start}>
      {t('titles.trail')}
    </button>
  );
}
