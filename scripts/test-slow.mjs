// `npm run test:slow`: the volume tests at full size (docs/testing.md, "Volume"). A volume test
// takes its size from the volume helper (apps/server/src/test/volume.ts, or the shared package's
// src/test-volume.ts), so the files are found by that import and nobody keeps a list. They run
// with LOBBY_TEST_VOLUME=full on the projects that include them: unit, api (PGlite), and
// api-postgres when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SEARCHED = ['apps', 'packages'];
const HELPER_IMPORT = /from '[^']*\/(?:test\/volume|test-volume)\.ts'/;

/** Every test file under `dir`, outside node_modules and build output. */
function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const files = SEARCHED.flatMap((dir) => [...testFiles(join(root, dir))])
  .filter((file) => HELPER_IMPORT.test(readFileSync(file, 'utf8')))
  .map((file) => relative(root, file))
  .sort();
if (files.length === 0) {
  console.error('test:slow: no test imports the volume helper');
  process.exit(1);
}

const projects = ['unit', 'api', ...(process.env.TEST_DATABASE_URL ? ['api-postgres'] : [])];
console.log(`test:slow: ${files.length} volume tests at full size on ${projects.join(', ')}:`);
for (const file of files) console.log(`  ${file}`);
if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL runs (and the lottery crash test) are left out.');
}

const started = Date.now();
// One file at a time: each already keeps a core busy (the crash tests run server processes
// beside the test), and two at once on two cores push the tests past their timeouts.
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--no-file-parallelism',
    '--reporter=default',
    '--reporter=./scripts/summary-reporter.ts',
    ...files,
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, LOBBY_TEST_VOLUME: 'full' } },
);
console.log(`test:slow: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
process.exit(result.status ?? 1);
