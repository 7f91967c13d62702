import { parseSseFrames, reconnectDelay, type SseFrame } from './event-stream-wire.ts';

// One server-sent-events stream, read with fetch(): the member's events (decision 059), which
// need the Authorization header EventSource cannot send, and the lottery's draws (decision 094),
// which reconnect by the same rules rather than the browser's. A dropped or stalled connection is
// retried with exponential backoff and jitter, at once when the device comes back online; an
// answer of 204 ends it for good, as the SSE standard says.

/** No byte for this long (both servers send a heartbeat every 25 s): the stream is dead, reconnect. */
export const STALL_MS = 60_000;

export type { SseFrame };

export interface EventStreamOptions {
  url: string;
  headers?: Record<string, string>;
  /** Each complete frame, in order; heartbeats and other comments are not frames. */
  onFrame: (frame: SseFrame) => void;
  /**
   * An answer that is not a stream (not 2xx): true ends the stream for good (the member's 401 and
   * 403, once reported); otherwise it is retried like a dropped connection.
   */
  refuses?: (response: Response) => boolean | Promise<boolean>;
}

export interface EventStream {
  /** Stops reading and retrying. */
  close(): void;
  /** The stream works (e.g. a snapshot arrived): the next failure waits the shortest delay again. */
  resetBackoff(): void;
}

/** A frame's data as JSON checked by `schema`, or undefined: a frame that does not parse is ignored. */
export function frameData<T>(
  frame: SseFrame,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
): T | undefined {
  let value: unknown;
  try {
    value = JSON.parse(frame.data);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Opens the stream at once and keeps it open until `close()` or a refusal. */
export function openEventStream(options: EventStreamOptions): EventStream {
  let closed = false;
  let attempt = 0;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  async function read(response: Response, onByte: () => void) {
    if (!response.body) throw new Error(`${options.url}: no body`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      onByte();
      const parsed = parseSseFrames(rest + value);
      rest = parsed.rest;
      for (const frame of parsed.frames) if (!closed) options.onFrame(frame);
    }
  }

  /** Reads one connection to its end; true when the server said not to come back. */
  async function connection(abort: AbortController): Promise<boolean> {
    let stall: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => abort.abort(), STALL_MS);
    };
    try {
      watch();
      const response = await fetch(options.url, {
        headers: { accept: 'text/event-stream', ...options.headers },
        cache: 'no-store',
        signal: abort.signal,
      });
      if (response.status === 204) return true;
      if (!response.ok) {
        if (await options.refuses?.(response)) return true;
        throw new Error(`${options.url}: HTTP ${response.status}`);
      }
      await read(response, watch);
    } catch {
      // Network gone, server restarting, stall: retried unless closed on purpose.
    } finally {
      clearTimeout(stall);
    }
    return false;
  }

  async function connect() {
    const abort = new AbortController();
    controller = abort;
    const refused = await connection(abort);
    if (closed || controller !== abort) return;
    controller = null;
    if (refused) return close();
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, reconnectDelay(attempt++));
  }

  const onOnline = () => {
    // Back online while waiting out a backoff: try at once.
    if (retryTimer === undefined) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    void connect();
  };

  function close() {
    closed = true;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    controller?.abort();
    controller = null;
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
  }

  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  void connect();
  return {
    close,
    resetBackoff: () => {
      attempt = 0;
    },
  };
}
