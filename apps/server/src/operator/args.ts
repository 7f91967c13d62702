import { ACCOUNTS_COMMANDS } from './commands/accounts.ts';
import { CASHIER_COMMANDS } from './commands/cashier.ts';
import { CONFIG_COMMANDS } from './commands/config.ts';
import { CONTENT_COMMANDS } from './commands/content.ts';
import { GAMES_COMMANDS } from './commands/games.ts';
import { HOME_MEDIA_COMMANDS } from './commands/home-media.ts';
import { LEDGER_COMMANDS } from './commands/ledger.ts';
import { LOTTERY_COMMANDS } from './commands/lottery.ts';
import { MESSAGES_COMMANDS } from './commands/messages.ts';
import { type CliCommand, type Command, UsageError } from './commands/parse.ts';
import { SECURITY_COMMANDS } from './commands/security.ts';

// Pure half of the operator CLI: argv to a command, answers to printed lines. One entry for
// every command; each domain's commands live beside its peers in commands/ (issue 7).

export { type Command, UsageError } from './commands/parse.ts';

/** `outbox [limit] [sms|email]`: either argument may come alone, in either order. */
function parseOutbox(args: string[]): Command {
  let limit = 20;
  let channel: 'sms' | 'email' | undefined;
  for (const value of args) {
    if (value === 'sms' || value === 'email') channel = value;
    else if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 500) limit = Number(value);
    else throw new UsageError(`expected a limit 1-500 or sms|email (got ${value})`);
  }
  return { kind: 'outbox', limit, channel };
}

const OPERATOR_COMMANDS: CliCommand[] = [
  {
    name: 'audit',
    usage: 'audit [limit]                                 latest configuration changes',
    parse: (a) => {
      const limit = a[0] === undefined ? 20 : Number(a[0]);
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new UsageError('limit must be 1-500');
      return { kind: 'audit', limit };
    },
  },
  {
    name: 'outbox',
    usage: 'outbox [limit] [sms|email]                    latest SMS and e-mails sent, newest first',
    parse: parseOutbox,
  },
];

const COMMANDS = [
  ...CONFIG_COMMANDS,
  ...ACCOUNTS_COMMANDS,
  ...CONTENT_COMMANDS,
  ...MESSAGES_COMMANDS,
  ...SECURITY_COMMANDS,
  ...HOME_MEDIA_COMMANDS,
  ...LEDGER_COMMANDS,
  ...CASHIER_COMMANDS,
  ...GAMES_COMMANDS,
  ...LOTTERY_COMMANDS,
  ...OPERATOR_COMMANDS,
];

export const HELP = [
  'Usage: npm run operator -- <command> [args]',
  '  help                                          this text',
  ...COMMANDS.map((command) => `  ${command.usage}`),
  'Reads PORT, HOST, DATA_DIR and OPERATOR_TOKEN like the server does.',
  'The operator API itself (OpenAPI): GET /api/operator/docs/json with the same bearer token.',
].join('\n');

export function parseArgs(argv: string[]): Command {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') return { kind: 'help' };
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) throw new UsageError(`unknown command ${name} (see: npm run operator -- help)`);
  return command.parse(args);
}

export interface OutboxLine {
  at: string;
  channel: string;
  recipient: string;
  purpose: string;
  status: string;
  subject: string | null;
  body: string;
  error: string | null;
}

/** One line per message; newlines in a body are shown as spaces so the line stays one line. */
export function formatOutbox(m: OutboxLine): string {
  const text = [m.subject, m.body]
    .filter(Boolean)
    .join(' | ')
    .replace(/\s*\n\s*/g, ' ');
  const failed = m.status === 'failed' ? ` [failed: ${m.error ?? 'unknown'}]` : '';
  return `${m.at} ${m.channel} ${m.recipient} ${m.purpose}${failed}: ${text}`;
}

/** on/off for booleans, comma lists (or none) for lists, JSON for anything else. */
export function formatValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.length === 0 ? 'none' : value.join(',');
  }
  return JSON.stringify(value);
}

export interface ChangeLine {
  field: string;
  before: unknown;
  after: unknown;
}

export function formatChanges(changes: ChangeLine[]): string[] {
  if (changes.length === 0) return ['no change'];
  return changes.map((c) => `${c.field}: ${formatValue(c.before)} -> ${formatValue(c.after)}`);
}

/** Nested configuration as "a.b.c: value" lines, for config:show. */
export function flatten(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [`${prefix}: ${formatValue(value)}`];
}
