import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../db/schema/index.ts';
import { useOperatorCli } from '../test/operator-cli.ts';

// The security centre's operator commands against a real listening server (issue 11, decision 056).

const { t, cli } = useOperatorCli();

describe('bank commands', () => {
  it('bank:list prints the seeded banks and the card limit', async () => {
    const run = await cli('bank:list');
    expect(run.code).toBe(0);
    expect(run.out).toContain('KBZ KBZ Bank (bank) 10-20 digits, enabled, order 10');
    expect(run.out).toContain('MPU MPU debit card (bank) 16-19 digits, Luhn, enabled, order 80');
    expect(run.out.at(-1)).toBe('cards per member: at most 3');
  });

  it('bank:set adds and disables a bank, audited; bank:card-limit changes the limit', async () => {
    const added = await cli(
      'bank:set',
      'mytel',
      '--name',
      'MyTel Pay',
      '--kind',
      'wallet',
      '--digits',
      '9-11',
    );
    expect(added.code).toBe(0);
    expect((await cli('bank:list')).out).toContain('MYTEL MyTel Pay (wallet) 9-11 digits, enabled, order 0');
    await cli(
      'bank:set',
      'MYTEL',
      '--name',
      'MyTel Pay',
      '--kind',
      'wallet',
      '--digits',
      '9-11',
      '--enabled',
      'no',
    );
    expect((await cli('bank:list')).out).toContain('MYTEL MyTel Pay (wallet) 9-11 digits, disabled, order 0');
    const [audit] = await t.db.select().from(s.operatorAudit).orderBy(desc(s.operatorAudit.id)).limit(1);
    expect(audit?.command).toBe('bank:set');

    expect((await cli('bank:card-limit', '5')).code).toBe(0);
    expect((await cli('bank:list')).out.at(-1)).toBe('cards per member: at most 5');
    expect((await cli('bank:card-limit', '11')).code).not.toBe(0);
    expect((await cli('bank:set', 'X1', '--name', 'Bad', '--digits', '20-10')).code).not.toBe(0);
  });
});
