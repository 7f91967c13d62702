import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { walletBalance } from '../test/accounts.ts';
import { createTestMember } from '../test/members.ts';
import { auth, useTestApp } from '../test/test-app.ts';
import { inlineStyleHashes, securityHeadersPlugin } from './security-headers.ts';

/** Every answer, page or API, carries these (issue 8 item 10, decision 036). */
function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
  for (const feature of ['microphone', 'geolocation', 'payment', 'usb']) {
    expect(headers['permissions-policy']).toContain(`${feature}=()`);
  }
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

describe('security headers over http (no PUBLIC_URL)', () => {
  const t = useTestApp();

  it('puts a strict policy on the app pages: no inline script, no plugins, no framing', async () => {
    for (const url of ['/m/home', '/m/login', '/register.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectCommonHeaders(res.headers);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src']).toBe("'self'");
      expect(csp['script-src-attr']).toBe("'none'");
      expect(csp['object-src']).toBe("'none'");
      expect(csp['base-uri']).toBe("'none'");
      expect(csp['form-action']).toBe("'self'");
      expect(csp['connect-src']).toBe("'self'");
      expect(csp['img-src']).toBe("'self' data: https: http:");
      // No inline style either: the fake build has no <style>, the real one's is hashed.
      expect(csp['style-src']).toBe("'self'");
      expect(res.headers['strict-transport-security']).toBeUndefined();
      // The page keeps its own revalidating cache rule.
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('locks API answers down and never lets them be stored', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res.headers);
    expect(directives(res.headers['content-security-policy'])['default-src']).toBe("'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("answers a member's own data with no-store", async () => {
    const { token } = await createTestMember(t.db);
    const res = await walletBalance(t, token);
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers errors with no-store and the headers', async () => {
    for (const res of [
      await t.app.inject({ url: '/api/wallet/balance' }),
      await t.app.inject({ url: '/api/no-such-route' }),
      await t.app.inject({ url: '/media/no-such-image.png' }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectCommonHeaders(res.headers);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers the operator with no-store', async () => {
    const res = await t.app.inject({ url: '/api/operator/config', headers: auth() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps the caching of public answers that chose their own', async () => {
    const announcements = await t.app.inject({
      url: '/api/content/announcements?types=B&groupName=m_reg&platform=M',
    });
    expect(announcements.statusCode).toBe(200);
    // Revalidated on every load with its ETag (decision 044), never no-store.
    expect(announcements.headers['cache-control']).toBe('no-cache');
    const logo = await t.app.inject({ url: '/media/brand/logo.svg' });
    expect(logo.headers['cache-control']).toMatch(/^public, max-age=/);
    // An image opened on its own (an SVG) runs nothing.
    expect(directives(logo.headers['content-security-policy'])['default-src']).toBe("'none'");
  });

  it('gives the docs UI a policy of its own that lets it run', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toBe("'self'");
    expect(csp['frame-ancestors']).toBe("'none'");
  });
});

describe('security headers over https (PUBLIC_URL https)', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://lucky.example', SANDBOX_GATEWAY: 'off' });

  it('adds HSTS, keeps images to https and upgrades requests', async () => {
    for (const url of ['/m/home', '/api/health']) {
      const res = await t.app.inject({ url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
    const page = await t.app.inject({ url: '/m/home' });
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['img-src']).toBe("'self' data: https:");
    expect('upgrade-insecure-requests' in csp).toBe(true);
  });
});

describe('the inline splash style', () => {
  it('is allowed by its sha256, as Chromium computes it, and nothing else inline is', () => {
    const css = 'html,body{margin:0}#splash{display:grid}';
    const expected = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    expect(inlineStyleHashes(`<head><style>${css}</style></head><body style="x"></body>`)).toEqual([
      expected,
    ]);
    expect(inlineStyleHashes('<head><title>Lobby</title></head>')).toEqual([]);
  });
});

describe("a member's answer", () => {
  it('is never stored, even by a route that chose a public lifetime', async () => {
    const app = Fastify();
    app.decorateRequest('member', null);
    await app.register(securityHeadersPlugin, { publicUrl: undefined, webDist: '/nonexistent' });
    app.get('/api/public-but-personal', async (request, reply) => {
      request.member = { id: 1 } as unknown as typeof request.member;
      reply.header('cache-control', 'public, max-age=30');
      return { success: true, value: 1 };
    });
    app.get('/api/public', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return { success: true, value: 2 };
    });
    expect((await app.inject({ url: '/api/public-but-personal' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/public' })).headers['cache-control']).toBe('public, max-age=30');
    await app.close();
  });
});
