export { ChangePasswordScreen as Component } from '../../features/accounts/screens/change-password-screen.tsx';
