import { API_PATHS } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { reduceByBets } from '../core/turnover.ts';
import { cashierMember, fund, key, PAYMENT_PASSWORD } from '../test/cashier-helpers.ts';
import { useOperatorCli } from '../test/operator-cli.ts';

// The cashier's commands end to end: the CLI against a real listening server (issue 11
// "Operator"; docs/operator-cashier.md). Every change prints its audited before/after.
const { t, cli } = useOperatorCli();

describe('cashier commands', () => {
  it('configures a channel, a receiving account, a promotion and the settings, each audited', async () => {
    const channel = await cli(
      'cashier:channel',
      'aya-transfer',
      '--type',
      'bank_transfer',
      '--name',
      'AYA Bank transfer',
      '--min',
      '5000',
      '--max',
      '1000000',
    );
    expect(channel).toMatchObject({ code: 0, err: [] });
    expect(channel.out).toContain('channel:aya-transfer.name: null -> AYA Bank transfer');
    const account = await cli(
      'cashier:account-add',
      '--channel',
      'aya-transfer',
      '--bank',
      'AYA Bank',
      '--name',
      'Lucky Lantern',
      '--number',
      '2000 1111 2222',
    );
    expect(account.code).toBe(0);
    const promotion = await cli(
      'cashier:promotion-add',
      '--title',
      'Weekend 5%',
      '--percent',
      '5',
      '--max-bonus',
      '10000',
      '--turnover',
      '2',
    );
    expect(promotion.code).toBe(0);
    const settings = await cli('cashier:settings', '--daily-count', '3');
    expect(settings.out).toEqual(['settings.withdrawalDailyCount: 5 -> 3']);
    const shown = (await cli('cashier:show')).out.join('\n');
    expect(shown).toContain('"code": "aya-transfer"');
    expect(shown).toContain('"accountNumber": "2000 1111 2222"');
    expect(shown).toContain('"title": "Weekend 5%"');
    const audit = (await cli('audit', '5')).out.join('\n');
    expect(audit).toContain('cashier:settings');
    expect(audit).toContain('cashier:channel');
  });

  it('refuses bad input by name, and a maximum below the minimum', async () => {
    const bad = await cli(
      'cashier:channel',
      'x1',
      '--type',
      'bank_transfer',
      '--name',
      'X',
      '--min',
      '10.001',
      '--max',
      '5',
    );
    expect(bad.code).not.toBe(0);
    expect(bad.err.join('\n')).toContain('minAmount');
    const inverted = await cli(
      'cashier:channel',
      'x1',
      '--type',
      'bank_transfer',
      '--name',
      'X',
      '--min',
      '100',
      '--max',
      '5',
    );
    expect(inverted.err.join('\n')).toContain('maxAmount');
    expect((await cli('deposit:approve', 'abc')).err.join('\n')).toContain('expected a deposit id');
  });

  it('lists pending deposits and withdrawals, approves, rejects and pays', async () => {
    const m = await cashierMember(t, { ready: true });
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.manualDeposit,
      headers: m.headers,
      payload: {
        channelCode: 'kbz-transfer',
        receivingAccountId: 2,
        amount: '50000',
        payerName: 'Aung Aung',
        reference: 'KBZ-1',
        requestKey: key(),
      },
    });
    const deposit = res.json().value;
    const pending = await cli('deposits');
    expect(
      pending.out.some(
        (line) =>
          line.startsWith(`#${deposit.id} ${deposit.orderNo}`) &&
          line.includes('payer "Aung Aung" ref "KBZ-1" to KBZ Bank 0987'),
      ),
    ).toBe(true);
    expect((await cli('deposit:approve', deposit.id)).out).toEqual([
      `deposit:${deposit.id}.state: pending -> approved`,
    ]);
    expect((await cli('deposits', '--state', 'approved')).out.join('\n')).toContain(deposit.orderNo);

    await fund(t, m.headers, '10000');
    const other = (
      await t.app.inject({
        method: 'POST',
        url: API_PATHS.manualDeposit,
        headers: m.headers,
        payload: {
          channelCode: 'kbz-transfer',
          receivingAccountId: 1,
          amount: '9000',
          payerName: 'Aung Aung',
          reference: 'KBZ-2',
          requestKey: key(),
        },
      })
    ).json().value;
    const rejected = await cli('deposit:reject', other.id, '--reason', 'No transfer arrived');
    expect(rejected.out).toContain(`deposit:${other.id}.reason: null -> No transfer arrived`);

    await t.db.transaction((tx) => reduceByBets(tx, m.member.id, 10 ** 9));
    const ask = (amount: string) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.withdrawals,
        headers: m.headers,
        payload: { cardId: m.cardId, amount, paymentPassword: PAYMENT_PASSWORD, requestKey: key() },
      });
    const a = (await ask('20000')).json().value;
    const b = (await ask('15000')).json().value;
    const listed = (await cli('withdrawals')).out.join('\n');
    expect(listed).toContain(`#${a.id} `);
    expect(listed).toMatch(/to KBZ Bank 99\d{12} \(Aung Aung\) pending/);
    expect((await cli('withdrawal:pay', a.id)).code).toBe(0);
    expect((await cli('withdrawal:reject', b.id, '--reason', 'Name mismatch')).code).toBe(0);
    const again = await cli('withdrawal:pay', b.id);
    expect(again.code).not.toBe(0);
    expect(again.err.join('\n')).toContain('already rejected');
    expect((await cli('withdrawals', '--state', 'all')).out.join('\n')).toContain('reason: Name mismatch');
  });
});
