import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { bearer } from '../../test/accounts.ts';
import { membersNamed, refused, register, registrationBody, setRule } from '../../test/accounts-helpers.ts';
import { createTestMember } from '../../test/members.ts';
import { auth, useTestApp } from '../../test/test-app.ts';
import { hostName } from './affiliate.ts';

const t = useTestApp();

/** An agent with an invitation code made the operator's way. */
async function agentWithCode(code: string, domain?: string) {
  const { member } = await createTestMember(t.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/operator/affiliate-codes',
    headers: auth(),
    payload: { agent: member.account, code, ...(domain ? { domain } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return member;
}

const check = (query: string) => t.app.inject({ url: `/api/accounts/affiliate-check?${query}` });

describe('GET /api/accounts/affiliate-check', () => {
  it('answers success true for an active code in any case, false otherwise', async () => {
    await agentWithCode('CHECK01');
    expect((await check('code=check01')).json()).toEqual({ success: true, value: { success: true } });
    expect((await check('code=CHECK02')).json().value).toEqual({ success: false });
    await t.db.update(s.affiliateCode).set({ active: false }).where(eq(s.affiliateCode.code, 'CHECK01'));
    expect((await check('code=CHECK01')).json().value).toEqual({ success: false });
  });

  it('matches a code bound to a domain only on that domain', async () => {
    await agentWithCode('DOMAIN01', 'm.lobby.example');
    expect((await check('code=DOMAIN01&domain=M.LOBBY.EXAMPLE')).json().value.success).toBe(true);
    expect((await check('code=DOMAIN01&domain=other.example')).json().value.success).toBe(false);
    expect((await check('code=DOMAIN01')).json().value.success).toBe(false);
  });

  it('answers false once the agent is disabled', async () => {
    const agent = await agentWithCode('GONE01');
    await t.db.update(s.member).set({ status: 'disabled' }).where(eq(s.member.id, agent.id));
    expect((await check('code=GONE01')).json().value.success).toBe(false);
  });

  it('answers 400 VALIDATION_ERROR without a code', async () => {
    const res = await check('domain=lobby.example');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'code' });
  });
});

describe('registration with an invitation code', () => {
  beforeAll(() => agentWithCode('BOUND01', 'm.lobby.example'));

  it("makes the code's agent the new member's upline", async () => {
    const agent = await agentWithCode('UPLINE01');
    const body = await registrationBody(t.db, { affiliateCode: 'upline01' });
    const res = await register(t, body);
    expect(res.statusCode).toBe(200);
    const [member] = await membersNamed(t.db, body.username);
    expect(member).toMatchObject({ uplineId: agent.id, affiliateCode: 'UPLINE01' });
    const info = await t.app.inject({ url: '/api/accounts/member', headers: bearer(res.json().value.token) });
    expect(info.json().value.toUpline).toBe(agent.account);
  });

  it.each([
    ['an unknown code', 'NOSUCH01', undefined],
    ['a code of another domain', 'BOUND01', 'elsewhere.example'],
  ])('answers 400 INVITATION_CODE_INVALID for %s and writes nothing', async (_name, code, domain) => {
    const body = await registrationBody(t.db, { affiliateCode: code, ...(domain ? { domain } : {}) });
    const error = await refused(t.db, () => register(t, body), 400);
    expect(error).toEqual({
      code: 'INVITATION_CODE_INVALID',
      message: 'Invalid invitation code',
      field: 'affiliateCode',
    });
  });

  it('takes the domain from registerUrl when no domain is sent', async () => {
    await agentWithCode('BYURL01', 'm.lobby.example');
    const body = await registrationBody(t.db, {
      affiliateCode: 'BYURL01',
      registerUrl: 'https://m.lobby.example/m/register',
    });
    expect((await register(t, body)).statusCode).toBe(200);
  });

  it('accepts a link code while the form field is switched off, and requires one when required', async () => {
    await agentWithCode('LINK01');
    await setRule(t.db, 'affiliateCode', false, false);
    try {
      expect((await register(t, await registrationBody(t.db, { affiliateCode: 'LINK01' }))).statusCode).toBe(
        200,
      );
    } finally {
      await setRule(t.db, 'affiliateCode', true, false);
    }
    await setRule(t.db, 'affiliateCode', true, true);
    try {
      const error = await refused(t.db, async () => register(t, await registrationBody(t.db)), 400);
      expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'affiliateCode' });
    } finally {
      await setRule(t.db, 'affiliateCode', true, false);
    }
  });
});

describe('hostName', () => {
  it.each([
    ['m.lobby.example', 'm.lobby.example'],
    ['M.Lobby.Example:8443', 'm.lobby.example'],
    ['https://m.lobby.example/m/register?a=1', 'm.lobby.example'],
    ['', undefined],
    [undefined, undefined],
    ['http://', undefined],
  ])('%j -> %j', (value, expected) => {
    expect(hostName(value)).toBe(expected);
  });
});
