import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMemberEvent } from '../../lib/use-member-event.ts';
import { GAME_RECORDS_QUERY_KEY } from './api/game-record-queries.ts';

// Every bet, win and refund moves the balance, so the member's `balance` event (issue 11 "Live
// balance") refetches an open betting record: a round played in another tab appears at once.

export function useGameRecordsLiveUpdates(): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: GAME_RECORDS_QUERY_KEY }),
    [queryClient],
  );
  useMemberEvent('balance', refresh);
}
