import { MembersOnly } from '../../components/session-guards.tsx';
import { WithdrawReportScreen } from '../../features/records/screens/withdraw-report-screen.tsx';

// /m/withdrawReport, the withdrawal record (spec 2.9, 7; issue 11 "Records"): members only; a guest goes home with the login prompt (spec 2.9, 8).

export function Component() {
  return (
    <MembersOnly>
      <WithdrawReportScreen />
    </MembersOnly>
  );
}
