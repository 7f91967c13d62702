import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { GAME_PAGE_CONFIG_ID } from './pages.ts';

// issue 12, decision 080: the game pages are wired into the app and carry the headers of the
// app's pages (decision 036): CSP script-src 'self' with no inline script, no framing.
const t = useTestApp();

describe('game pages in the app', () => {
  it.each([
    '/games/inhouse/dice',
    '/games/inhouse/verify',
    '/sandbox-aggregator/play/mines',
    '/sandbox-aggregator/verify',
  ])("serves %s under the app pages' policy", async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(GAME_PAGE_CONFIG_ID);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown family with the 404 envelope', async () => {
    const res = await t.app.inject({ url: '/sandbox-aggregator/play/roulette' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });
});
