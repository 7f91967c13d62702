import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

// /m/help, /m/helpDetail (spec 2.13): composed by issue 10's content screens work (placeholder until it lands).

export function Component() {
  return <ComingSoonPage />;
}
