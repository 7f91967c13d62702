import type { Redis } from 'ioredis';

/**
 * Tells the caches of every API node to forget something the moment it changes (issue 7 "Hot
 * read path", docs/decisions/022): in process without Redis (one node), Redis pub/sub with
 * REDIS_URL. The publishing node forgets synchronously, before its request answers, so the
 * next request anywhere on that node sees the change; other nodes forget when the message lands.
 */
export type Topic =
  /** A member's sessions were revoked or the member changed (key: member id). */
  | 'member'
  /** The operator changed the merchant configuration (key: unused). */
  | 'merchant-config'
  /** The operator changed public content: announcements, banners, hot matches, help (key: unused). */
  | 'content'
  /** The operator changed the game catalogue: vendors, games, flags, maintenance (key: unused). */
  | 'games';

/** `key` null: forget everything of the topic, since messages may have been lost. */
export type Listener = (key: string | null) => void;

export interface InvalidationBus {
  /** Call after the change committed: a cache refilled before the commit would keep the old rows. */
  publish(topic: Topic, key: string): Promise<void>;
  subscribe(topic: Topic, listener: Listener): void;
  /**
   * False while this node may miss other nodes' messages (Redis unreachable): caches answer
   * from the database then, so a lost message costs speed, never a revoked session's access.
   */
  readonly connected: boolean;
  close(): Promise<void>;
}

interface Log {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

function localListeners() {
  const byTopic = new Map<Topic, Listener[]>();
  return {
    add(topic: Topic, listener: Listener) {
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), listener]);
    },
    deliver(topic: Topic, key: string | null) {
      for (const listener of byTopic.get(topic) ?? []) listener(key);
    },
    forgetAll() {
      for (const listeners of byTopic.values()) for (const listener of listeners) listener(null);
    },
  };
}

/** One node: every cache is in this process. */
export function memoryInvalidationBus(): InvalidationBus {
  const listeners = localListeners();
  return {
    connected: true,
    publish: async (topic, key) => listeners.deliver(topic, key),
    subscribe: listeners.add,
    close: async () => undefined,
  };
}

const CHANNEL = 'lobby-invalidate';

/**
 * Several nodes: a message on one Redis channel. Pub/sub keeps nothing for a subscriber that is
 * away, so while the subscription is down this node's caches stand aside, and they start empty
 * once it is back.
 */
export async function redisInvalidationBus(redis: Redis, log: Log): Promise<InvalidationBus> {
  const listeners = localListeners();
  // A subscribing connection can run nothing else; we resubscribe ourselves, to know when it is live.
  const subscriber = redis.duplicate({ autoResubscribe: false });
  let connected = false;
  let subscribing = false;
  const subscribe = async () => {
    if (connected || subscribing) return;
    subscribing = true;
    try {
      await subscriber.subscribe(CHANNEL);
      connected = true;
      listeners.forgetAll();
    } catch (err) {
      log.warn({ err }, 'invalidation bus: cannot subscribe, caches off until Redis answers');
    } finally {
      subscribing = false;
    }
  };
  subscriber.on('message', (_channel: string, message: string) => {
    const [topic, key] = JSON.parse(message) as [Topic, string];
    listeners.deliver(topic, key);
  });
  subscriber.on('ready', () => void subscribe());
  subscriber.on('close', () => {
    if (connected) log.warn({}, 'invalidation bus: Redis connection lost, caches off until it returns');
    connected = false;
    listeners.forgetAll();
  });
  subscriber.on('error', (err: Error) => log.warn({ err }, 'invalidation bus: redis error'));
  await subscribe();
  return {
    get connected() {
      return connected;
    },
    publish: async (topic, key) => {
      listeners.deliver(topic, key);
      try {
        await redis.publish(CHANNEL, JSON.stringify([topic, key]));
      } catch (err) {
        // The change is committed; other nodes now see it when their cache entry ages out.
        log.error({ err, topic, key }, 'invalidation bus: publish failed, other nodes may lag');
      }
    },
    subscribe: listeners.add,
    close: async () => {
      subscriber.disconnect();
    },
  };
}
