import { buildApp } from '../app.ts';
import { loadConfig, resolveOperatorToken } from '../config.ts';
import { openDatabase } from '../db/client.ts';

// The server process of the lottery crash test (features/lottery/settle-crash.test.ts): server.ts's
// app and draw cycle on the test's database (migrated and seeded already), settling in chunks of
// SETTLE_CHUNK_SIZE bets (settle.ts's own when unset). The default run settles a few thousand bets,
// so it needs chunks smaller than production's 10,000 for a SIGKILL to land between two of them
// (decision 089); the slow tier passes production's. Started as a child process only.

const chunkSize = process.env.SETTLE_CHUNK_SIZE ? Number(process.env.SETTLE_CHUNK_SIZE) : undefined;
if (chunkSize !== undefined && !(Number.isInteger(chunkSize) && chunkSize > 0)) {
  throw new Error('SETTLE_CHUNK_SIZE: a whole number above 0');
}

const config = loadConfig(process.env);
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
const app = await buildApp({ config, database, operatorToken: resolveOperatorToken(config) });
app.addHook('onClose', () => database.close());
// The scheduler (LOTTERY_SCHEDULER=on) reads these hooks on every tick; it starts when the app is ready.
if (chunkSize) app.lottery.deps.hooks = { chunkSize };
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
await app.listen({ host: config.host, port: config.port });
