import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { type StreamCall, stubStreamFetch } from '../test-support/stream-fetch.ts';
import { type EventStreamOptions, frameData, openEventStream, type SseFrame } from './event-stream.ts';

// One event stream (decisions 059, 094): what it asks, what it delivers, when it retries and
// when it stops. The member's own rules (session, visibility, refusal) are member-events.test.ts.

let calls: StreamCall[];
/** Answers for the next calls, in order, instead of a stream. */
let answers: Response[];
let asked: number;
let frames: SseFrame[];

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', new EventTarget());
  answers = [];
  asked = 0;
  frames = [];
  calls = stubStreamFetch(() => {
    asked += 1;
    return answers.shift();
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settle = () => vi.advanceTimersByTimeAsync(0);
const open = (options: Partial<EventStreamOptions> = {}) =>
  openEventStream({ url: '/api/stream', onFrame: (frame) => frames.push(frame), ...options });

describe('openEventStream', () => {
  it('asks for an event stream with the given headers and delivers whole frames in order', async () => {
    open({ headers: { authorization: 'Bearer t' } });
    await settle();
    expect(calls[0]?.url).toBe('/api/stream');
    expect(calls[0]?.headers).toEqual({ accept: 'text/event-stream', authorization: 'Bearer t' });
    calls[0]?.push(': connected\n\nevent: draw\ndata: {"a":');
    await settle();
    expect(frames).toEqual([]);
    calls[0]?.push('1}\n\ndata: plain\n\n');
    await settle();
    expect(frames).toEqual([
      { event: 'draw', data: '{"a":1}' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('retries a dropped stream and a failed answer, waiting longer each time until it works again', async () => {
    const stream = open();
    await settle();
    calls[0]?.end();
    // Attempt 0 waits 0.5-1 s.
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    answers.push(new Response('busy', { status: 503 }));
    calls[1]?.end();
    // Attempt 1 waits 1-2 s; the 503 is retried as attempt 2 (2-4 s).
    await vi.advanceTimersByTimeAsync(2000);
    expect(asked).toBe(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls).toHaveLength(3);
    stream.resetBackoff();
    calls[2]?.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(4);
  });

  it('stops for good on 204, as the SSE standard says', async () => {
    answers.push(new Response(null, { status: 204 }));
    open();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked).toBe(1);
  });

  it('stops for good on an answer it is told refuses it, and retries any other', async () => {
    const refuses = vi.fn((response: Response) => response.status === 401);
    answers.push(new Response('', { status: 500 }), new Response('', { status: 401 }));
    open({ refuses });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked).toBe(2);
    expect(refuses.mock.calls.map(([response]) => response.status)).toEqual([500, 401]);
  });

  it('closes: the connection is aborted, no retry follows and no frame is delivered', async () => {
    const stream = open();
    await settle();
    calls[0]?.push('data: one\n\n');
    await settle();
    stream.close();
    expect(calls[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked).toBe(1);
    expect(frames).toHaveLength(1);
  });

  it('tries again at once when the device comes back online during a backoff', async () => {
    open();
    await settle();
    calls[0]?.end();
    await settle();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(calls).toHaveLength(2);
    // Online while connected changes nothing.
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(calls).toHaveLength(2);
  });
});

describe('frameData', () => {
  const Shape = z.object({ n: z.number() });
  it.each([
    ['{"n":1}', { n: 1 }],
    ['{"n":"1"}', undefined],
    ['not json', undefined],
  ])('reads %s as %j', (data, value) => {
    expect(frameData({ event: 'message', data }, Shape)).toEqual(value);
  });
});
