import { useQueryClient } from '@tanstack/react-query';
import { RECORDS_QUERY_KEY } from './api/record-queries.ts';

// Open record screens follow the member's live events (issue 11 "Live balance"; decision 070):
// a deposit or withdrawal changing state, or any balance change (a transfer landed), refetches
// the lists on screen. The one place the records hear the event stream.

/** HOOK POINT: replaced by the events branch's useMemberEvent subscription when it is merged. */
export function useRecordsLiveUpdates(): void {
  useQueryClient();
  void RECORDS_QUERY_KEY;
}
