import { DrawEvent, WEB_API_PATHS } from '@lobby/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LOTTERY_KEY } from './keys.ts';

/**
 * The public draw stream (GET lotteryEvents, server-sent events): a draw that opens, locks, is
 * drawn, settled or voided refetches the lottery lists at once (spec 4 menu refresh; decision
 * 094). EventSource reconnects by itself; a frame that does not parse is ignored.
 */
export function useDrawEvents(onEvent?: (event: DrawEvent) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(WEB_API_PATHS.lotteryEvents);
    const handle = (message: MessageEvent) => {
      let parsed: DrawEvent;
      try {
        const result = DrawEvent.safeParse(JSON.parse(String(message.data)));
        if (!result.success) return;
        parsed = result.data;
      } catch {
        return;
      }
      onEvent?.(parsed);
      void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY });
    };
    source.addEventListener('message', handle);
    source.addEventListener('draw', handle);
    return () => source.close();
  }, [queryClient, onEvent]);
}
