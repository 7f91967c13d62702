import { describe, expect, it } from 'vitest';
import { answerCache, etagOf, matches } from './answer-cache.ts';
import { memoryInvalidationBus } from './invalidation-bus.ts';

// Decisions 044 and 073: the kept answers of the public content and game catalogue calls.
function setup(maxEntries = 10) {
  const bus = memoryInvalidationBus();
  let clock = 1000;
  const cache = answerCache(bus, ['content'], { maxAgeMs: 60_000, maxEntries, now: () => clock });
  let loads = 0;
  const load = (value: unknown, validUntil?: number) => async () => {
    loads += 1;
    return { value, validUntil };
  };
  return {
    bus,
    cache,
    load,
    loads: () => loads,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

describe('answerCache', () => {
  it('computes once, keeps the envelope as sent and tags it with its hash', async () => {
    const c = setup();
    const a = await c.cache.get('k', c.load({ list: [1] }));
    const b = await c.cache.get('k', c.load({ list: [2] }));
    expect(b).toBe(a);
    expect(a.body).toBe('{"success":true,"value":{"list":[1]}}');
    expect(a.etag).toBe(etagOf(a.body));
    expect(c.loads()).toBe(1);
  });

  it('shares one load between concurrent callers', async () => {
    const c = setup();
    await Promise.all([c.cache.get('k', c.load(1)), c.cache.get('k', c.load(1))]);
    expect(c.loads()).toBe(1);
  });

  it("forgets everything when 'content' or 'merchant-config' fires", async () => {
    for (const topic of ['content', 'merchant-config'] as const) {
      const c = setup();
      await c.cache.get('k', c.load(1));
      await c.bus.publish(topic, '*');
      expect((await c.cache.get('k', c.load(2))).value).toBe(2);
    }
  });

  it('forgets only on its own topics', async () => {
    const bus = memoryInvalidationBus();
    const cache = answerCache(bus, ['games'], { maxAgeMs: 60_000, maxEntries: 10 });
    let n = 0;
    const load = async () => ({ value: ++n });
    await cache.get('k', load);
    await bus.publish('content', '*');
    expect((await cache.get('k', load)).value).toBe(1);
    await bus.publish('games', '*');
    expect((await cache.get('k', load)).value).toBe(2);
  });

  it('does not keep a load that was under way when content changed', async () => {
    const c = setup();
    let release: (value: { value: number }) => void = () => {};
    const slow = c.cache.get('k', () => new Promise<{ value: number }>((resolve) => (release = resolve)));
    await c.bus.publish('content', '*');
    release({ value: 1 });
    expect((await slow).value).toBe(1);
    expect((await c.cache.get('k', c.load(2))).value).toBe(2);
  });

  it('keeps an answer until its next window edge, and at most the max age', async () => {
    const c = setup();
    await c.cache.get('edge', c.load('a', 1000 + 5000));
    c.tick(4999);
    expect((await c.cache.get('edge', c.load('b'))).value).toBe('a');
    c.tick(1);
    expect((await c.cache.get('edge', c.load('b'))).value).toBe('b');
    c.tick(59_999);
    expect((await c.cache.get('edge', c.load('c'))).value).toBe('b');
    c.tick(1);
    expect((await c.cache.get('edge', c.load('c'))).value).toBe('c');
  });

  it('keeps no failure, and drops the oldest answer beyond its size', async () => {
    const c = setup(2);
    await expect(c.cache.get('f', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect((await c.cache.get('f', c.load('ok'))).value).toBe('ok');
    await c.cache.get('g', c.load('g'));
    await c.cache.get('h', c.load('h'));
    expect(c.cache.size).toBe(2);
    expect((await c.cache.get('f', c.load('again'))).value).toBe('again');
  });

  it('computes every time while the bus is disconnected (a change elsewhere could go unheard)', async () => {
    const bus = { ...memoryInvalidationBus(), connected: false };
    const cache = answerCache(bus, ['content'], { maxAgeMs: 60_000, maxEntries: 10 });
    let n = 0;
    const load = async () => ({ value: ++n });
    await cache.get('k', load);
    expect((await cache.get('k', load)).value).toBe(2);
  });
});

describe('matches (If-None-Match)', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
  ])('%s -> %s', (header, expected) => {
    expect(matches(header, '"abc"')).toBe(expected);
  });
});
