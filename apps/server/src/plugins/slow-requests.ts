import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { appError } from '../core/errors.ts';

/**
 * How long a client may take to send its request (issue 8 item 12, docs/decisions/036).
 * The body rule is a minimum average rate after a grace period: a phone on a poor link sends
 * far faster than the floor, a socket dribbling a byte every few seconds falls below it at once.
 */
export interface SlowRequestOptions {
  /** Node's `headersTimeout`: the request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** Node's `requestTimeout`: the absolute bound on the whole request, headers and body. */
  requestTimeoutMs: number;
  /** No rate is asked of a body during its first milliseconds (TCP slow start, a radio waking up). */
  bodyGraceMs: number;
  /** After the grace, the body must average at least this many bytes per second since it began. */
  minBodyBytesPerSecond: number;
}

export const SLOW_REQUEST_DEFAULTS: SlowRequestOptions = {
  headersTimeoutMs: 20_000,
  // 5 MB at ~350 kbit/s; a 3G phone at 1 Mbit/s needs ~42 s for the largest planned upload.
  requestTimeoutMs: 120_000,
  bodyGraceMs: 10_000,
  // 64 kbit/s: an eighth of a poor 3G link; one byte every 10 s is cut at ~10 s.
  minBodyBytesPerSecond: 8 * 1024,
};

/** Counts the body's bytes as they pass and fails the stream when they come too slowly. */
class RateFloor extends Transform {
  private received = 0;
  private readonly started = Date.now();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: SlowRequestOptions,
    private readonly reply: FastifyReply,
  ) {
    super();
    this.schedule(options.bodyGraceMs);
    // The timer must never outlive the request, whoever ends it.
    this.once('close', () => clearTimeout(this.timer));
  }

  /** Fastify's body limit reads this as the length received so far. */
  get receivedEncodedLength(): number {
    return this.received;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.received += chunk.length;
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    clearTimeout(this.timer);
    done();
  }

  /** The moment the bytes received so far fall below the floor, if no more arrive. */
  private schedule(delayMs: number) {
    this.timer = setTimeout(() => this.check(), Math.max(delayMs, 1));
    this.timer.unref();
  }

  private check() {
    const { bodyGraceMs, minBodyBytesPerSecond } = this.options;
    const elapsed = Date.now() - this.started;
    const due = ((elapsed - bodyGraceMs) / 1000) * minBodyBytesPerSecond;
    if (this.received >= due) {
      this.schedule(bodyGraceMs + (this.received / minBodyBytesPerSecond) * 1000 - elapsed + 1);
      return;
    }
    // The rest of the body is never read: the socket closes once the answer is written.
    this.reply.header('connection', 'close');
    this.destroy(
      appError('REQUEST_TIMEOUT', 'The request body arrived too slowly; the connection was closed.'),
    );
  }
}

/**
 * Times out slow requests in one place, for every route: Node's own bounds on headers and on
 * the whole request, and a minimum body rate that closes a dribbling socket within seconds
 * while a slow but real upload passes. A body cut short answers 408 REQUEST_TIMEOUT.
 */
async function slowRequests(app: FastifyInstance, options: Partial<SlowRequestOptions>) {
  const settings = { ...SLOW_REQUEST_DEFAULTS, ...options };
  // Node checks these on its connection sweep (every 30 s by default), so they hold to within it.
  app.server.headersTimeout = settings.headersTimeoutMs;
  app.server.requestTimeout = settings.requestTimeoutMs;

  app.addHook('preParsing', async (request, reply, payload) => {
    const { headers } = request;
    const hasBody = headers['transfer-encoding'] !== undefined || Number(headers['content-length']) > 0;
    if (!hasBody) return payload;
    const floor = new RateFloor(settings, reply);
    // An unread body (a route that ignores it) must not turn the timeout into a crash.
    floor.on('error', () => {});
    payload.on('error', (error) => floor.destroy(error));
    // Answered before the body was read (415, an early error): drop the rest of the body as Node
    // would, so a kept-alive connection reads its next request instead of stalling.
    reply.raw.once('finish', () => {
      if (floor.writableFinished) return;
      payload.unpipe(floor);
      floor.destroy();
      payload.resume();
    });
    return payload.pipe(floor);
  });
}

export const slowRequestsPlugin = fp(slowRequests, { name: 'slow-requests' });
