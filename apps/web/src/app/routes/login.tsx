export { LoginScreen as Component } from '../../features/accounts/screens/login-screen.tsx';
