import { type CliCommand, type Command, parseOptions, UsageError } from './parse.ts';

// The security centre's operator commands (features/security/operator-routes.ts answers them;
// issue 11, decision 056): the banks and wallets members bind cards to, and the card limit.

interface BankLine {
  code: string;
  name: string;
  kind: string;
  minDigits: number;
  maxDigits: number;
  luhn: boolean;
  enabled: boolean;
  sortOrder: number;
}

/** One line per bank, then the card limit. */
export function formatBanks(value: unknown): string[] {
  const { banks, maxBankCards } = value as { banks: BankLine[]; maxBankCards: number };
  return [
    ...banks.map(
      (b) =>
        `${b.code} ${b.name} (${b.kind}) ${b.minDigits}-${b.maxDigits} digits${b.luhn ? ', Luhn' : ''}, ${
          b.enabled ? 'enabled' : 'disabled'
        }, order ${b.sortOrder}`,
    ),
    `cards per member: at most ${maxBankCards}`,
  ];
}

const yesNo = (value: string, what: string) => {
  if (value === 'yes' || value === 'on') return true;
  if (value === 'no' || value === 'off') return false;
  throw new UsageError(`${what} must be yes or no (got ${value})`);
};

/** `--digits 10-20` or `--digits 16`. */
function digits(value: string): { minDigits: number; maxDigits: number } {
  const match = /^(\d+)(?:-(\d+))?$/.exec(value);
  if (!match) throw new UsageError(`--digits must be <min>-<max> or <n> (got ${value})`);
  return { minDigits: Number(match[1]), maxDigits: Number(match[2] ?? match[1]) };
}

/** bank:set: every field given (the list is small; a partial edit is a read and a set). */
function bankSet(args: string[]): Command {
  const [code, ...rest] = args;
  if (!code || code.startsWith('--')) throw new UsageError('missing <CODE>');
  const o = parseOptions(rest, ['name', 'kind', 'digits', 'luhn', 'enabled', 'order']);
  if (!o.name) throw new UsageError('missing --name');
  const body = {
    name: o.name,
    kind: o.kind ?? 'bank',
    ...digits(o.digits ?? '10-20'),
    luhn: yesNo(o.luhn ?? 'no', '--luhn'),
    enabled: yesNo(o.enabled ?? 'yes', '--enabled'),
    sortOrder: Number(o.order ?? 0),
  };
  return { kind: 'call', method: 'PUT', path: `security/banks/${code.toUpperCase()}`, body, show: 'changes' };
}

export const SECURITY_COMMANDS: CliCommand[] = [
  {
    name: 'bank:list',
    usage:
      'bank:list                                     banks and wallets members bind cards to, and the card limit',
    parse: () => ({ kind: 'get', path: 'security/banks', format: formatBanks }),
  },
  {
    name: 'bank:set',
    usage: `bank:set <CODE> --name <name> [--kind bank|wallet] [--digits 10-20] [--luhn yes|no]
                   [--enabled yes|no] [--order <n>]     add or change a bank or wallet`,
    parse: bankSet,
  },
  {
    name: 'bank:card-limit',
    usage: 'bank:card-limit <1-10>                        how many cards a member may bind (default 3)',
    parse: (a) => {
      const max = Number(a[0]);
      if (!Number.isInteger(max) || max < 1 || max > 10) throw new UsageError('the limit must be 1-10');
      return {
        kind: 'call',
        method: 'PUT',
        path: 'security/card-limit',
        body: { maxBankCards: max },
        show: 'changes',
      };
    },
  },
];
