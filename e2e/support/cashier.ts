import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { API_PATHS } from '@lobby/shared';
import type { Page } from 'playwright-core';
import type { E2eFixture } from './fixture.ts';
import { operatorPut } from './server.ts';

// The cashier's browser tests (issue 11): operator commands and calls, and the member calls that
// set a member up before the browser opens.

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run operator -- <args>` against the test's server; answers what it printed. */
export async function operatorCommand(e2e: E2eFixture, ...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'operator', '--', ...args], {
    cwd: root,
    env: { ...process.env, ...e2e.server.operatorEnv },
  });
  return stdout.trim();
}

/** spec 4 "Template versions": the member centre stays new, the deposit is classic ("0") or new ("1"). */
export const setDepositTemplate = (e2e: E2eFixture, depFunc: '0' | '1') =>
  operatorPut(e2e.server, 'config/mobile-template', { mem_cen: '1', dep_func: depFunc });

/** A member call with the member's token; throws on an error envelope. */
export async function memberCall<T>(
  e2e: E2eFixture,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${e2e.server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { success: boolean; value: T };
  if (!json.success) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.value;
}

/** An operator API call, as the operator commands make it. */
export async function operatorCall(e2e: E2eFixture, method: 'POST' | 'PUT', path: string, body?: unknown) {
  const response = await fetch(`${e2e.server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${e2e.server.operatorToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

/** Credits a member with a manual deposit the operator approves (the seed's KBZ channel). */
export async function fundMember(e2e: E2eFixture, token: string, amount: string): Promise<void> {
  const deposit = await memberCall<{ id: string }>(e2e, token, 'POST', API_PATHS.manualDeposit, {
    channelCode: 'kbz-transfer',
    receivingAccountId: 1,
    amount,
    payerName: 'Aung Aung',
    reference: `FUND${Date.now()}`,
    requestKey: `fund${Date.now()}${Math.random().toString(36).slice(2)}`,
  });
  await operatorCall(e2e, 'POST', API_PATHS.operatorDepositApprove.replace(':id', deposit.id));
}

/** The deposit id of `/m/voucherCenter?deposit=<id>`. */
export const depositIdOf = (page: Page) => new URL(page.url()).searchParams.get('deposit') ?? '';

/** The smallest PNG (1x1), as a receipt a member would attach. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
