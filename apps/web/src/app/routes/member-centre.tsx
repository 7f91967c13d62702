import { MemberCentreScreen } from '../../features/member/screens/member-centre-screen.tsx';

// /m/member/home, /m/mine: the member centre (spec 2.9), open to guests (its own login prompt).

export function Component() {
  return <MemberCentreScreen />;
}
