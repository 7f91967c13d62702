// `npm test`: lint, typecheck, then every vitest project (unit, component, API on PGlite, API on
// PostgreSQL when TEST_DATABASE_URL is set, browser tests in Chromium) in one run
// (docs/testing.md).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function fail(label, status) {
  console.error(`\n${label} failed`);
  process.exit(status ?? 1);
}

function step(label, command, args) {
  console.log(`\n> ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) fail(label, result.status);
}

/** The type check of `npm run typecheck`, its six projects two at a time: tsc uses one core. */
async function typecheck() {
  console.log('\n> typecheck');
  const projects = ['packages/shared', 'apps/server', 'apps/web', 'e2e', 'bench', 'scripts'];
  const run = (project) =>
    new Promise((resolve) => {
      const child = spawn('npx', ['tsc', '-p', project], { cwd: root, stdio: 'inherit' });
      child.on('exit', (code) => resolve(code === 0 ? null : project));
    });
  const failed = [];
  const lane = async () => {
    for (let project = projects.shift(); project; project = projects.shift()) {
      const problem = await run(project);
      if (problem) failed.push(problem);
    }
  };
  await Promise.all([lane(), lane()]);
  if (failed.length > 0) fail(`typecheck (${failed.join(', ')})`, 1);
}

step('lint', 'npm', ['run', '--silent', 'lint']);
await typecheck();
if (!process.env.TEST_DATABASE_URL) {
  console.log('\nTEST_DATABASE_URL is not set: the API suite runs on PGlite only (see README).');
}
step('tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=./scripts/summary-reporter.ts']);
