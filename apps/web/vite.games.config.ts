import { defineConfig } from 'vite';
import { precompress } from './vite.config.ts';

/**
 * The built-in vendors' game pages (issue 12, decision 080): games.html and src/fair-games, a
 * second build into the same dist after the lobby's. A second input of the lobby's build shared
 * its chunk groups: the games entry then loaded the lobby's shell and React (rolldown puts every
 * entry's start-up modules, Vite's preload helper included, in the `shell` group). Built alone,
 * the pages load only their own files, prefixed `games-`, which the lobby's service worker
 * never precaches and its route preloads never list.
 */
export default defineConfig({
  base: '/m/',
  plugins: [precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: '.vite/games-manifest.json',
    target: 'es2020',
    cssTarget: 'chrome80',
    // Served only under CSP script-src 'self' at /games/* and /sandbox-aggregator/*: no polyfill
    // script is needed for modulepreload on the phones that run ES2020.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { games: 'games.html' },
      output: {
        entryFileNames: 'assets/games-[name]-[hash].js',
        chunkFileNames: 'assets/games-[name]-[hash].js',
        assetFileNames: 'assets/games-[name]-[hash][extname]',
      },
    },
  },
});
