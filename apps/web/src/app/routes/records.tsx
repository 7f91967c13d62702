import { ROUTES } from '@lobby/shared';
import { MembersOnly } from '../../components/session-guards.tsx';
import { DepositReportScreen } from '../../features/records/screens/deposit-report-screen.tsx';
import { TransactionRecordScreen } from '../../features/records/screens/transaction-record-screen.tsx';
import { WithdrawReportScreen } from '../../features/records/screens/withdraw-report-screen.tsx';
import { useLocation } from '../../lib/router.ts';

// /m/transaction/record, /m/vouReport and /m/withdrawReport (spec 2.9, 7; issue 11 "Records";
// decision 070): members only, a guest goes home with the login prompt (spec 2.9, 8). One module
// for the three: they share every piece, and each route entry costs Home's first paint bytes.

export function Component() {
  const { pathname } = useLocation();
  return (
    <MembersOnly>
      {pathname === ROUTES.vouReport ? (
        <DepositReportScreen />
      ) : pathname === ROUTES.withdrawReport ? (
        <WithdrawReportScreen />
      ) : (
        <TransactionRecordScreen />
      )}
    </MembersOnly>
  );
}
