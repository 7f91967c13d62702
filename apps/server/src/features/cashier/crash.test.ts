import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS } from '@lobby/shared';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { sandboxNotification } from '../../providers/payment/sandbox.ts';
import {
  callbackPath,
  key,
  moneyProblems,
  PAYMENT_PASSWORD,
  readyMember,
} from '../../test/cashier-helpers.ts';
import { freePort, waitForHealth } from '../../test/server-process.ts';

// Issue 11 acceptance item 2: a real server process, killed with SIGKILL in the middle of a burst
// of money operations over HTTP, restarts on the same database with every invariant intact and no
// half-applied operation (test-helpers.ts moneyProblems: wallets = entries, held = pending, sum
// zero, keys once, deposits/withdrawals agree with their transfers, turnover with its deposits).
// PGlite on a temp DATA_DIR (`api`), PostgreSQL on a fresh database (`api-postgres`).

const root = fileURLToPath(new URL('../../../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'lobby-crash-'));
const TOKEN = 'crash-test-operator-token-0123456789';
const SECRET = randomBytes(32).toString('hex');
const children: ChildProcess[] = [];
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

async function postgresUrl(): Promise<string | undefined> {
  if (process.env.TEST_DB_DRIVER !== 'postgres') return undefined;
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `lobby_crash_${randomBytes(6).toString('hex')}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await run(`create database ${name}`);
  dropDatabase = () => run(`drop database if exists ${name} with (force)`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(databaseUrl: string | undefined): Promise<Server> {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPERATOR_TOKEN: TOKEN,
      SANDBOX_GATEWAY_SECRET: SECRET,
      RATE_LIMIT_MAX: '10000000',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, url: `http://127.0.0.1:${port}`, output: () => log, exited };
  await waitForHealth(server.url, child, server.output, 90_000);
  return server;
}

async function stop(server: Server, signal: 'SIGTERM' | 'SIGKILL') {
  server.child.kill(signal);
  await server.exited;
}

const open = (databaseUrl: string | undefined): Promise<Database> =>
  openDatabase({ url: databaseUrl, dataDir: databaseUrl ? undefined : dataDir, poolSize: 2 });

describe('a server killed mid-burst restarts with every money invariant (issue 11 acceptance item 2)', () => {
  it('SIGKILL during 24 parallel streams of deposits, callbacks, approvals and withdrawals', {
    timeout: 300_000,
  }, async () => {
    const databaseUrl = await postgresUrl();
    // 1. A first start migrates and seeds; then members are made ready directly in the database.
    await stop(await start(databaseUrl), 'SIGTERM');
    let database = await open(databaseUrl);
    const members: Awaited<ReturnType<typeof readyMember>>[] = [];
    for (let i = 0; i < 12; i++) members.push(await readyMember(database.db, { ready: true }));
    await database.close();

    // 2. The burst, over HTTP, until the process is killed under it.
    const server = await start(databaseUrl);
    type Answer = {
      status: number;
      json: { value?: { id?: string; deposit?: { orderNo?: string } } } | null;
    };
    let base = server.url;
    const call = (
      method: string,
      path: string,
      headers: Record<string, string>,
      body?: string,
    ): Promise<Answer> =>
      fetch(`${base}${path}`, { method, headers, ...(body ? { body } : {}) }).then(
        async (res) => ({ status: res.status, json: await res.json().catch(() => null) }),
        () => ({ status: 0, json: null }),
      );
    const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });
    const operator = { authorization: `Bearer ${TOKEN}` };
    let completed = 0;
    let killed = false;
    const statuses = new Map<number, number>();
    const count = (res: Answer) => {
      completed++;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      return res;
    };
    const stream = async (n: number) => {
      while (!killed) {
        const m = members[(n + completed) % members.length];
        if (!m) return;
        const kind = completed % 3;
        if (kind === 0) {
          const res = count(
            await call(
              'POST',
              API_PATHS.manualDeposit,
              json(m.headers),
              JSON.stringify({
                channelCode: 'kbz-transfer',
                receivingAccountId: 1,
                amount: '20000',
                payerName: 'Aung Aung',
                reference: 'R1',
                promotionId: 1,
                requestKey: key(),
              }),
            ),
          );
          const id = res.json?.value?.id;
          if (id) count(await call('POST', API_PATHS.operatorDepositApprove.replace(':id', id), operator));
        } else if (kind === 1) {
          const res = count(
            await call(
              'POST',
              API_PATHS.gatewayDeposit,
              json(m.headers),
              JSON.stringify({ channelCode: 'sandbox-pay', amount: '15000', requestKey: key() }),
            ),
          );
          const orderNo = res.json?.value?.deposit?.orderNo;
          if (orderNo) {
            const { body, headers } = sandboxNotification(
              SECRET,
              { orderNo, amountMinor: 1_500_000, currency: 'MMK', language: 'en', returnPath: '/' },
              'paid',
            );
            await Promise.all([1, 2].map(async () => count(await call('POST', callbackPath, headers, body))));
          }
        } else {
          const res = count(
            await call(
              'POST',
              API_PATHS.withdrawals,
              json(m.headers),
              JSON.stringify({
                cardId: m.cardId,
                amount: '10000',
                paymentPassword: PAYMENT_PASSWORD,
                requestKey: key(),
              }),
            ),
          );
          const id = res.json?.value?.id;
          if (id) {
            const pay = completed % 2 === 0;
            count(
              await (pay
                ? call('POST', API_PATHS.operatorWithdrawalPay.replace(':id', id), operator)
                : call('POST', API_PATHS.withdrawalCancel.replace(':id', id), m.headers)),
            );
          }
        }
      }
    };
    // Withdrawals are the point here, not the turnover: deposits and the bonus add none.
    const settings = await call(
      'PUT',
      API_PATHS.operatorCashierSettings,
      json(operator),
      JSON.stringify({
        depositTurnoverMultiple: 0,
        withdrawalDailyCount: 1000,
        withdrawalDailyAmount: '900000000',
      }),
    );
    expect(settings.status).toBe(200);
    const promotion = await call(
      'PUT',
      API_PATHS.operatorDepositPromotion.replace(':id', '1'),
      json(operator),
      JSON.stringify({
        title: 'Bonus 10%',
        bonusPercent: 10,
        maxBonus: '50000',
        minDeposit: '10000',
        turnoverMultiple: 0,
      }),
    );
    expect(promotion.status).toBe(200);
    const streams = Array.from({ length: 24 }, (_, n) => stream(n));
    // Kill once the burst is well under way, whatever is in flight at that moment.
    while (completed < 300) await new Promise((r) => setTimeout(r, 10));
    killed = true;
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(streams);
    process.stdout.write(
      `killed after ${completed} answers: ${JSON.stringify(Object.fromEntries(statuses))}\n`,
    );
    expect(statuses.get(500) ?? 0).toBe(0);

    // 3. It restarts on the same database (a PGlite directory killed mid-write must reopen).
    const again = await start(databaseUrl);
    base = again.url;
    const first = members[0];
    if (!first) throw new Error('no members');
    const after = await call('GET', API_PATHS.withdrawalCheck, first.headers);
    expect(after.status).toBe(200);
    await stop(again, 'SIGTERM');

    // 4. Every invariant, read from the ledger and the business rows.
    database = await open(databaseUrl);
    try {
      expect(await moneyProblems(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
