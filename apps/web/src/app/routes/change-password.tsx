import { ChangePasswordScreen } from '../../features/accounts/screens/change-password-screen.tsx';

// /m/changePsw (spec 2.8).

export function Component() {
  return <ChangePasswordScreen />;
}
