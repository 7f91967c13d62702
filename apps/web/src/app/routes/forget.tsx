import { ForgetScreen } from '../../features/accounts/screens/forget-screen.tsx';

// /m/forget (spec 2.7): the reset methods, or the e-mailed link's set-new-password form.

export function Component() {
  return <ForgetScreen />;
}
