import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../db/schema/index.ts';
import { createTestMember } from '../test/members.ts';
import { useOperatorCli } from '../test/operator-cli.ts';
import { parseArgs } from './args.ts';
import { parseAmount } from './commands/ledger.ts';

// `npm run operator -- position` and `adjust` end to end against a listening server (issue 11;
// decisions 061, 062).
const { t, cli } = useOperatorCli();

describe('ledger commands', () => {
  it('adjusts a member up and down, and prints the position with the adjustments account', async () => {
    const { member } = await createTestMember(t.db);
    const up = await cli(
      'adjust',
      member.account,
      '25.50',
      '--credit',
      '--reason',
      'Bonus by hand',
      '--key',
      'cli-up',
    );
    expect(up).toMatchObject({ code: 0, err: [] });
    expect(up.out).toEqual([
      `wallet.${member.account}.balanceMinor: 0 -> 2550`,
      'transfer.adjustment:cli-up: null -> {"direction":"credit","amountMinor":2550,"reason":"Bonus by hand"}',
      'balance now 25.50 (a retry with --key cli-up moves nothing)',
    ]);
    const again = await cli(
      'adjust',
      member.account,
      '25.50',
      '--credit',
      '--reason',
      'Bonus by hand',
      '--key',
      'cli-up',
    );
    expect(again.out).toEqual(['already done under adjustment:cli-up: nothing moved; balance 25.50']);
    expect((await cli('adjust', member.account, '0.50', '--debit', '--reason', 'Fix')).out.at(-1)).toMatch(
      /^balance now 25\.00 \(a retry with --key cli-[0-9a-f]{16} moves nothing\)$/,
    );

    const position = await cli('position');
    expect(position.code).toBe(0);
    expect(position.out[0]).toMatch(/^account\s+balance\s+pending in\s+transfers$/);
    expect(position.out).toContainEqual(expect.stringMatching(/^adjustments\s+-25\.00\s+0\.00\s+2$/));
    expect(position.out).toContainEqual(expect.stringMatching(/^total \(must be 0\.00\)\s+0\.00/));
    expect(position.out).toContainEqual(expect.stringMatching(/^ok {5}sums_to_zero: /));
    expect(position.out.at(-1)).toMatch(/^position ok \(read in [\d.]+ ms\)$/);
  });

  it('exits 1 and lists the wallet when a check fails', async () => {
    const { member, wallet } = await createTestMember(t.db);
    // What only a bug writing the wallet table directly could do.
    await t.db.update(s.wallet).set({ balanceMinor: 700 }).where(eq(s.wallet.id, wallet.id));
    try {
      const position = await cli('position');
      expect(position.code).toBe(1);
      expect(position.out).toContainEqual(expect.stringMatching(/^FAILED wallets_match_transfers: /));
      expect(position.out).toContain(
        `  wallet ${wallet.id} (${member.account}): balance 7.00 vs transfers 0.00, held 0.00 vs pending 0.00`,
      );
      expect(position.out.at(-1)).toMatch(/^POSITION CHECK FAILED/);
    } finally {
      await t.db.update(s.wallet).set({ balanceMinor: 0 }).where(eq(s.wallet.id, wallet.id));
    }
    expect((await cli('position')).code).toBe(0);
  });

  it('prints the server refusal of a debit beyond the balance', async () => {
    const { member } = await createTestMember(t.db);
    const res = await cli('adjust', member.account, '1', '--debit', '--reason', 'Too much');
    expect(res).toEqual({ code: 1, out: [], err: ['error: The balance is too low.'] });
  });

  it('says what is wrong before calling the server', async () => {
    expect(() => parseArgs(['adjust', 'someone', '5', '--reason', 'x'])).toThrow(/--credit or --debit/);
    expect(() => parseArgs(['adjust', 'someone', '5', '--credit', '--debit', '--reason', 'x'])).toThrow(
      /either/,
    );
    expect(() => parseArgs(['adjust', 'someone', '5', '--credit'])).toThrow(/--reason/);
    expect(() => parseArgs(['adjust', 'someone', '5.123', '--credit', '--reason', 'x'])).toThrow(
      /2 decimals/,
    );
    expect(() => parseArgs(['position', 'extra'])).toThrow(/no arguments/);
    expect(parseAmount('12')).toBe(1200);
    expect(parseAmount('12.3')).toBe(1230);
    expect(parseAmount('0.07')).toBe(7);
    expect(() => parseAmount('0.00')).toThrow(/above zero/);
    expect(() => parseAmount('-1')).toThrow(/like 12/);
  });
});
