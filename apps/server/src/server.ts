import { buildApp } from './app.ts';
import { type Config, loadConfig, operatorTokenFile, resolveOperatorToken } from './config.ts';
import { openDatabase } from './db/client.ts';
import { contentSeedDir, seedContent } from './features/content/seed-content.ts';
import { seedUserAgreement, userAgreementSeedDir } from './features/content/seed-user-agreement.ts';
import { readSeedFile, seedMerchant } from './features/merchant/seed.ts';
import { preloadPasswordStrength } from './lib/password-strength.ts';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (err) {
    // One line naming the variable, no stack: the operator fixes the value and starts again.
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}

async function main() {
  const config = readConfig();
  const operatorToken = resolveOperatorToken(config);
  const seed = readSeedFile(config.seedFile);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await database.withStartupLock(async () => {
    await database.migrate();
    await seedMerchant(database.db, seed);
    await seedUserAgreement(database.db, userAgreementSeedDir(config.seedFile));
    await seedContent(database.db, contentSeedDir(config.seedFile));
  });
  const app = await buildApp({ config, database, operatorToken });
  app.addHook('onClose', () => database.close());

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // close() stops accepting connections and waits for in-flight requests, then onClose hooks run.
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  // The common-password dictionaries (decision 033) load once, after listening, off the start-up path.
  const loadStarted = performance.now();
  preloadPasswordStrength().then(
    () => app.log.info({ ms: Math.round(performance.now() - loadStarted) }, 'password dictionaries loaded'),
    (err: unknown) => app.log.warn({ err }, 'password dictionaries not loaded; retried on first use'),
  );
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  app.log.info(
    `Lobby (${database.driver}) at http://${shownHost}:${config.port}/m/home, API docs at /api/docs`,
  );
  // Where `npm run operator` finds the token; the token itself never goes to the log.
  if (!config.operatorToken) app.log.info(`operator token in ${operatorTokenFile(config)}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
