export { RegisterScreen as Component } from '../../features/accounts/screens/register-screen.tsx';
