import { GuestsOnly } from '../../components/session-guards.tsx';
import { LoginScreen } from '../../features/accounts/screens/login-screen.tsx';

// /m/login (spec 2.5). Nothing to prefetch: the captcha comes only once the server asks for it,
// the dialing codes only with the SMS method (docs/decisions/027).

export function Component() {
  return (
    <GuestsOnly>
      <LoginScreen />
    </GuestsOnly>
  );
}
