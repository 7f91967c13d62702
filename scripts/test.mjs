// `npm test`: lint, typecheck, then every vitest project (unit, API on PGlite, API on
// PostgreSQL when TEST_DATABASE_URL is set, browser tests in Chromium) in one run.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function step(label, command, args) {
  console.log(`\n> ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${label} failed`);
    process.exit(result.status ?? 1);
  }
}

step('lint', 'npm', ['run', '--silent', 'lint']);
step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
if (!process.env.TEST_DATABASE_URL) {
  console.log('\nTEST_DATABASE_URL is not set: the API suite runs on PGlite only (see README).');
}
step('tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=./scripts/summary-reporter.ts']);
