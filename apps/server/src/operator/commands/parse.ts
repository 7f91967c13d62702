// What every operator command's parser uses: the parsed command and argument helpers.

export type Command =
  | { kind: 'help' }
  | { kind: 'show' }
  | { kind: 'audit'; limit: number }
  | { kind: 'outbox'; limit: number; channel: 'sms' | 'email' | undefined }
  | { kind: 'put'; path: string; body: unknown }
  | { kind: 'post'; path: string; body: unknown }
  /** A read of the operator API; `format` turns its answer into the printed lines. */
  | { kind: 'get'; path: string; format: (value: unknown) => string[] }
  /**
   * An operator API call whose answer `format` prints; when `failed` says the answer reports a
   * problem (the ledger position's checks), the CLI exits 1 after printing it.
   */
  | {
      kind: 'request';
      method: CallMethod;
      path: string;
      body?: unknown;
      format: (value: unknown) => string[];
      failed?: (value: unknown) => boolean;
    }
  /** The same call with each body in turn (a catalogue import in parts); stops at the first refused. */
  | { kind: 'calls'; method: CallMethod; path: string; bodies: unknown[] }
  | { kind: 'edit-list'; list: 'blockedCountries' | 'blockedIpRanges'; op: 'add' | 'remove'; value: string }
  /**
   * Any operator API call, with a JSON body or an upload's raw bytes; `show` says how to print
   * its answer (cli.ts).
   */
  | {
      kind: 'call';
      method: CallMethod;
      path: string;
      body?: unknown;
      upload?: { type: string; bytes: Buffer };
      show: Shown;
    };

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** changes: the audited changes; list: one JSON line per item; the others: formatted answers. */
export type Shown = 'changes' | 'list' | 'announcements' | 'help-items' | 'service-bar';

export class UsageError extends Error {}

/** One CLI command: its help lines and its parser (the args after the command's name). */
export interface CliCommand {
  name: string;
  usage: string;
  parse(args: string[]): Command;
}

export function onOff(value: string | undefined, what: string): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError(`${what} must be on or off (got ${value ?? 'nothing'})`);
}

export function arg(args: string[], index: number, what: string): string {
  const value = args[index];
  if (value === undefined || value === '') throw new UsageError(`missing ${what}`);
  return value;
}

export function addRemove(value: string | undefined): 'add' | 'remove' {
  if (value === 'add' || value === 'remove') return value;
  throw new UsageError(`expected add or remove (got ${value ?? 'nothing'})`);
}

export const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** `--name value` pairs, each name at most once and known. */
export function parseOptions(args: string[], names: readonly string[]): Partial<Record<string, string>> {
  const options: Partial<Record<string, string>> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]?.startsWith('--') ? args[i]?.slice(2) : undefined;
    if (!name || !names.includes(name)) {
      throw new UsageError(`unexpected ${args[i]} (expected ${names.map((n) => `--${n}`).join(', ')})`);
    }
    if (options[name] !== undefined) throw new UsageError(`--${name} given twice`);
    options[name] = arg(args, i + 1, `value of --${name}`);
  }
  return options;
}
