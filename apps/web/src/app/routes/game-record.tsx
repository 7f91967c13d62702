import { MembersOnly } from '../../components/session-guards.tsx';
import { GameRecordScreen } from '../../features/game-records/screens/game-record-screen.tsx';

// /m/gameRecord, the betting record (spec 2.9 TRANSBETREPMEM3, 7 "Orders"; issue 12; decision
// 085): members only, a guest goes home with the login prompt (spec 2.9, 8).

export function Component() {
  return (
    <MembersOnly>
      <GameRecordScreen />
    </MembersOnly>
  );
}
