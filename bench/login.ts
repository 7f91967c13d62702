import { type LoginFigures, measureLogin } from './measure-login.ts';
import { onFreshDatabase } from './support/postgres.ts';

// `npm run bench`: logins per second on PGlite and on PostgreSQL, argon2id cost included
// (issue 3). Figures only: how fast is fast enough depends on the machine.
const RUN = { durationSeconds: 10, connections: 10 };

function print(label: string, f: LoginFigures) {
  const failed = f.failed > 0 ? ` (${f.failed} failed)` : '';
  console.log(
    `login (${label}): ${f.requestsPerSecond.toFixed(0)} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms${failed}`,
  );
  if (f.failed > 0) process.exitCode = 1;
}

console.log(`Login, ${RUN.connections} connections for ${RUN.durationSeconds} s, encrypted bodies:`);
print('PGlite', await measureLogin(RUN));
await onFreshDatabase('login (PostgreSQL)', async (url) =>
  print('PostgreSQL', await measureLogin({ ...RUN, env: { DATABASE_URL: url } })),
);
