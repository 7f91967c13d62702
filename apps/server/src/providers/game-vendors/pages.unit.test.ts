import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '@lobby/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PAGE_CONFIG_ID, type GamePageConfig, gamePagesRoutes } from './pages.ts';

// issue 12: the built-in vendors' pages are the web build's games.html, told which vendor and
// view they are by a JSON data block (pages.test.ts: under the site's strict CSP, in the app).

const GAMES_HTML =
  '<!doctype html><html><head><title>Game</title><script type="module" src="/m/assets/games-games-x.js"></script></head><body><main id="game"></main></body></html>';

let dir: string;
let app: FastifyInstance;

async function build(webDist: string) {
  const instance = Fastify();
  await instance.register(gamePagesRoutes, { webDist });
  return instance;
}

function configOf(html: string): GamePageConfig {
  const match = new RegExp(`<script type="application/json" id="${GAME_PAGE_CONFIG_ID}">(.*?)</script>`).exec(
    html,
  );
  if (!match?.[1]) throw new Error('no configuration block');
  return JSON.parse(match[1]) as GamePageConfig;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'game-pages-'));
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist/games.html'), GAMES_HTML);
  app = await build(join(dir, 'dist'));
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('game pages', () => {
  it.each([
    ['/games/inhouse/dice', API_PATHS.inhouseApi, 'dice', false],
    ['/games/inhouse/mines?token=abc', API_PATHS.inhouseApi, 'mines', false],
    ['/sandbox-aggregator/play/slot', API_PATHS.sandboxAggregatorApi, 'slot', true],
  ])('serves %s as the play view of its vendor', async (url, apiBase, family, demo) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const config = configOf(res.body);
    expect(config).toMatchObject({ view: 'play', family, apiBase, demo });
    expect(config.paths.play).toBe('/:family/play');
    // The block sits in the head, before the page's script.
    expect(res.body.indexOf(GAME_PAGE_CONFIG_ID)).toBeLessThan(res.body.indexOf('</head>'));
  });

  it.each([
    ['/games/inhouse/verify', API_PATHS.inhouseApi, false],
    ['/sandbox-aggregator/verify?round=r1', API_PATHS.sandboxAggregatorApi, true],
  ])('serves %s as the verify view', async (url, apiBase, demo) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(configOf(res.body)).toMatchObject({ view: 'verify', family: null, apiBase, demo });
  });

  it('answers 404 for a family that does not exist', async () => {
    const res = await app.inject({ url: '/games/inhouse/poker' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(GAME_PAGE_CONFIG_ID);
  });

  it('answers 503 when the web app is not built', async () => {
    const empty = await build(join(dir, 'missing'));
    const res = await empty.inject({ url: '/games/inhouse/dice' });
    expect(res.statusCode).toBe(503);
    await empty.close();
  });
});
