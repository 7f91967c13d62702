import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import {
  COMPLETE_LANGUAGES,
  FALLBACK_LANGUAGE,
  HOME_CONTENT_ELEMENT_ID,
  type HomeContent,
  isLanguageCode,
  LANGUAGE_COOKIE,
  type LanguageCode,
  ROUTE_ALIASES,
  ROUTES,
  STARTUP_CONFIG_ELEMENT_ID,
} from '@lobby/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appError } from '../core/errors.ts';
import { readCookie } from '../lib/cookies.ts';

export interface StaticOptions {
  /** Vite build with base /m/: index.html, assets/* (hashed), maybe .br/.gz siblings. */
  webDist: string;
  /** Brand and licence images: the built-in image CDN. */
  mediaDir: string;
  /**
   * The start-up configuration for this request (what GET /api/merchant/config answers), written
   * into the page so the app paints without that call (issue 7). app.ts passes it in: plugins
   * never import features. A throw (IP restricted, not configured) leaves the page without it,
   * and the app asks the API, which answers the error.
   */
  startupConfig?: (request: FastifyRequest) => Promise<unknown>;
  /**
   * Home's content in a language (what GET /api/content/home answers), written into the Home
   * page so it paints without that call (issue 10, decision 044). A throw leaves the page
   * without it, and the app asks the API.
   */
  homeContent?: (request: FastifyRequest, language: LanguageCode) => Promise<HomeContent>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
// Media names are not hashed, so a replaced logo must show within a day, not a year.
const MEDIA_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
/**
 * Except under generated/: image variants live in directories named by the hash of their source
 * (decision 045), so a name never changes content and may be kept for a year.
 */
const isGeneratedMedia = (mediaDir: string, file: string) => {
  const inside = relative(resolve(mediaDir), resolve(file));
  return inside.startsWith(`generated${sep}`) && !inside.split(sep).includes('..');
};
const NOT_BUILT = 'web app not built: run npm run build';

/**
 * A JSON data block, not a script: a strict Content-Security-Policy needs no exception for it.
 * `<` is escaped so no string in the data can close the element.
 */
function dataElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

export const startupConfigElement = (value: unknown) => dataElement(STARTUP_CONFIG_ELEMENT_ID, value);
export const homeContentElement = (value: HomeContent) => dataElement(HOME_CONTENT_ELEMENT_ID, value);

/** spec 2.1: the paths the Home page is served at (/, /m and /m/ redirect to /m/home). */
const HOME_PAGES = new Set([
  ROUTES.home,
  ...Object.entries(ROUTE_ALIASES)
    .filter(([, route]) => route === ROUTES.home)
    .map(([path]) => path),
]);

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The first banner is the likely largest paint: its modern-format variants load with the page,
 * at high priority (a browser that lacks the format skips a preload of that `type`).
 */
function bannerPreload(content: HomeContent): string {
  const source = content.banners[0]?.image.sources[0];
  if (!source) return '';
  return `<link rel="preload" as="image" fetchpriority="high" type="${attribute(source.type)}" imagesrcset="${attribute(source.srcset)}" imagesizes="100vw">`;
}

/** What apps/web/vite.config.ts writes to dist/.vite/route-preloads.json (decision 029). */
interface RoutePreloads {
  routes: Record<string, { files: string[]; localeParts: string[] }>;
  locales: Record<string, Record<string, string>>;
}

const preloadLink = (file: string) =>
  file.endsWith('.css')
    ? `<link rel="preload" as="style" href="/m/${file}">`
    : `<link rel="modulepreload" crossorigin href="/m/${file}">`;

/** The merchant's default language as the configuration says it: what a first visit shows. */
function defaultLanguage(config: unknown): LanguageCode | null {
  const code = (config as { languages?: { default?: unknown } } | null)?.languages?.default;
  return typeof code === 'string' && isLanguageCode(code) ? code : null;
}

/**
 * The language the app will paint in: the one the app mirrored into its cookie when it is a
 * known code (the visitor chose it), else the merchant's default (a first visit).
 */
function pageLanguage(request: FastifyRequest, config: unknown): LanguageCode | null {
  const chosen = readCookie(request.headers.cookie, LANGUAGE_COOKIE)?.toUpperCase();
  return chosen !== undefined && isLanguageCode(chosen) ? chosen : defaultLanguage(config);
}

/**
 * Per route path, the files its screen needs beyond the shell, as the web build lists them
 * (apps/web/src/app/route-modules.ts), and the texts of the page's language (the shell's and
 * the route's locale parts, plus English under a partial language, as apps/web/src/lib/i18n.ts
 * loads them): named in the page, they load beside the shell's own instead of one round trip
 * after it (issue 7).
 */
function routePreloads(webDist: string): (path: string, language: LanguageCode | null) => string {
  const file = join(webDist, '.vite/route-preloads.json');
  const { routes = {}, locales = {} }: Partial<RoutePreloads> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  return (path, language) => {
    const route = routes[path];
    if (!route) return '';
    const languages = !language
      ? []
      : COMPLETE_LANGUAGES.includes(language)
        ? [language]
        : [language, FALLBACK_LANGUAGE];
    const texts = languages.flatMap((code) =>
      ['', ...route.localeParts].flatMap((part) => locales[code.toLowerCase()]?.[part] ?? []),
    );
    return [...route.files, ...texts].map(preloadLink).join('');
  };
}

function indexPage(options: StaticOptions) {
  const html = readFileSync(join(options.webDist, 'index.html'), 'utf8');
  const at = html.indexOf('</head>');
  const preloads = routePreloads(options.webDist);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    let data = '';
    try {
      const config = options.startupConfig ? await options.startupConfig(request) : undefined;
      const language = pageLanguage(request, config);
      const home = HOME_PAGES.has(path) && language ? await homeData(request, language) : '';
      data = preloads(path, language) + (config === undefined ? '' : startupConfigElement(config)) + home;
    } catch (error) {
      request.log.debug({ err: error }, 'index.html without the start-up configuration');
      data = preloads(path, pageLanguage(request, undefined));
    }
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', NO_CACHE)
        // The page's texts and content follow the language cookie.
        .header('vary', 'Cookie')
        .send(at === -1 ? html : html.slice(0, at) + data + html.slice(at))
    );
  };

  /** Home's content and its first banner's preload; nothing when it cannot be built (the app asks the API). */
  async function homeData(request: FastifyRequest, language: LanguageCode): Promise<string> {
    if (!options.homeContent) return '';
    try {
      const content = await options.homeContent(request, language);
      return bannerPreload(content) + homeContentElement(content);
    } catch (error) {
      request.log.warn({ err: error }, 'home page without its content');
      return '';
    }
  }
}

/**
 * The file server refuses a path that climbs out of its root (`..`, 403) or holds a NUL or a bad
 * encoding (400), before it reads anything. Such a path names no file: it answers the envelope's
 * 404, logged at info like any client error, not as a server error (issue 8 item 13).
 */
function refusedPathIsNotFound(scope: FastifyInstance) {
  scope.setErrorHandler((error: FastifyError, request) => {
    const status = error.statusCode ?? (error as { status?: number }).status;
    if (status === 400 || status === 403) {
      throw appError('NOT_FOUND', `No file for ${request.method} ${request.url.split('?')[0]}`);
    }
    throw error;
  });
}

async function webApp(app: FastifyInstance, options: StaticOptions) {
  // Dynamic answers (JSON) are compressed on the fly; static files ship precompressed.
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });

  await app.register(async (scope) => {
    refusedPathIsNotFound(scope);
    await scope.register(fastifyStatic, {
      root: options.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply, path) =>
        reply.header('cache-control', isGeneratedMedia(options.mediaDir, path) ? IMMUTABLE : MEDIA_CACHE),
    });
  });

  // spec 2.1: /, /m and /m/ are other names of the home route.
  for (const path of ['/', '/m', '/m/']) {
    // The query travels along: an affiliate link may point at the bare domain.
    app.get(path, { schema: { hide: true } }, (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(query === -1 ? ROUTES.home : `${ROUTES.home}${request.url.slice(query)}`, 302);
    });
  }

  const built = existsSync(join(options.webDist, 'index.html'));
  if (!built) {
    const notBuilt = (_request: unknown, reply: FastifyReply) =>
      reply.code(503).type('text/plain; charset=utf-8').header('cache-control', NO_CACHE).send(NOT_BUILT);
    app.get('/m/*', { schema: { hide: true } }, notBuilt);
    app.get('/register.html', { schema: { hide: true } }, notBuilt);
    return;
  }

  const sendIndex = indexPage(options);
  await app.register(
    async (scope) => {
      refusedPathIsNotFound(scope);
      // spec 2.1: /m/index(.html) are other names of home; the app redirects, the page is the same.
      scope.get('/index.html', { schema: { hide: true } }, sendIndex);
      await scope.register(fastifyStatic, {
        root: options.webDist,
        prefix: '/',
        index: false,
        preCompressed: true,
        cacheControl: false,
        // Vite hashes everything under assets/, so those never change; the rest must revalidate.
        setHeaders: (reply, path) =>
          reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : NO_CACHE),
      });
      // SPA fallback: any other GET /m/* is a client route, so a reload anywhere works.
      scope.setNotFoundHandler((request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
        }
        return sendIndex(request, reply);
      });
    },
    { prefix: '/m' },
  );
  // spec 2.1: /register.html is an alias of /m/register.
  app.get('/register.html', { schema: { hide: true } }, sendIndex);
}

export const staticPlugin = fp(webApp, { name: 'static' });
