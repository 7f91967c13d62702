import { describe, expect, it } from 'vitest';
import { memoryAttemptCounter } from './attempt-counter.ts';

describe('memoryAttemptCounter', () => {
  it('counts per key, resets, and forgets after the window', async () => {
    let clock = 1_000;
    const counter = memoryAttemptCounter(60_000, () => clock);
    expect(await counter.count('a')).toBe(0);
    expect(await counter.increment('a')).toBe(1);
    expect(await counter.increment('a')).toBe(2);
    expect(await counter.count('b')).toBe(0);
    clock += 59_999;
    expect(await counter.count('a')).toBe(2);
    clock += 1;
    expect(await counter.count('a')).toBe(0);
    await counter.increment('a');
    await counter.reset('a');
    expect(await counter.count('a')).toBe(0);
  });
});

describe('memoryAttemptCounter under concurrency (issue 8 item 2)', () => {
  it('gives 40 racing increments 40 different counts, and release never goes below zero', async () => {
    const counter = memoryAttemptCounter(60_000);
    const counts = await Promise.all(Array.from({ length: 40 }, () => counter.increment('a')));
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    await counter.release('a');
    expect(await counter.count('a')).toBe(39);
    await counter.release('b');
    expect(await counter.count('b')).toBe(0);
    expect(await counter.increment('b')).toBe(1);
  });
});
