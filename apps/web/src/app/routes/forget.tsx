export { ForgetScreen as Component } from '../../features/accounts/screens/forget-screen.tsx';
