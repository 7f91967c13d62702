import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMemberEvent } from '../../lib/use-member-event.ts';
import { RECORDS_QUERY_KEY } from './api/record-queries.ts';

// Open record screens follow the member's live events (issue 11 "Live balance"; decision 070):
// a deposit or withdrawal changing state, or any balance change (a transfer landed, an
// adjustment, a bonus), refetches the lists on screen. The `balance` snapshot after every
// (re)connect refetches too: events during a gap may have been missed.

export function useRecordsLiveUpdates(): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: RECORDS_QUERY_KEY }),
    [queryClient],
  );
  useMemberEvent('deposit', refresh);
  useMemberEvent('withdrawal', refresh);
  useMemberEvent('balance', refresh);
}
