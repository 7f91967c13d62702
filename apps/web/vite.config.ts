import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  ROUTE_MODULES,
  ROUTE_NEEDS,
  ROUTE_PRELOADS_FILE,
  type RouteModulePath,
  type RoutePreloads,
} from './src/app/route-modules.ts';

const compressible = /\.(js|css|html|svg|json|txt)$/;

/** A build step that runs on the written output, at `hook`. */
function afterBuild(
  name: string,
  hook: 'writeBundle' | 'closeBundle',
  run: (outDir: string) => void,
): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    [hook]: () => run(outDir),
  };
}

/** Writes .br and .gz siblings of every text asset; the server sends them as they are. */
export const precompress = () =>
  afterBuild('lobby-precompress', 'closeBundle', (outDir) => {
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (compressible.test(name)) {
          const content = readFileSync(path);
          if (content.length < 512) continue;
          writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      }
    };
    walk(outDir);
  });

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The locale chunks by language and part ("" for the shell's texts): src/lib/i18n.ts loads them. */
function localeFiles(manifest: Record<string, ManifestChunk>): RoutePreloads['locales'] {
  const locales: RoutePreloads['locales'] = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /^src\/locales\/(?:([a-z]+)\/)?([a-z-]+)\.json$/.exec(key);
    if (!match?.[2]) continue;
    const language = match[2];
    locales[language] = { ...locales[language], [match[1] ?? '']: chunk.file };
  }
  return locales;
}

/**
 * Writes, per route path, the JS and CSS its route module (and the query module, when the screen
 * uses it) needs beyond what index.html loads already, with the locale parts it needs, and the
 * locale chunks by language (src/app/route-modules.ts): the server names them in the page.
 */
const routePreloads = () =>
  afterBuild('lobby-route-preloads', 'writeBundle', (outDir) => {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const filesOf = (key: string, seen: Set<string>): string[] => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return [];
      seen.add(key);
      const imported = (chunk.imports ?? []).flatMap((k) => filesOf(k, seen));
      return [chunk.file, ...(chunk.css ?? []), ...imported];
    };
    const shell = new Set(filesOf('index.html', new Set()));
    const routeFiles = (path: RouteModulePath) => {
      const seen = new Set<string>();
      const files = filesOf(`src/app/routes/${ROUTE_MODULES[path]}.tsx`, seen);
      if (ROUTE_NEEDS[path].queries) files.push(...filesOf('src/lib/query-provider.tsx', seen));
      // The file maps of every locale part but accounts' (src/lib/locale-part-maps.ts).
      if (ROUTE_NEEDS[path].localeParts.some((part) => part !== 'accounts')) {
        files.push(...filesOf('src/lib/locale-part-maps.ts', seen));
      }
      return files.filter((file) => !shell.has(file));
    };
    const preloads: RoutePreloads = {
      routes: Object.fromEntries(
        (Object.keys(ROUTE_MODULES) as RouteModulePath[]).map((path) => [
          path,
          { files: routeFiles(path), localeParts: ROUTE_NEEDS[path].localeParts },
        ]),
      ),
      locales: localeFiles(manifest),
    };
    writeFileSync(join(outDir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
  });

/**
 * Files that load when asked, not with the precache (decision 039): the password-strength
 * dictionary (~227 KB gzip, the password screens alone) and the texts of the 29 languages (~180
 * KB gzip in all, of which a visitor reads one). The page itself keeps the texts it loaded
 * (src/lib/pwa-register.ts), and the assets cache keeps those of a later language change.
 */
const ON_DEMAND = /node_modules\/@zxcvbn-ts\/|src\/locales\/.*\.json$/;

/** The built files of the on-demand modules, read from the build's manifest. */
function onDemandFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  return new Set(
    Object.entries(manifest)
      .filter(([key]) => ON_DEMAND.test(key))
      .map(([, chunk]) => chunk.file),
  );
}

/** Where hashed files outside the precache are kept (src/lib/pwa-register.ts adds to it too). */
const ASSETS_CACHE = 'lobby-assets';

/** The navigations' one cache entry: any app route is the same shell (decision 039). */
const OFFLINE_SHELL_KEY = '/m/offline-shell';

/**
 * The service worker (issue 9, decision 039), generated by Workbox: the hashed JS and CSS
 * precached; pages network-first, the last one kept as the offline shell; media kept and
 * refreshed in the background; /api/ never touched (money and sessions). A new worker takes over
 * at once and the page reloads when no form is being filled (src/lib/pwa-register.ts). The
 * manifest is the server's, made from the merchant's configuration.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'generateSW',
    injectRegister: false,
    manifest: false,
    scope: '/m/',
    filename: 'sw.js',
    workbox: {
      globPatterns: ['assets/**/*.{js,css}', 'index.html'],
      // The game pages are built after this one (vite.games.config.ts): never precached, even if
      // the build order changed (decision 080).
      globIgnores: ['games.html', 'assets/games-*'],
      manifestTransforms: [
        async (entries) => {
          const skip = onDemandFiles(fileURLToPath(new URL('./dist/', import.meta.url)));
          return { manifest: entries.filter((entry) => !skip.has(entry.url)), warnings: [] };
        },
      ],
      inlineWorkboxRuntime: true,
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      navigateFallback: null,
      runtimeCaching: [
        {
          urlPattern: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'lobby-pages',
            networkTimeoutSeconds: 5,
            // The page carries the start-up configuration, so offline the last one served is the
            // best there is; the build's page is the fallback before any was kept.
            precacheFallback: { fallbackURL: '/m/index.html' },
            plugins: [
              { cacheKeyWillBeUsed: async () => OFFLINE_SHELL_KEY },
              {
                cacheWillUpdate: async ({ response }) =>
                  response.status === 200 && response.headers.get('content-type')?.startsWith('text/html')
                    ? response
                    : null,
              },
            ],
          },
        },
        {
          // Hashed names never change: what was not precached is kept once fetched.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/m/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: ASSETS_CACHE, expiration: { maxEntries: 60 } },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'lobby-media',
            expiration: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 3600 },
          },
        },
      ],
    },
  });

export default defineConfig({
  base: '/m/',
  plugins: [react(), routePreloads(), serviceWorker(), precompress()],
  build: {
    manifest: true,
    // Cheap Android phones run old WebViews: stay at ES2020 syntax.
    target: 'es2020',
    cssTarget: 'chrome80',
    // React loads on every page: one chunk for it instead of a dozen small ones saves per-chunk
    // overhead on the first paint (decision 007). TanStack Query and zod stay out of the group:
    // they load after the first paint, with the modules that use them (issue 7).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // After the first paint, one chunk each instead of half a dozen: a phone on HTTP/1.1
            // fetches six files at a time, so a screen's first load waits on fewer round trips.
            {
              name: 'query',
              includeDependenciesRecursively: false,
              // With the private-field helpers only TanStack's classes use (the shell's stay put).
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/](query-provider|language-queries|query-scopes)\.|helpers[\\/]esm[\\/](classPrivate|assertClassBrand|checkPrivateRedeclaration)/,
            },
            // The account screens' common code (form kit, zod and the shared schemas, the login
            // form, feedback): one file instead of a dozen, so /m/login paints after fewer round
            // trips (decision 029). Code of one screen only stays in that screen's chunk.
            {
              name: 'accounts',
              // The shell's own modules that these import stay in the shell (decision 007).
              includeDependenciesRecursively: false,
              minShareCount: 2,
              test: /src[\\/](features[\\/]accounts|components[\\/]form)[\\/]|node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|packages[\\/]shared[\\/]src[\\/](accounts|verification|passwords|validation)\.|src[\\/]lib[\\/]feedback\./,
            },
            // The rest of what /m/home loads before it paints, in one file: the shell's modules
            // that lazy screens share would otherwise be half a dozen small chunks, each a request
            // on every first load (decision 029).
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
      // The server makes the manifest from the merchant's configuration (decision 039).
      '/m/manifest.webmanifest': 'http://127.0.0.1:3000',
    },
  },
});
