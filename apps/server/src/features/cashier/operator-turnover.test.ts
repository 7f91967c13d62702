import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { cashierMember, fund, operator } from '../../test/cashier-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

// The operator waives or sets a member's remaining turnover requirement, with a reason, audited
// (issue 23 item 12): `cashier:settings --turnover 0` changes later deposits only.

const t = useTestApp();
const url = (account: string) => `/api/operator/members/${encodeURIComponent(account)}/turnover`;

const remaining = async (memberId: number) =>
  (await t.db.select().from(s.memberTurnover).where(eq(s.memberTurnover.memberId, memberId)))[0]
    ?.remainingMinor;

describe('PUT /api/operator/members/:account/turnover', () => {
  it('waives what the member still has to wager, and audits it with the reason', async () => {
    const m = await cashierMember(t);
    await fund(t, m.headers, '20000');
    expect(await remaining(m.member.id)).toBe(2_000_000);
    const res = await operator(t, 'PUT', url(m.member.account), { remaining: '0', reason: 'Ticket 4411' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.changes[0]).toMatchObject({ before: 2_000_000, after: 0 });
    expect(await remaining(m.member.id)).toBe(0);
    const [audit] = await t.db.select().from(s.operatorAudit).orderBy(desc(s.operatorAudit.id)).limit(1);
    expect(audit?.command).toBe('cashier:turnover');
    expect(JSON.stringify(audit?.changes)).toContain('Ticket 4411');
    // A later deposit adds to it again, as every deposit does.
    await fund(t, m.headers, '10000');
    expect(await remaining(m.member.id)).toBe(1_000_000);
  });

  it('sets a requirement on a member who had none', async () => {
    const m = await cashierMember(t);
    const res = await operator(t, 'PUT', url(m.member.account), {
      remaining: '1500.50',
      reason: 'Bonus terms',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await remaining(m.member.id)).toBe(150_050);
  });

  it('refuses a missing reason, a bad amount and an unknown member, changing nothing', async () => {
    const m = await cashierMember(t);
    await fund(t, m.headers, '20000');
    const audits = (await t.db.select().from(s.operatorAudit)).length;
    const cases: [string, object, number, string][] = [
      [m.member.account, { remaining: '0' }, 400, 'reason'],
      [m.member.account, { remaining: '0', reason: '   ' }, 400, 'reason'],
      [m.member.account, { remaining: '-5', reason: 'x' }, 400, 'remaining'],
      ['nobody-here', { remaining: '0', reason: 'x' }, 404, 'account'],
    ];
    for (const [account, body, status, field] of cases) {
      const res = await operator(t, 'PUT', url(account), body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.field).toBe(field);
    }
    expect(await remaining(m.member.id)).toBe(2_000_000);
    expect((await t.db.select().from(s.operatorAudit)).length).toBe(audits);
  });
});
