import { describe, expect, it } from 'vitest';
import { formatLifetime, formatTimeLeft, lifetimeUnit, trialScreenState } from './trial-rules.ts';

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

describe('lifetimeUnit and formatLifetime', () => {
  it.each([
    [120, { value: 2, unit: 'hour' }],
    [60, { value: 1, unit: 'hour' }],
    [90, { value: 90, unit: 'minute' }],
    [30, { value: 30, unit: 'minute' }],
  ])('%d minutes → %j', (minutes, expected) => {
    expect(lifetimeUnit(minutes)).toEqual(expected);
  });

  it('names the unit in the language', () => {
    expect(formatLifetime(120, 'en')).toBe('2 hours');
    expect(formatLifetime(90, 'en')).toBe('90 minutes');
  });
});
