import { randomUUID } from 'node:crypto';
import { DrawEvent } from '@lobby/shared';
import type { Redis } from 'ioredis';

// The public draw events (issue 13 "Push"): opened, locked, drawn, settled, voided. Published
// after the change committed; in process without Redis, across API nodes through the one Redis
// channel `lobby-draw-events` with it (the approach of core/member-events.ts).

export type DrawEventListener = (event: DrawEvent) => void;

export interface DrawEvents {
  publish(event: DrawEvent): Promise<void>;
  subscribe(listener: DrawEventListener): () => void;
  close(): Promise<void>;
}

function localListeners() {
  const all = new Set<DrawEventListener>();
  return {
    deliver(event: DrawEvent) {
      for (const listener of all) listener(event);
    },
    subscribe(listener: DrawEventListener) {
      all.add(listener);
      return () => void all.delete(listener);
    },
  };
}

export function memoryDrawEvents(): DrawEvents {
  const listeners = localListeners();
  return {
    publish: async (event) => listeners.deliver(event),
    subscribe: listeners.subscribe,
    close: async () => undefined,
  };
}

interface Log {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const DRAW_EVENTS_CHANNEL = 'lobby-draw-events';

export async function redisDrawEvents(redis: Redis, log: Log): Promise<DrawEvents> {
  const node = randomUUID();
  const listeners = localListeners();
  const subscriber = redis.duplicate();
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const { n, e } = JSON.parse(message) as { n: string; e: unknown };
      if (n === node) return;
      const event = DrawEvent.safeParse(e);
      if (event.success) listeners.deliver(event.data);
      else log.warn({ message }, 'draw events: dropped a message of the wrong shape');
    } catch (err) {
      log.warn({ err }, 'draw events: dropped a message that is not JSON');
    }
  });
  subscriber.on('error', (err: Error) => log.warn({ err }, 'draw events: redis error'));
  try {
    await subscriber.subscribe(DRAW_EVENTS_CHANNEL);
  } catch (err) {
    log.warn({ err }, 'draw events: cannot subscribe, other nodes’ events wait for Redis');
  }
  return {
    publish: async (event) => {
      listeners.deliver(event);
      try {
        await redis.publish(DRAW_EVENTS_CHANNEL, JSON.stringify({ n: node, e: event }));
      } catch (err) {
        log.error({ err }, 'draw events: publish failed, other nodes miss this event');
      }
    },
    subscribe: listeners.subscribe,
    close: async () => {
      subscriber.disconnect();
    },
  };
}
