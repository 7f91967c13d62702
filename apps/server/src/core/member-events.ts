import type { MemberEvent } from '@lobby/shared';

// Pushes to a logged-in member's open streams (issue 11 "Live balance", GET /api/events).
// Publish only after the transaction that caused the event has committed, so a client that
// refetches on an event never reads the old rows. In process without Redis; with REDIS_URL the
// events reach the streams held by every API node.

export type MemberEventListener = (event: MemberEvent) => void;

export interface MemberEvents {
  publish(memberId: number, event: MemberEvent): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(memberId: number, listener: MemberEventListener): () => void;
  close(): Promise<void>;
}

/** One node: the streams are all in this process. */
export function memoryMemberEvents(): MemberEvents {
  const byMember = new Map<number, Set<MemberEventListener>>();
  return {
    async publish(memberId, event) {
      for (const listener of byMember.get(memberId) ?? []) listener(event);
    },
    subscribe(memberId, listener) {
      const listeners = byMember.get(memberId) ?? new Set();
      listeners.add(listener);
      byMember.set(memberId, listeners);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) byMember.delete(memberId);
      };
    },
    close: async () => undefined,
  };
}
