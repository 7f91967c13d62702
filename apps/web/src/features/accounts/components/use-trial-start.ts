import { ROUTES, TOASTS } from '@lobby/shared';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { clearToast, showLoading } from '../../../lib/feedback.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useTrial } from '../api/trial.ts';
import { useSignedIn } from '../signed-in.ts';

/**
 * spec 2.5 trial play, for the login screen's button and the /m/trail screen: a wait message
 * (spec 9: up to 9999 s), the trial call, and with a nonzero trial value the trial session
 * (spec 3: the trial merchant code, the trial user name also in session storage), then /m/home.
 * A zero trial value or a refusal goes to `onError` as an i18n key (null clears it).
 */
export function useTrialStart({
  onDone,
  onError,
}: {
  onDone(to: string): void;
  onError(key: string | null): void;
}) {
  const { t } = useTranslation();
  const signIn = useSignedIn();
  const trial = useTrial();

  async function start() {
    onError(null);
    void showLoading(t('session.pleaseWait'), TOASTS.pleaseWaitMs);
    try {
      const answer = await trial.mutateAsync();
      void clearToast();
      if (answer.trialBalance === 0) {
        onError('login.trialUnavailable');
        return;
      }
      signIn(answer);
      onDone(ROUTES.home);
    } catch (error) {
      void clearToast();
      onError(errorMessageKey(error));
    }
  }

  return { start: () => void start(), pending: trial.isPending };
}
