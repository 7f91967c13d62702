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
