// Builds the web app when apps/web/dist is missing or older than its sources, so `npm start`
// and the browser tests always serve what the tree holds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const distIndex = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/games.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.games.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
  'package-lock.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** @returns {boolean} whether the build is missing or older than a source file */
export function webBuildIsStale() {
  if (!existsSync(distIndex)) return true;
  const built = statSync(distIndex).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

/** Runs `vite build` for apps/web when needed; throws when the build fails. */
export function ensureWebBuild() {
  if (!webBuildIsStale()) return false;
  console.log('building the web app (apps/web/dist is missing or older than its sources)...');
  // A production build whatever the caller's NODE_ENV (vitest sets it to "test", which would
  // bundle React's development build).
  const result = spawnSync('npm', ['run', 'build', '-w', '@lobby/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('web build failed');
  return true;
}
