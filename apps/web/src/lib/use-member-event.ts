import type { MemberEvent, MemberEventType } from '@lobby/shared';
import { useEffect, useRef } from 'react';
import { subscribeMemberEvents } from './member-events.ts';

type EventOf<T extends MemberEventType> = Extract<MemberEvent, { type: T }>;

/**
 * Calls `handler` with each live event of `type` while the component is mounted (issue 11 "Live
 * balance"), e.g. a records screen refetching when a deposit changes state. A `balance` event
 * with `snapshot: true` follows every (re)connect: events before it may have been missed, so a
 * list screen refetches on it too.
 */
export function useMemberEvent<T extends MemberEventType>(
  type: T,
  handler: (event: EventOf<T>) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () =>
      subscribeMemberEvents((event) => {
        if (event.type === type) latest.current(event as EventOf<T>);
      }),
    [type],
  );
}
