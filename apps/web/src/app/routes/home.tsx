export { HomeScreen as Component } from '../../features/home/screens/home-screen.tsx';
