import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { createTestMember } from '../../test/members.ts';
import { auth, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const create = (payload: object, headers: Record<string, string> = auth()) =>
  t.app.inject({ method: 'POST', url: '/api/operator/affiliate-codes', headers, payload });
const codeRows = (code: string) => t.db.select().from(s.affiliateCode).where(eq(s.affiliateCode.code, code));
const memberRow = async (id: number) => (await t.db.select().from(s.member).where(eq(s.member.id, id)))[0];

describe('POST /api/operator/affiliate-codes', () => {
  it('stores the code upper-case, makes a player an agent, and audits both', async () => {
    const { member } = await createTestMember(t.db);
    const res = await create({
      agent: member.account.toUpperCase(),
      code: 'Summer25',
      domain: 'M.Lobby.Example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.changes).toEqual([
      {
        field: 'affiliateCode.SUMMER25',
        before: null,
        after: { agent: member.account, domain: 'm.lobby.example' },
      },
      { field: `member.${member.account}.customerType`, before: 0, after: 1 },
    ]);
    expect(await codeRows('SUMMER25')).toMatchObject([
      { agentId: member.id, domain: 'm.lobby.example', active: true },
    ]);
    expect((await memberRow(member.id))?.customerType).toBe(1);
    const audit = await t.app.inject({ url: '/api/operator/audit?limit=1', headers: auth() });
    expect(audit.json().value.entries[0]).toMatchObject({
      command: 'affiliate:create',
      changes: res.json().value.changes,
    });
  });

  it('keeps an agent type other than 0', async () => {
    const { member } = await createTestMember(t.db, { customerType: 2 });
    const res = await create({ agent: member.account, code: 'AGENT2X' });
    expect(res.json().value.changes).toHaveLength(1);
    expect((await memberRow(member.id))?.customerType).toBe(2);
  });

  it.each([
    ['agent', { agent: 'nobody99', code: 'NOBODY1' }],
    ['code', { code: 'no-dash' }],
    ['code', { code: 'abc' }],
    ['domain', { domain: 'https://lobby.example/' }],
  ])('answers 400 VALIDATION_ERROR naming %s and writes nothing', async (field, payload) => {
    const { member } = await createTestMember(t.db);
    const res = await create({ agent: member.account, code: 'FINE01', ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(await codeRows('FINE01')).toEqual([]);
    expect((await memberRow(member.id))?.customerType).toBe(0);
  });

  it('refuses a code that exists in any case', async () => {
    const { member } = await createTestMember(t.db);
    expect((await create({ agent: member.account, code: 'TWICE01' })).statusCode).toBe(200);
    const res = await create({ agent: member.account, code: 'twice01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      field: 'code',
      message: 'code: this invitation code already exists',
    });
  });

  it('refuses trial and disabled members as agents', async () => {
    const { member: trial } = await createTestMember(t.db, { customerType: 4, isTrial: true });
    expect((await create({ agent: trial.account, code: 'TRIAL01' })).json().error.field).toBe('agent');
    const { member: disabled } = await createTestMember(t.db, { status: 'disabled' });
    expect((await create({ agent: disabled.account, code: 'DISAB01' })).json().error.field).toBe('agent');
    expect((await memberRow(trial.id))?.customerType).toBe(4);
  });

  it('answers 401 without the operator token', async () => {
    const res = await create({ agent: 'x', code: 'NOPE01' }, {});
    expect(res.statusCode).toBe(401);
  });
});
