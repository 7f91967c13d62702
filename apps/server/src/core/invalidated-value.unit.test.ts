import { describe, expect, it } from 'vitest';
import { invalidatedValue } from './invalidated-value.ts';
import { memoryInvalidationBus } from './invalidation-bus.ts';

// Issue 7, decision 022: the start-up configuration's cache, without a database.
function counted(values: (number | undefined | Error)[]) {
  let loads = 0;
  const load = async () => {
    const value = values[Math.min(loads, values.length - 1)];
    loads += 1;
    if (value instanceof Error) throw value;
    return value;
  };
  return { load, loads: () => loads };
}

describe('invalidatedValue', () => {
  it('loads once, again after a message on its topic, and again after maxAgeMs', async () => {
    let clock = 0;
    const bus = memoryInvalidationBus();
    const source = counted([1, 2, 3]);
    const read = invalidatedValue(bus, 'merchant-config', 1000, source.load, () => clock);
    expect([await read(), await read()]).toEqual([1, 1]);
    await bus.publish('member', '7');
    expect(await read()).toBe(1);
    await bus.publish('merchant-config', '*');
    expect(await read()).toBe(2);
    clock += 1000;
    expect(await read()).toBe(3);
    expect(source.loads()).toBe(3);
  });

  it('shares one load between concurrent callers, but not with callers after a change', async () => {
    const bus = memoryInvalidationBus();
    const source = counted([1, 2]);
    const read = invalidatedValue(bus, 'merchant-config', 60_000, source.load);
    const first = [read(), read()];
    await bus.publish('merchant-config', '*');
    const after = read();
    expect([...(await Promise.all(first)), await after]).toEqual([1, 1, 2]);
  });

  it('keeps neither undefined nor a failure, and keeps nothing while the bus is disconnected', async () => {
    const bus = memoryInvalidationBus();
    const source = counted([undefined, new Error('down'), 5]);
    const read = invalidatedValue(bus, 'merchant-config', 60_000, source.load);
    expect(await read()).toBeUndefined();
    await expect(read()).rejects.toThrow('down');
    expect([await read(), await read()]).toEqual([5, 5]);

    const deaf = counted([1, 2]);
    const unheard = invalidatedValue({ ...bus, connected: false }, 'merchant-config', 60_000, deaf.load);
    expect([await unheard(), await unheard()]).toEqual([1, 2]);
  });
});
