import { MembersOnly } from '../../components/session-guards.tsx';
import { TransactionRecordScreen } from '../../features/records/screens/transaction-record-screen.tsx';

// /m/transaction/record, the account record (spec 2.9, 7; issue 11 "Records"): members only; a guest goes home with the login prompt (spec 2.9, 8).

export function Component() {
  return (
    <MembersOnly>
      <TransactionRecordScreen />
    </MembersOnly>
  );
}
