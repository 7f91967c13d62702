import { describe, expect, it } from 'vitest';
import { parseSseFrames, RECONNECT_BASE_MS, RECONNECT_MAX_MS, reconnectDelay } from './event-stream-wire.ts';

describe('reconnectDelay (decision 059)', () => {
  it('doubles from about a second, between half and all of each ceiling', () => {
    const ceilings = [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000];
    ceilings.forEach((ceiling, attempt) => {
      expect(reconnectDelay(attempt, () => 0)).toBe(ceiling / 2);
      expect(reconnectDelay(attempt, () => 1)).toBe(ceiling);
    });
  });

  it('never exceeds the cap, even after very many attempts', () => {
    expect(reconnectDelay(1000, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(1000, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });

  it('spreads reconnects: a thousand clients do not come back in the same moment', () => {
    const delays = new Set(Array.from({ length: 1000 }, () => reconnectDelay(3)));
    expect(delays.size).toBeGreaterThan(500);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(4 * RECONNECT_BASE_MS);
      expect(delay).toBeLessThanOrEqual(8 * RECONNECT_BASE_MS);
    }
  });
});

describe('parseSseFrames', () => {
  it('returns complete frames and keeps the unfinished rest', () => {
    const { frames, rest } = parseSseFrames('event: balance\ndata: {"a":1}\n\nevent: dep');
    expect(frames).toEqual([{ event: 'balance', data: '{"a":1}' }]);
    expect(rest).toBe('event: dep');
  });

  it('skips comments (the heartbeat) and frames without data', () => {
    expect(parseSseFrames(': heartbeat\n\nevent: x\n\n').frames).toEqual([]);
  });

  it('reads CRLF line ends, data without the space, several data lines and the default name', () => {
    const { frames } = parseSseFrames('data:one\r\ndata: two\r\n\r\n');
    expect(frames).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('a frame split across chunks parses once both halves are in', () => {
    const first = parseSseFrames('event: balance\nda');
    expect(first.frames).toEqual([]);
    const second = parseSseFrames(`${first.rest}ta: {}\n\n`);
    expect(second.frames).toEqual([{ event: 'balance', data: '{}' }]);
  });
});
