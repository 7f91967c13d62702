import { DrawEvent, WEB_API_PATHS } from '@lobby/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { frameData, openEventStream } from '../../../lib/event-stream.ts';
import { LOTTERY_KEY } from './keys.ts';

/**
 * The public draw stream (GET lotteryEvents, server-sent events): a draw that opens, locks, is
 * drawn, settled or voided refetches the lottery lists at once (spec 4 menu refresh; decision
 * 094). The stream reconnects by itself (lib/event-stream.ts); a frame that does not parse is
 * ignored.
 */
export function useDrawEvents(onEvent?: (event: DrawEvent) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stream = openEventStream({
      url: WEB_API_PATHS.lotteryEvents,
      onFrame(frame) {
        const event =
          frame.event === 'message' || frame.event === 'draw' ? frameData(frame, DrawEvent) : undefined;
        if (!event) return;
        onEvent?.(event);
        void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY });
      },
    });
    return () => stream.close();
  }, [queryClient, onEvent]);
}
