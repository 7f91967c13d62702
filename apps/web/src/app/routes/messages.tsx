import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

// /m/message, /m/webEmail (spec 2.1, 2.9): composed by issue 10's inbox work (placeholder until it lands).

export function Component() {
  return <ComingSoonPage />;
}
