import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS, DrawEvent, MemberEvent } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';

// A client of a server-sent event stream over a real socket (inject cannot read an answer that
// never ends): GET /api/events (member events) or GET /api/lottery/events (draw events). It parses
// the SSE frames as they come and lets a test wait for the next event or the end.

export interface OpenStream<E = MemberEvent> {
  response: IncomingMessage;
  /** The next event, or a rejection after `timeoutMs`. */
  next(timeoutMs?: number): Promise<E>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** Heartbeat comments received so far. */
  comments: number;
  close(): void;
}

/** The app's base URL, listening on a free port of 127.0.0.1 (once). */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The member's stream (GET /api/events) under `token`. */
export function openStream(app: FastifyInstance, token: string): Promise<OpenStream> {
  return openSse(app, API_PATHS.events, { authorization: `Bearer ${token}` }, (data) =>
    MemberEvent.parse(data),
  );
}

/** The public draw stream (GET /api/lottery/events, issue 13): no session needed. */
export function openDrawStream(app: FastifyInstance): Promise<OpenStream<DrawEvent>> {
  return openSse(app, API_PATHS.lotteryEvents, {}, (data) => DrawEvent.parse(data));
}

async function openSse<E extends { type: string }>(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string>,
  parse: (data: unknown) => E,
): Promise<OpenStream<E>> {
  const base = await listening(app);
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, {
      headers: { ...headers, 'accept-encoding': 'gzip, br' },
    });
    req.on('response', resolve).on('error', reject).end();
  });
  const queue: E[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  const stream: OpenStream<E> = {
    response,
    comments: 0,
    ended: new Promise((resolve) => response.on('end', resolve).on('close', resolve)),
    async next(timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event arrived');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return queue.shift() as E;
    },
    close: () => response.destroy(),
  };
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (frame.startsWith(':')) stream.comments += 1;
      const data = frame.split('\n').find((line) => line.startsWith('data: '));
      const name = frame.split('\n').find((line) => line.startsWith('event: '));
      if (!data) continue;
      const event = parse(JSON.parse(data.slice(6)));
      if (name !== `event: ${event.type}`) throw new Error(`event name ${name} for ${event.type}`);
      queue.push(event);
      for (const wake of waiters.splice(0)) wake();
    }
  });
  return stream;
}
