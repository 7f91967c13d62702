import { ApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useRememberedLogin } from '../api/remembered-login.ts';
import { useSignedIn } from '../signed-in.ts';
import { afterLoginRoute } from './login-rules.ts';

export interface RememberedLoginOfferProps {
  account: string;
  returnTo: string;
  onDone(to: string): void;
  /** The token is over: the form asks for the password, the account filled in. */
  onEnded(): void;
  /** "Not you?": this device forgets the account and its token. */
  onNotYou(): void;
  /** An i18n key for the form's alert line. */
  onError(key: string): void;
}

/**
 * issue 8, docs/decisions/035: one tap logs the remembered member in with this device's remember
 * token (an HttpOnly cookie), no password typed. A refused token falls back to the form.
 */
export function RememberedLoginOffer(props: RememberedLoginOfferProps) {
  const { t } = useTranslation();
  const signIn = useSignedIn();
  const remembered = useRememberedLogin();

  async function continueAs() {
    try {
      const answer = await remembered.mutateAsync();
      signIn(answer);
      props.onDone(afterLoginRoute(answer.firstTimeLogin, props.returnTo));
    } catch (error) {
      // Only a refused token ends one tap; a 429 or a lost connection may pass.
      if (error instanceof ApiError && error.code === 'REMEMBER_TOKEN_INVALID') props.onEnded();
      props.onError(errorMessageKey(error));
    }
  }

  return (
    <div className="remembered-offer">
      <button
        type="button"
        className="button button-primary"
        disabled={remembered.isPending}
        onClick={() => void continueAs()}
      >
        {t('login.continueAs', { account: props.account })}
      </button>
      <button type="button" className="remembered-not-you" onClick={props.onNotYou}>
        {t('login.notYou')}
      </button>
    </div>
  );
}
