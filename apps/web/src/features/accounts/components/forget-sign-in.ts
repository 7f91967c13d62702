import { ROUTES, TOASTS } from '@lobby/shared';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { clearToast, showToast } from '../../../lib/feedback.ts';
import { useNavigate } from '../../../lib/router.ts';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { login } from '../api/login.ts';
import { useSignedIn } from '../signed-in.ts';

export interface NewPasswordLogin {
  /** The account, or for set password by phone the mobile number (spec 2.7). */
  username: string;
  password: string;
  countryDialingCode?: string;
}

/**
 * spec 2.7: after a reset the app logs in with the new password and goes home. Should that
 * login fail (a captcha demanded after earlier failures, the network), the password is
 * changed all the same: the member reads why and logs in by hand (docs/decisions/018).
 * A loading toast the caller left open goes either way.
 */
export function useSignInWithNewPassword(translate: (key: string) => string) {
  const config = useStartupConfig();
  const navigate = useNavigate();
  const signIn = useSignedIn();
  return async (input: NewPasswordLogin): Promise<void> => {
    try {
      const value = await login({ type: 'username', ...input }, config.payloadKey);
      signIn(value);
      void clearToast();
      navigate(ROUTES.home, { replace: true });
    } catch (error) {
      void showToast(translate(errorMessageKey(error)), TOASTS.shortMs, 'fail');
      navigate(ROUTES.login, { replace: true });
    }
  };
}
