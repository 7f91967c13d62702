import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

// /m/member/home, /m/mine (spec 2.9): composed by issue 10's member centre work (placeholder until it lands).

export function Component() {
  return <ComingSoonPage />;
}
