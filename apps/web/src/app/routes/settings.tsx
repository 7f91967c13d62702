export { SettingsScreen as Component } from '../../features/accounts/screens/settings-screen.tsx';
