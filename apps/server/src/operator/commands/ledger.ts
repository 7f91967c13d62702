import { randomBytes } from 'node:crypto';
import { type AdjustmentResponse, type LedgerPositionResponse, LIMITS } from '@lobby/shared';
import { type CliCommand, parseOptions, UsageError } from './parse.ts';

// The ledger's operator commands (features/ledger/operator-routes.ts answers them; decisions 061
// and 062; docs/money.md says how to read them).

const SCALE = 10 ** LIMITS.balanceDecimals;
const AMOUNT = new RegExp(`^\\d{1,13}(\\.\\d{1,${LIMITS.balanceDecimals}})?$`);

/** "12.34" -> 1234 by string arithmetic, so no float ever holds the amount. */
export function parseAmount(text: string): number {
  if (!AMOUNT.test(text)) {
    throw new UsageError(
      `amount must be like 12 or 12.34, at most ${LIMITS.balanceDecimals} decimals (got ${text})`,
    );
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const minor = Number(whole) * SCALE + Number(fraction.padEnd(LIMITS.balanceDecimals, '0'));
  if (minor <= 0) throw new UsageError('amount must be above zero');
  return minor;
}

/** 1234 -> "12.34", -5 -> "-0.05". */
export function money(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / SCALE)}.${String(abs % SCALE).padStart(LIMITS.balanceDecimals, '0')}`;
}

const row = (cells: string[], widths: number[]) =>
  cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
    .join('  ')
    .trimEnd();

/** The position as a table, then each check, then the wallets that differ. */
export function formatPosition(value: unknown): string[] {
  const p = value as LedgerPositionResponse;
  const widths = [32, 16, 12, 9];
  const lines = [row(['account', 'balance', 'pending in', 'transfers'], widths)];
  for (const a of p.accounts) {
    lines.push(row([a.code, money(a.balanceMinor), money(a.pendingMinor), String(a.transfers)], widths));
  }
  lines.push(
    row(
      [
        `member wallets (${p.wallets.count})`,
        money(p.wallets.fromTransfersMinor),
        money(p.wallets.pendingMinor),
        '',
      ],
      widths,
    ),
    row(['total (must be 0.00)', money(p.totalMinor), '', ''], widths),
    `wallet columns: balance ${money(p.wallets.balanceMinor)}, held ${money(p.wallets.heldMinor)}`,
  );
  for (const c of p.checks) lines.push(`${c.ok ? 'ok    ' : 'FAILED'} ${c.name}: ${c.detail}`);
  for (const d of p.differences) {
    lines.push(
      `  wallet ${d.walletId} (${d.memberAccount}): balance ${money(d.balanceMinor)} vs transfers ${money(
        d.fromTransfersMinor,
      )}, held ${money(d.heldMinor)} vs pending ${money(d.pendingMinor)}`,
    );
  }
  lines.push(
    `${p.ok ? 'position ok' : 'POSITION CHECK FAILED (see docs/money.md)'} (read in ${p.tookMs} ms)`,
  );
  return lines;
}

export function formatAdjustment(value: unknown): string[] {
  const a = value as AdjustmentResponse;
  if (a.replayed) {
    return [`already done under ${a.transferKey}: nothing moved; balance ${money(a.balanceMinor)}`];
  }
  return [
    ...a.changes.map((c) => `${c.field}: ${JSON.stringify(c.before)} -> ${JSON.stringify(c.after)}`),
    `balance now ${money(a.balanceMinor)} (a retry with --key ${a.transferKey.replace(/^adjustment:/, '')} moves nothing)`,
  ];
}

export const LEDGER_COMMANDS: CliCommand[] = [
  {
    name: 'position',
    usage:
      'position                                      every merchant account, the member wallets, the zero-sum checks (exit 1 if one fails)',
    parse: (a) => {
      if (a.length > 0) throw new UsageError('position takes no arguments');
      return {
        kind: 'request',
        method: 'GET',
        path: 'ledger/position',
        format: formatPosition,
        failed: (value) => !(value as LedgerPositionResponse).ok,
      };
    },
  },
  {
    name: 'adjust',
    usage: `adjust <account> <amount> (--credit | --debit) --reason <text> [--key <request key>]
                                                credit or debit a member from or to the adjustments account`,
    parse: (a) => {
      const [account, amount, ...rest] = a;
      if (!account || account.startsWith('--')) throw new UsageError('missing account');
      if (!amount) throw new UsageError('missing amount');
      const credit = rest.includes('--credit');
      const debit = rest.includes('--debit');
      if (credit === debit) throw new UsageError('give either --credit or --debit');
      const options = parseOptions(
        rest.filter((word) => word !== '--credit' && word !== '--debit'),
        ['reason', 'key'],
      );
      if (!options.reason?.trim()) throw new UsageError('missing --reason');
      const body = {
        amountMinor: parseAmount(amount),
        direction: credit ? 'credit' : 'debit',
        reason: options.reason,
        // Without --key each run is a new adjustment; the key printed lets a retry be safe.
        requestKey: options.key ?? `cli-${randomBytes(8).toString('hex')}`,
      };
      return {
        kind: 'request',
        method: 'POST',
        path: `members/${encodeURIComponent(account)}/adjustments`,
        body,
        format: formatAdjustment,
      };
    },
  },
];
