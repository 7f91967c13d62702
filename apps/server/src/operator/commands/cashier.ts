import { type CliCommand, onOff, parseOptions, UsageError } from './parse.ts';

// The cashier's operator commands (features/cashier/operator-routes.ts answers them; issue 11
// "Operator"; docs/operator-cashier.md). Amounts are decimals in the merchant's currency.

function need(options: Partial<Record<string, string>>, name: string): string {
  const value = options[name];
  if (!value) throw new UsageError(`missing --${name}`);
  return value;
}

function id(value: string | undefined, what: string): string {
  if (!value || !/^[1-9]\d{0,15}$/.test(value))
    throw new UsageError(`expected ${what} id (got ${value ?? 'nothing'})`);
  return value;
}

function int(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,6}$/.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
}

const enabled = (value: string | undefined) =>
  value === undefined ? {} : { enabled: onOff(value, '--enabled') };
const position = (value: string | undefined) =>
  value === undefined ? {} : { position: int(value, 'position') };

interface DepositLine {
  id: number;
  orderNo: string;
  account: string;
  channelCode: string;
  amount: string;
  bonus: string;
  state: string;
  reason: string | null;
  payerName: string | null;
  reference: string | null;
  receivingAccount: string | null;
  hasReceipt: boolean;
  createdAt: string;
}
interface WithdrawalLine {
  id: number;
  orderNo: string;
  account: string;
  amount: string;
  bankName: string;
  cardNumber: string;
  payeeName: string;
  state: string;
  reason: string | null;
  createdAt: string;
}

export function formatDeposits(value: unknown): string[] {
  const rows = value as DepositLine[];
  if (rows.length === 0) return ['no deposits'];
  return rows.map(
    (d) =>
      `#${d.id} ${d.orderNo} ${d.createdAt} ${d.account} ${d.channelCode} ${d.amount}` +
      `${d.bonus !== '0.00' ? ` +bonus ${d.bonus}` : ''} ${d.state}` +
      `${d.payerName ? ` payer "${d.payerName}" ref "${d.reference}" to ${d.receivingAccount}` : ''}` +
      `${d.hasReceipt ? ' [receipt]' : ''}${d.reason ? ` reason: ${d.reason}` : ''}`,
  );
}

export function formatWithdrawals(value: unknown): string[] {
  const rows = value as WithdrawalLine[];
  if (rows.length === 0) return ['no withdrawals'];
  return rows.map(
    (w) =>
      `#${w.id} ${w.orderNo} ${w.createdAt} ${w.account} ${w.amount} to ${w.bankName} ${w.cardNumber} (${w.payeeName}) ${w.state}` +
      `${w.reason ? ` reason: ${w.reason}` : ''}`,
  );
}

function listQuery(args: string[], what: string): string {
  const options = parseOptions(args, ['state', 'limit']);
  const params = new URLSearchParams({ state: options.state ?? 'pending' });
  if (options.state === 'all') params.delete('state');
  const limit = int(options.limit, 'limit');
  if (limit !== undefined) params.set('limit', String(limit));
  return `${what}?${params}`;
}

const channelBody = (o: Partial<Record<string, string>>) => ({
  type: need(o, 'type'),
  name: need(o, 'name'),
  minAmount: need(o, 'min'),
  maxAmount: need(o, 'max'),
  ...(o.provider ? { provider: o.provider } : {}),
  ...enabled(o.enabled),
  ...position(o.position),
});
const accountBody = (o: Partial<Record<string, string>>) => ({
  channelCode: need(o, 'channel'),
  bankName: need(o, 'bank'),
  accountName: need(o, 'name'),
  accountNumber: need(o, 'number'),
  ...(o.branch ? { branch: o.branch } : {}),
  ...enabled(o.enabled),
  ...position(o.position),
});
const promotionBody = (o: Partial<Record<string, string>>) => ({
  title: need(o, 'title'),
  bonusPercent: int(need(o, 'percent'), 'percent'),
  maxBonus: need(o, 'max-bonus'),
  ...(o['min-deposit'] ? { minDeposit: o['min-deposit'] } : {}),
  ...(o.turnover ? { turnoverMultiple: int(o.turnover, 'turnover') } : {}),
  ...(o.description ? { description: o.description } : {}),
  ...(o.for ? { kind: promotionKind(o.for) } : {}),
  ...enabled(o.enabled),
  ...position(o.position),
});
const ACCOUNT = ['channel', 'bank', 'name', 'number', 'branch', 'enabled', 'position'];
/** `--for first-deposit|every-deposit`: who the promotion is for (docs/money.md). */
function promotionKind(value: string): 'first_deposit' | 'every_deposit' {
  if (value === 'first-deposit') return 'first_deposit';
  if (value === 'every-deposit') return 'every_deposit';
  throw new UsageError(`--for must be first-deposit or every-deposit (got ${JSON.stringify(value)})`);
}
const PROMOTION = [
  'title',
  'for',
  'percent',
  'max-bonus',
  'min-deposit',
  'turnover',
  'description',
  'enabled',
  'position',
];

const call = (method: 'POST' | 'PUT', path: string, body?: unknown) =>
  ({ kind: 'call', method, path, ...(body === undefined ? {} : { body }), show: 'changes' }) as const;

export const CASHIER_COMMANDS: CliCommand[] = [
  {
    name: 'cashier:show',
    usage:
      'cashier:show                                  deposit channels, receiving accounts, promotions, settings',
    parse: () => ({
      kind: 'get',
      path: 'cashier/channels',
      format: (v) => JSON.stringify(v, null, 2).split('\n'),
    }),
  },
  {
    name: 'cashier:channel',
    usage: `cashier:channel <code> --type bank_transfer|gateway --name <text> --min <amount> --max <amount>
              [--provider sandbox] [--enabled on|off] [--position <n>]   create or change a deposit channel`,
    parse: ([code, ...rest]) => {
      if (!code) throw new UsageError('missing <code>');
      const o = parseOptions(rest, ['type', 'name', 'min', 'max', 'provider', 'enabled', 'position']);
      return call('PUT', `cashier/channels/${encodeURIComponent(code)}`, channelBody(o));
    },
  },
  {
    name: 'cashier:account-add',
    usage: `cashier:account-add --channel <code> --bank <text> --name <holder> --number <account no> [--branch <text>]
                                                a receiving bank account members transfer to`,
    parse: (a) => call('POST', 'cashier/receiving-accounts', accountBody(parseOptions(a, ACCOUNT))),
  },
  {
    name: 'cashier:account-set',
    usage: 'cashier:account-set <id> (same options as account-add) [--enabled on|off]',
    parse: ([accountId, ...rest]) =>
      call(
        'PUT',
        `cashier/receiving-accounts/${id(accountId, 'an account')}`,
        accountBody(parseOptions(rest, ACCOUNT)),
      ),
  },
  {
    name: 'cashier:turnover',
    usage: `cashier:turnover <account> --remaining <amount> --reason <text>
              set what a member still has to wager before withdrawing; 0 waives it (audited)`,
    parse: ([account, ...rest]) => {
      if (!account || account.startsWith('--')) throw new UsageError('missing <account>');
      const o = parseOptions(rest, ['remaining', 'reason']);
      if (!o.reason?.trim()) throw new UsageError('missing --reason');
      return call('PUT', `members/${encodeURIComponent(account)}/turnover`, {
        remaining: need(o, 'remaining'),
        reason: o.reason,
      });
    },
  },
  {
    name: 'cashier:promotion-add',
    usage: `cashier:promotion-add --title <text> --percent <n> --max-bonus <amount> [--min-deposit <amount>]
              [--turnover <multiple>] [--description <text>] [--for first-deposit|every-deposit]
              a deposit promotion (spec 7 "promo list"); --for defaults to every-deposit`,
    parse: (a) => call('POST', 'cashier/promotions', promotionBody(parseOptions(a, PROMOTION))),
  },
  {
    name: 'cashier:promotion-set',
    usage: 'cashier:promotion-set <id> (same options as promotion-add) [--enabled on|off]',
    parse: ([promotionId, ...rest]) =>
      call(
        'PUT',
        `cashier/promotions/${id(promotionId, 'a promotion')}`,
        promotionBody(parseOptions(rest, PROMOTION)),
      ),
  },
  {
    name: 'cashier:settings',
    usage: `cashier:settings [--turnover <multiple>] [--withdraw-min <amount>] [--withdraw-max <amount>]
              [--daily-count <n>] [--daily-amount <amount>] [--time-zone <IANA zone>]`,
    parse: (a) => {
      const o = parseOptions(a, [
        'turnover',
        'withdraw-min',
        'withdraw-max',
        'daily-count',
        'daily-amount',
        'time-zone',
      ]);
      if (Object.keys(o).length === 0) throw new UsageError('give at least one setting');
      return call('PUT', 'cashier/settings', {
        ...(o.turnover ? { depositTurnoverMultiple: int(o.turnover, 'turnover') } : {}),
        ...(o['withdraw-min'] ? { withdrawalMin: o['withdraw-min'] } : {}),
        ...(o['withdraw-max'] ? { withdrawalMax: o['withdraw-max'] } : {}),
        ...(o['daily-count'] ? { withdrawalDailyCount: int(o['daily-count'], 'daily-count') } : {}),
        ...(o['daily-amount'] ? { withdrawalDailyAmount: o['daily-amount'] } : {}),
        ...(o['time-zone'] ? { timeZone: o['time-zone'] } : {}),
      });
    },
  },
  {
    name: 'deposits',
    usage:
      'deposits [--state pending|approved|rejected|cancelled|failed|all] [--limit <n>]   pending by default',
    parse: (a) => ({ kind: 'get', path: listQuery(a, 'deposits'), format: formatDeposits }),
  },
  {
    name: 'deposit:approve',
    usage: 'deposit:approve <id>                          credit a pending deposit (and its bonus)',
    parse: ([depositId]) => call('POST', `deposits/${id(depositId, 'a deposit')}/approve`),
  },
  {
    name: 'deposit:reject',
    usage:
      'deposit:reject <id> --reason <text>           reject a pending deposit; the member sees the reason',
    parse: ([depositId, ...rest]) =>
      call('POST', `deposits/${id(depositId, 'a deposit')}/reject`, {
        reason: need(parseOptions(rest, ['reason']), 'reason'),
      }),
  },
  {
    name: 'withdrawals',
    usage:
      'withdrawals [--state pending|paid|rejected|cancelled|all] [--limit <n>]   pending by default, full card numbers',
    parse: (a) => ({ kind: 'get', path: listQuery(a, 'withdrawals'), format: formatWithdrawals }),
  },
  {
    name: 'withdrawal:pay',
    usage:
      'withdrawal:pay <id>                           mark a pending withdrawal paid (after paying the card)',
    parse: ([withdrawalId]) => call('POST', `withdrawals/${id(withdrawalId, 'a withdrawal')}/pay`),
  },
  {
    name: 'withdrawal:reject',
    usage: 'withdrawal:reject <id> --reason <text>        release the held amount back to the member',
    parse: ([withdrawalId, ...rest]) =>
      call('POST', `withdrawals/${id(withdrawalId, 'a withdrawal')}/reject`, {
        reason: need(parseOptions(rest, ['reason']), 'reason'),
      }),
  },
];
