import { MembersOnly } from '../../components/session-guards.tsx';
import { DepositReportScreen } from '../../features/records/screens/deposit-report-screen.tsx';

// /m/vouReport, the deposit record (spec 2.9, 7; issue 11 "Records"): members only; a guest goes home with the login prompt (spec 2.9, 8).

export function Component() {
  return (
    <MembersOnly>
      <DepositReportScreen />
    </MembersOnly>
  );
}
