import { describe, expect, it } from 'vitest';
import { formatTimeLeft, lifetimeText, trialScreenState } from './trial-rules.ts';

describe('trialScreenState (the /m/trail screen)', () => {
  it.each([
    [null, 'offer'],
    [{ type: 4 }, 'running'],
    [{ type: 0 }, 'member'],
    [{ type: 1 }, 'member'],
  ] as const)('%j → %s', (session, state) => {
    expect(trialScreenState(session)).toBe(state);
  });
});

describe('formatTimeLeft', () => {
  it.each([
    [7_203_000, '2:00:03'],
    [59_999, '0:00:59'],
    [3_600_000, '1:00:00'],
    [0, '0:00:00'],
    [-5_000, '0:00:00'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatTimeLeft(ms)).toBe(text);
  });
});

describe('lifetimeText', () => {
  it.each([
    [120, { key: 'trial.hours', count: 2 }],
    [60, { key: 'trial.hours', count: 1 }],
    [90, { key: 'trial.minutes', count: 90 }],
    [30, { key: 'trial.minutes', count: 30 }],
  ])('%d minutes → %j', (minutes, expected) => {
    expect(lifetimeText(minutes)).toEqual(expected);
  });
});
