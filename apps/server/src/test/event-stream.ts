import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MemberEvent } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';

// A client of GET /api/events over a real socket (inject cannot read an answer that never ends):
// it parses the SSE frames as they come and lets a test wait for the next event or the end.

export interface OpenStream {
  response: IncomingMessage;
  /** The next event, or a rejection after `timeoutMs`. */
  next(timeoutMs?: number): Promise<MemberEvent>;
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

export async function openStream(app: FastifyInstance, token: string): Promise<OpenStream> {
  const base = await listening(app);
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest(`${base}/api/events`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
    });
    req.on('response', resolve).on('error', reject).end();
  });
  const queue: MemberEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  const stream: OpenStream = {
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
      return queue.shift() as MemberEvent;
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
      const event = MemberEvent.parse(JSON.parse(data.slice(6)));
      if (name !== `event: ${event.type}`) throw new Error(`event name ${name} for ${event.type}`);
      queue.push(event);
      for (const wake of waiters.splice(0)) wake();
    }
  });
  return stream;
}
