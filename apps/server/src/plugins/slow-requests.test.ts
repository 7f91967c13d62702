import net, { type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { envelopePlugin } from './envelope.ts';
import { SLOW_REQUEST_DEFAULTS, type SlowRequestOptions, slowRequestsPlugin } from './slow-requests.ts';

// The real bounds scaled down by ten (decision 036): a 1 s grace and 80 KB/s instead of 10 s
// and 8 KB/s, so each case takes seconds on real sockets instead of minutes.
const SCALED: Partial<SlowRequestOptions> = { bodyGraceMs: 1000, minBodyBytesPerSecond: 80 * 1024 };
const FIVE_MB = 5 * 1024 * 1024;

async function listening(options: Partial<SlowRequestOptions>) {
  const app = Fastify({ bodyLimit: 64 * 1024 });
  await app.register(envelopePlugin);
  await app.register(slowRequestsPlugin, options);
  app.post('/api/small', async (request) => ({ success: true, value: { got: request.body } }));
  // Test-only: what an image upload (issue 10) will look like, with its own 5 MB limit.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: FIVE_MB },
    (_r, body, done) => done(null, body),
  );
  app.post('/api/upload', { bodyLimit: FIVE_MB }, async (request) => ({
    success: true,
    value: { bytes: (request.body as Buffer).length },
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    port: (app.server.address() as AddressInfo).port,
    async [Symbol.asyncDispose]() {
      await app.close();
    },
  };
}

interface Outcome {
  /** Milliseconds from the headers to the socket's close. */
  closedAfterMs: number;
  response: string;
}

/**
 * Sends the headers, then `total` body bytes in chunks of `chunk` every `everyMs`, over a raw
 * socket; resolves when the server closes it.
 */
function send(port: number, path: string, type: string, total: number, chunk: number, everyMs: number) {
  return new Promise<Outcome>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let response = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: lobby.test\r\nContent-Type: ${type}\r\nContent-Length: ${total}\r\n\r\n`,
      );
      const tick = () => {
        if (socket.destroyed || sent >= total) return;
        const size = Math.min(chunk, total - sent);
        socket.write(Buffer.alloc(size, 0x61));
        sent += size;
        if (sent < total) timer = setTimeout(tick, everyMs);
      };
      tick();
    });
    socket.on('data', (data) => {
      response += data;
      // A complete answer to a finished body: the test is done.
      if (sent >= total && response.includes('\r\n\r\n{')) socket.end();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ closedAfterMs: Date.now() - started, response });
    });
    setTimeout(() => reject(new Error('the socket stayed open')), 20_000).unref();
  });
}

describe('slow request bodies (issue 8 item 12)', () => {
  it('closes a socket that dribbles one byte at a time, answering 408 in the envelope', async () => {
    await using s = await listening(SCALED);
    // One byte a second, the finding's attack (one every 10 s) at the scaled bound.
    const outcome = await send(s.port, '/api/small', 'application/json', 200, 1, 1000);
    expect(outcome.closedAfterMs).toBeLessThan(4000);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 408/);
    expect(outcome.response).toContain('"code":"REQUEST_TIMEOUT"');
    expect(outcome.response.toLowerCase()).toContain('connection: close');
  });

  it('closes twenty dribbling sockets together within the bound', async () => {
    await using s = await listening(SCALED);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => send(s.port, '/api/small', 'application/json', 200, 1, 1000)),
    );
    for (const outcome of outcomes) expect(outcome.closedAfterMs).toBeLessThan(4000);
  });

  it('accepts a 5 MB upload at a slow but real rate (3G, scaled)', async () => {
    await using s = await listening(SCALED);
    // 1 Mbit/s scaled by ten: 1.25 MB/s, 64 KB every 50 ms; about four seconds for 5 MB.
    const outcome = await send(s.port, '/api/upload', 'application/octet-stream', FIVE_MB, 64 * 1024, 50);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 200/);
    expect(outcome.response).toContain(`"bytes":${FIVE_MB}`);
  });

  it('accepts a small body sent in one go', async () => {
    await using s = await listening(SCALED);
    const outcome = await send(s.port, '/api/small', 'text/plain', 2, 2, 0);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 200/);
    expect(outcome.response).toContain('"got":"aa"');
  });
});

describe('a body answered before it is read', () => {
  it('is drained, so the kept-alive connection answers its next request', async () => {
    await using s = await listening(SCALED);
    const answers = await new Promise<string>((resolve) => {
      const socket = net.connect(s.port, '127.0.0.1', () => {
        // No parser for XML: 415 before a byte of the 300 KB body is read.
        socket.write(
          'POST /api/small HTTP/1.1\r\nHost: lobby.test\r\nContent-Type: application/xml\r\nContent-Length: 300000\r\n\r\n',
        );
        socket.write(Buffer.alloc(300_000, 0x61));
        socket.write(
          'POST /api/small HTTP/1.1\r\nHost: lobby.test\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nok',
        );
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk;
        if ((data.match(/HTTP\/1\.1 /g) ?? []).length === 2) socket.end();
      });
      socket.on('close', () => resolve(data));
    });
    expect(answers).toMatch(/^HTTP\/1\.1 415/);
    expect(answers).toContain('"got":"ok"');
  });
});

describe('the app', () => {
  const t = useTestApp();

  it("bounds the headers and the whole request with Node's own timeouts", () => {
    expect(t.app.server.headersTimeout).toBe(SLOW_REQUEST_DEFAULTS.headersTimeoutMs);
    expect(t.app.server.requestTimeout).toBe(SLOW_REQUEST_DEFAULTS.requestTimeoutMs);
  });

  // The finding itself, at the real bounds: about ten seconds, not the 150 s it took before.
  it('closes twenty sockets dribbling into POST /api/accounts/trial after the grace', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => send(port, '/api/accounts/trial', 'application/json', 100, 1, 2000)),
    );
    for (const outcome of outcomes) {
      expect(outcome.response).toMatch(/^HTTP\/1\.1 408/);
      expect(outcome.closedAfterMs).toBeLessThan(SLOW_REQUEST_DEFAULTS.bodyGraceMs + 3000);
    }
  });

  it('answers a whole body sent at once as before', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/trial', payload: {} });
    expect(res.statusCode).toBeLessThan(500);
  });
});
