import { MembersOnly } from '../../components/session-guards.tsx';
import { ChangePasswordScreen } from '../../features/accounts/screens/change-password-screen.tsx';

// /m/changePsw (spec 2.8).

export function Component() {
  return (
    <MembersOnly>
      <ChangePasswordScreen />
    </MembersOnly>
  );
}
