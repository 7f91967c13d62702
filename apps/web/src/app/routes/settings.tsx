import { MembersOnly } from '../../components/session-guards.tsx';
import { SettingsScreen } from '../../features/accounts/screens/settings-screen.tsx';

// /m/set, personal settings (spec 2.9).

export function Component() {
  return (
    <MembersOnly>
      <SettingsScreen />
    </MembersOnly>
  );
}
