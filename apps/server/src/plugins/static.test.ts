import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { HASHED_ASSET, useTestApp } from '../test/test-app.ts';
import { envelopePlugin } from './envelope.ts';
import { staticPlugin } from './static.ts';

const t = useTestApp();

describe('web app under /m/', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await t.app.inject({ url: `/m/${HASHED_ASSET}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the precompressed brotli file when the browser accepts br', async () => {
    const res = await t.app.inject({ url: `/m/${HASHED_ASSET}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('fake-brotli-bytes');
  });

  it('serves the precompressed gzip file to a browser that accepts gzip only', async () => {
    const res = await t.app.inject({ url: `/m/${HASHED_ASSET}`, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body).toBe('fake-gzip-bytes');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('says the answer varies by Accept-Encoding, so a cache keeps br and gzip apart', async () => {
    const res = await t.app.inject({ url: `/m/${HASHED_ASSET}`, headers: { 'accept-encoding': 'br' } });
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('serves index.html and other unhashed files with no-cache', async () => {
    const index = await t.app.inject({ url: '/m/index.html' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    const robots = await t.app.inject({ url: '/m/robots.txt' });
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/m/home', '/m/some/deep/route', '/m/register.html', '/register.html'])(
    'answers %s with index.html (SPA fallback)',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it.each(['/', '/m', '/m/'])('redirects %s to /m/home', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/m/home');
  });

  it('keeps the query on the way home (an affiliate link on the bare domain)', async () => {
    const res = await t.app.inject({ url: '/?code=AFF1&x=%2F%2Fevil.example' });
    expect(res.headers.location).toBe('/m/home?code=AFF1&x=%2F%2Fevil.example');
  });

  it('serves brand images from /media/ with a cache lifetime', async () => {
    const res = await t.app.inject({ url: '/media/brand/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d{5,}/);
  });

  it('compresses JSON answers', async () => {
    const res = await t.app.inject({ url: '/api/merchant/config', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('start-up configuration in the page (issue 7: one round trip to first paint)', () => {
  const INDEX =
    '<!doctype html><html><head><title>Lobby</title></head><body><div id="root"></div></body></html>';
  const dataBlock = /<script type="application\/json" id="lobby-startup-config">(.*?)<\/script>/;

  async function appWith(startupConfig: (request: FastifyRequest) => Promise<unknown>) {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-dist-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    mkdirSync(join(dir, '.vite'));
    const preloads = {
      routes: {
        '/m/login': { files: ['assets/login-1.js', 'assets/login-1.css'], localeParts: ['accounts'] },
      },
      locales: {
        en: { '': 'assets/en-1.js', accounts: 'assets/en-accounts-1.js' },
        my: { '': 'assets/my-1.js', accounts: 'assets/my-accounts-1.js' },
        th: { '': 'assets/th-1.js', accounts: 'assets/th-accounts-1.js' },
      },
    };
    writeFileSync(join(dir, '.vite/route-preloads.json'), JSON.stringify(preloads));
    const app = Fastify();
    await app.register(staticPlugin, { webDist: dir, mediaDir: dir, startupConfig });
    return {
      app,
      async [Symbol.asyncDispose]() {
        await app.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  it.each(['/m/home', '/m/index.html', '/register.html'])(
    'writes it into %s as a JSON data block',
    async (url) => {
      await using s = await appWith(async (request) => ({ brand: 'Lantern', ip: request.ip }));
      const res = await s.app.inject({ url });
      expect(res.headers['cache-control']).toBe('no-cache');
      const json = dataBlock.exec(res.body)?.[1];
      expect(JSON.parse(json ?? 'null')).toEqual({ brand: 'Lantern', ip: '127.0.0.1' });
      expect(res.body.indexOf(json ?? '')).toBeLessThan(res.body.indexOf('</head>'));
    },
  );

  it("names the route's own files in its page, so they load beside the shell", async () => {
    await using s = await appWith(async () => ({}));
    const login = await s.app.inject({ url: '/m/login?redirect=%2Fm%2Fhome' });
    const head = login.body.slice(0, login.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/m/assets/login-1.js">');
    expect(head).toContain('<link rel="preload" as="style" href="/m/assets/login-1.css">');
    const help = await s.app.inject({ url: '/m/help' });
    expect(help.body).not.toContain('modulepreload');
  });

  // Decision 029: the texts load beside the code instead of one round trip after the entry.
  // Every listed language is complete (issue 9, decision 001): none needs English beside it.
  it("names the default language's texts for the route, and no English beside them", async () => {
    const linksOf = async (language: string) => {
      await using s = await appWith(async () => ({
        languages: { default: language, supported: [language] },
      }));
      const { body } = await s.app.inject({ url: '/m/login' });
      return Array.from(
        body.matchAll(/rel="modulepreload" crossorigin href="\/m\/assets\/([^"]+)"/g),
        (m) => m[1],
      );
    };
    expect(await linksOf('MY')).toEqual(['login-1.js', 'my-1.js', 'my-accounts-1.js']);
    expect(await linksOf('TH')).toEqual(['login-1.js', 'th-1.js', 'th-accounts-1.js']);
    expect(await linksOf('XX')).toEqual(['login-1.js']);
  });

  it("names the route's files but no texts when the configuration cannot be read", async () => {
    await using s = await appWith(async () => {
      throw new Error('IP restricted');
    });
    const body = (await s.app.inject({ url: '/m/login' })).body;
    expect(body).toContain('href="/m/assets/login-1.js"');
    expect(body).not.toContain('my-1.js');
  });

  it('escapes < so a value cannot close the element', async () => {
    await using s = await appWith(async () => ({ name: '</script><script>alert(1)</script>' }));
    const res = await s.app.inject({ url: '/m/home' });
    expect(res.body).not.toContain('</script><script>');
    expect(JSON.parse(dataBlock.exec(res.body)?.[1] ?? 'null')).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });

  it('serves the page without it when the configuration cannot be read (the app asks the API)', async () => {
    await using s = await appWith(async () => {
      throw new Error('IP restricted');
    });
    const res = await s.app.inject({ url: '/m/home' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(dataBlock);
    expect(res.body).toContain('<div id="root">');
  });

  it('compresses the page with brotli for a browser that accepts it', async () => {
    await using s = await appWith(async () => ({ filler: 'x'.repeat(4096) }));
    const res = await s.app.inject({ url: '/m/home', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });
});

describe('media cache lifetimes (decision 045)', () => {
  it('serves content-hashed /media/generated/ files as immutable for a year, other media for a day', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-media-'));
    mkdirSync(join(dir, 'generated/banners/7-abc123'), { recursive: true });
    mkdirSync(join(dir, 'brand'), { recursive: true });
    mkdirSync(join(dir, 'generatedish'), { recursive: true });
    writeFileSync(join(dir, 'generated/banners/7-abc123/390.avif'), 'avif-bytes');
    writeFileSync(join(dir, 'brand/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dir, 'generatedish/a.png'), 'png-bytes');
    const app = Fastify();
    await app.register(staticPlugin, { webDist: join(dir, 'missing'), mediaDir: dir });
    const generated = await app.inject({ url: '/media/generated/banners/7-abc123/390.avif' });
    expect(generated.statusCode).toBe(200);
    expect(generated.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/media/brand/logo.svg', '/media/generatedish/a.png']) {
      const other = await app.inject({ url });
      expect(other.statusCode).toBe(200);
      expect(other.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    }
    // A missing variant is a 404, not a year-long answer.
    const missing = await app.inject({ url: '/media/generated/banners/7-abc123/750.avif' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('web app not built', () => {
  it('answers /m/* with 503 and a plain message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-nodist-'));
    const app = Fastify();
    await app.register(staticPlugin, { webDist: join(dir, 'missing'), mediaDir: dir });
    const res = await app.inject({ url: '/m/home' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe('web app not built: run npm run build');
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('hostile static paths (issue 8 item 13)', () => {
  /** A raw request line, sent as is (curl --path-as-is): no client normalises the path first. */
  function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(`GET ${path} HTTP/1.1\r\nHost: lobby.test\r\nConnection: close\r\n\r\n`),
      );
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk;
      });
      socket.on('error', reject);
      socket.on('end', () => {
        const [head = '', body = ''] = data.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body });
      });
    });
  }

  async function served() {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-hostile-'));
    const dist = join(dir, 'dist');
    const media = join(dir, 'media');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(join(media, 'brand'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(media, 'brand/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // Beside the served folders: no request may read it.
    writeFileSync(join(dir, 'secret.txt'), 'TOP-SECRET');
    const lines: { level: number; msg?: string }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = Fastify({ loggerInstance: pino({ level: 'info' }, stream) });
    await app.register(envelopePlugin);
    await app.register(staticPlugin, { webDist: dist, mediaDir: media });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      lines,
      port: (app.server.address() as AddressInfo).port,
      async [Symbol.asyncDispose]() {
        await app.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  it.each([
    '/m/../../../../etc/passwd',
    '/m/../secret.txt',
    '/m/assets/../../secret.txt',
    '/m/%2e%2e/secret.txt',
    '/m/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/m/home%00',
    '/media/brand/logo.svg%00.png',
    '/media/../secret.txt',
    '/media/%2e%2e/secret.txt',
    '/media/brand/../../secret.txt',
  ])('answers %s with the envelope 404, reads nothing outside, logs no error', async (path) => {
    await using s = await served();
    const res = await rawGet(s.port, path);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    expect(res.body).not.toContain('TOP-SECRET');
    expect(res.body).not.toContain('root:');
    expect(s.lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it.each(['/m/..%2fsecret.txt', '/media/..%2fsecret.txt'])(
    'never serves the file beside the root for %s',
    async (path) => {
      await using s = await served();
      const res = await rawGet(s.port, path);
      expect([200, 404]).toContain(res.status);
      expect(res.body).not.toContain('TOP-SECRET');
      expect(s.lines.filter((line) => line.level >= 50)).toEqual([]);
    },
  );

  it('still serves the real files', async () => {
    await using s = await served();
    expect((await rawGet(s.port, '/media/brand/logo.svg')).status).toBe(200);
    expect((await rawGet(s.port, '/m/home')).body).toContain('<div id="root">');
  });
});
