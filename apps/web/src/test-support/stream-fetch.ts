import { vi } from 'vitest';

// fetch() for the event-stream tests (lib/event-stream.ts): each call answers a 200 event stream
// the test writes to and ends, unless `answer` gives another Response for it.

export interface StreamCall {
  url: string;
  headers: Record<string, string>;
  signal: AbortSignal;
  /** Sends text down the stream (frames may be split anywhere). */
  push(text: string): void;
  /** Ends the stream as a server closing it would. */
  end(): void;
}

/** Replaces fetch for this test; returns the streams opened so far, oldest first. */
export function stubStreamFetch(answer?: (url: string) => Response | undefined): StreamCall[] {
  const calls: StreamCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const other = answer?.(url);
    if (other) return other;
    let control!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        control = c;
      },
    });
    const signal = init.signal as AbortSignal;
    signal.addEventListener('abort', () => control.error(new DOMException('aborted', 'AbortError')));
    calls.push({
      url,
      headers: init.headers as Record<string, string>,
      signal,
      push: (text) => control.enqueue(new TextEncoder().encode(text)),
      end: () => control.close(),
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return calls;
}
