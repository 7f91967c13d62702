import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig, readOperatorToken } from '../config.ts';
import {
  type ChangeLine,
  type Command,
  flatten,
  formatChanges,
  formatOutbox,
  HELP,
  type OutboxLine,
  parseArgs,
  UsageError,
} from './args.ts';
import { contentLines } from './commands/content.ts';
import type { CallMethod } from './commands/parse.ts';

// The operator's command line: a thin client of the running server's /api/operator API, so
// every change goes through the same validation, transaction and audit as over HTTP.

type Print = (line: string) => void;

class CliError extends Error {}

interface Answer {
  success: boolean;
  value?: unknown;
  error?: { message: string };
}

/** A JSON body, or an upload's raw bytes with their own type. */
function requestBody(
  body: unknown,
  upload?: { type: string; bytes: Buffer },
): { headers: Record<string, string>; body?: string | Blob } {
  if (upload)
    return { headers: { 'content-type': upload.type }, body: new Blob([new Uint8Array(upload.bytes)]) };
  if (body === undefined) return { headers: {} };
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

function client(baseUrl: string, token: string) {
  return async (
    method: CallMethod,
    path: string,
    body?: unknown,
    upload?: { type: string; bytes: Buffer },
  ): Promise<unknown> => {
    let response: Response;
    try {
      const sent = requestBody(body, upload);
      response = await fetch(`${baseUrl}/api/operator/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...sent.headers },
        ...(sent.body === undefined ? {} : { body: sent.body }),
      });
    } catch {
      throw new CliError(`no Lobby server answers at ${baseUrl} (is it running with the same PORT?)`);
    }
    const answer = (await response.json().catch(() => ({ success: false }))) as Answer;
    if (!answer.success) {
      throw new CliError(answer.error?.message ?? `the server answered HTTP ${response.status}`);
    }
    return answer.value;
  };
}

/** Prints what the command answers; returns the exit code (1 when the answer reports a failure). */
async function run(command: Command, call: ReturnType<typeof client>, print: Print): Promise<number> {
  switch (command.kind) {
    case 'help':
      print(HELP);
      return 0;
    case 'show':
      for (const line of flatten(await call('GET', 'config'))) print(line);
      return 0;
    case 'audit': {
      const { entries } = (await call('GET', `audit?limit=${command.limit}`)) as {
        entries: { at: string; actor: string; command: string; changes: ChangeLine[] }[];
      };
      if (entries.length === 0) print('no changes recorded');
      for (const entry of entries) {
        print(`${entry.at} ${entry.actor} ${entry.command}: ${formatChanges(entry.changes).join('; ')}`);
      }
      return 0;
    }
    case 'outbox': {
      const query = `outbox?limit=${command.limit}${command.channel ? `&channel=${command.channel}` : ''}`;
      const { messages } = (await call('GET', query)) as { messages: OutboxLine[] };
      if (messages.length === 0) print('no messages');
      for (const message of messages) print(formatOutbox(message));
      return 0;
    }
    case 'put': {
      const { changes } = (await call('PUT', `config/${command.path}`, command.body)) as {
        changes: ChangeLine[];
      };
      for (const line of formatChanges(changes)) print(line);
      return 0;
    }
    case 'post': {
      const { changes } = (await call('POST', command.path, command.body)) as { changes: ChangeLine[] };
      for (const line of formatChanges(changes)) print(line);
      return 0;
    }
    case 'get':
      for (const line of command.format(await call('GET', command.path))) print(line);
      return 0;
    case 'request': {
      const value = await call(command.method, command.path, command.body);
      for (const line of command.format(value)) print(line);
      return command.failed?.(value) ? 1 : 0;
    }
    case 'call': {
      const value = await call(command.method, command.path, command.body, command.upload);
      if (command.show === 'list') {
        const { list } = value as { list: unknown[] };
        if (list.length === 0) print('none');
        for (const item of list) print(JSON.stringify(item));
        return 0;
      }
      const lines =
        command.show === 'changes'
          ? formatChanges((value as { changes: ChangeLine[] }).changes)
          : contentLines(command.show, value);
      for (const line of lines) print(line);
      return 0;
    }
    case 'calls': {
      for (const [i, body] of command.bodies.entries()) {
        const value = await call(command.method, command.path, body);
        if (command.bodies.length > 1) print(`part ${i + 1} of ${command.bodies.length}:`);
        for (const line of formatChanges((value as { changes: ChangeLine[] }).changes)) print(line);
      }
      return 0;
    }
    case 'edit-list': {
      // Read-modify-write of the whole list: the server validates and audits the result.
      const config = (await call('GET', 'config')) as Record<typeof command.list, string[]>;
      const current = config[command.list];
      const next =
        command.op === 'add'
          ? [...new Set([...current, command.value])]
          : current.filter((v) => v !== command.value);
      const path = command.list === 'blockedCountries' ? 'blocked-countries' : 'blocked-ip-ranges';
      const body = command.list === 'blockedCountries' ? { countries: next } : { ranges: next };
      const { changes } = (await call('PUT', `config/${path}`, body)) as { changes: ChangeLine[] };
      for (const line of formatChanges(changes)) print(line);
      return 0;
    }
  }
}

/** Returns the exit code; prints through `print` and `printError` so tests can capture both. */
export async function main(
  argv: string[],
  env: Record<string, string | undefined>,
  print: Print = (line) => console.log(line),
  printError: Print = (line) => console.error(line),
): Promise<number> {
  try {
    const command = parseArgs(argv);
    if (command.kind === 'help') {
      print(HELP);
      return 0;
    }
    const config = loadConfig(env);
    const token = readOperatorToken(config);
    if (!token) {
      throw new CliError(
        `no operator token: set OPERATOR_TOKEN or start the server once with DATA_DIR=${config.dataDir}`,
      );
    }
    // The server listens on all interfaces by default; the CLI talks to it over loopback.
    const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
    return await run(command, client(baseUrl, token), print);
  } catch (err) {
    const known = err instanceof UsageError || err instanceof CliError || err instanceof Error;
    printError(`error: ${known ? (err as Error).message : String(err)}`);
    return 1;
  }
}

const invokedDirectly = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main(process.argv.slice(2), process.env).then((code) => {
    process.exitCode = code;
  });
}
