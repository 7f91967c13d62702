import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_PATHS,
  FAIR_VENDOR_PATHS,
  GAME_FAMILIES,
  type GameFamily,
  LANGUAGE_COOKIE,
  LANGUAGES,
} from '@lobby/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// The built-in vendors' game pages (issue 12, decision 080): one light page of the web build
// (apps/web/games.html, src/fair-games) served at the vendors' own addresses, so a game opens
// outside the lobby's app shell and never weighs on its first paint. The page learns which
// vendor it belongs to (its API base and paths) from a JSON data block written here, the way
// the lobby's index.html carries its start-up configuration: CSP runs no inline script.

export interface GamePagesOptions {
  /** The Vite build (config.webDist): games.html and the hashed assets under /m/assets/. */
  webDist: string;
}

/** The element id of the page's configuration block (apps/web/src/fair-games/config.ts reads it). */
export const GAME_PAGE_CONFIG_ID = 'fair-games-config';

/** What the page is told: see apps/web/src/fair-games/config.ts, GamePageConfig. */
export interface GamePageConfig {
  view: 'play' | 'verify';
  family: GameFamily | null;
  /** The vendor's API base: API_PATHS.inhouseApi or sandboxAggregatorApi. */
  apiBase: string;
  paths: typeof FAIR_VENDOR_PATHS;
  /** Its pages: play with `:family` in it, and the verify view. */
  playPath: string;
  verifyPath: string;
  /** The sandbox aggregator's pages say they are a demo before the session answers (decision 081). */
  demo: boolean;
  /** [code, BCP 47 tag, direction] of every language: the page sets lang and dir from the session's. */
  languages: [string, string, string][];
  /** The lobby's language cookie: the verify view's language when no session says it. */
  languageCookie: string;
}

/** The two built-in vendors and their page addresses. */
export const GAME_PAGE_VENDORS = [
  {
    apiBase: API_PATHS.inhouseApi,
    playPath: '/games/inhouse/:family',
    verifyPath: '/games/inhouse/verify',
    demo: false,
  },
  {
    apiBase: API_PATHS.sandboxAggregatorApi,
    playPath: '/sandbox-aggregator/play/:family',
    verifyPath: '/sandbox-aggregator/verify',
    demo: true,
  },
] as const;

const NOT_BUILT = 'web app not built: run npm run build';

const configElement = (config: GamePageConfig) =>
  `<script type="application/json" id="${GAME_PAGE_CONFIG_ID}">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;

const isFamily = (value: string): value is GameFamily => (GAME_FAMILIES as readonly string[]).includes(value);

async function gamePages(app: FastifyInstance, { webDist }: GamePagesOptions) {
  const file = join(webDist, 'games.html');
  const html = existsSync(file) ? readFileSync(file, 'utf8') : null;
  const languages = LANGUAGES.map((l): [string, string, string] => [l.code, l.tag, l.dir]);

  const send = (reply: FastifyReply, config: GamePageConfig) => {
    reply.header('cache-control', 'no-cache');
    if (html === null) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    const at = html.indexOf('</head>');
    const data = configElement(config);
    return reply
      .type('text/html; charset=utf-8')
      .send(at === -1 ? data + html : html.slice(0, at) + data + html.slice(at));
  };

  for (const vendor of GAME_PAGE_VENDORS) {
    const base = { ...vendor, paths: FAIR_VENDOR_PATHS, languages, languageCookie: LANGUAGE_COOKIE };
    app.get(vendor.verifyPath, { schema: { hide: true } }, (_request, reply) =>
      send(reply, { ...base, view: 'verify', family: null }),
    );
    app.get(
      vendor.playPath,
      { schema: { hide: true } },
      (request: FastifyRequest<{ Params: { family: string } }>, reply) => {
        const { family } = request.params;
        if (!isFamily(family)) return reply.callNotFound();
        return send(reply, { ...base, view: 'play', family });
      },
    );
  }
}

/** The game pages' routes (issue 12); app.ts registers it with config.webDist. */
export const gamePagesRoutes = gamePages;
