import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HASHED_ASSET, useTestApp } from '../test/test-app.ts';
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
