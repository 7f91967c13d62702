import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

// /m/notice (spec 2.1, 7 "Announcements"): composed by issue 10's content screens work (placeholder until it lands).

export function Component() {
  return <ComingSoonPage />;
}
