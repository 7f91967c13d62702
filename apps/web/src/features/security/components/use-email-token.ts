import { useEffect, useRef } from 'react';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/feedback.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useVerifyEmailLink } from '../api/email.ts';

const PARAM = 'emailToken';

/**
 * The e-mailed link opens /m/securityCenter?emailToken=... (decision 057): the token is sent
 * once and dropped from the address bar, so a reload or a shared screenshot carries nothing.
 */
export function useEmailToken() {
  const { t } = useTranslation();
  const verify = useVerifyEmailLink();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    const url = new URL(window.location.href);
    const token = url.searchParams.get(PARAM);
    if (!token) return;
    done.current = true;
    url.searchParams.delete(PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    verify.mutate(token, {
      onSuccess: () => void showToast(t('security.email.verified'), 2000, 'success'),
      onError: (error) => void showToast(t(errorMessageKey(error)), 3000, 'fail'),
    });
  }, [verify, t]);
}
