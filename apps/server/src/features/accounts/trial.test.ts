import { TRIAL, TRIAL_CUSTOMER_TYPE, TrialResponse, TrialTermsResponse } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { bearer, freshIp, walletBalance } from '../../test/accounts.ts';
import { refused, startTrial, walletsOf } from '../../test/accounts-helpers.ts';
import { createTestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const trialWith = (payload: object | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/trial',
    remoteAddress: freshIp(),
    ...(payload ? { payload } : {}),
  });
const trial = () => startTrial(t);

describe('POST /api/accounts/trial', () => {
  it('makes a trial member with demo credit and a session that ends with the trial', async () => {
    const before = Date.now();
    const res = await trial();
    expect(res.statusCode).toBe(200);
    const value = TrialResponse.parse(res.json().value);
    expect(value).toMatchObject({
      customerType: TRIAL_CUSTOMER_TYPE,
      merchantCode: 'LOBBYDEMO_TRIAL',
      trialBalance: TRIAL.creditMinor,
    });
    expect(value.userName).toMatch(/^trial\d{8}$/);
    const lifetime = TRIAL.lifetimeMinutes * 60_000;
    expect(value.expiresAt).toBeGreaterThanOrEqual(before + lifetime);
    expect(value.expiresAt).toBeLessThanOrEqual(Date.now() + lifetime);

    const [member] = await t.db.select().from(s.member).where(eq(s.member.account, value.userName));
    expect(member).toMatchObject({ isTrial: true, customerType: 4, firstTimeLogin: false });
    expect(member?.trialExpiresAt?.getTime()).toBe(value.expiresAt);
    const [wallet] = await walletsOf(t.db, member?.id ?? 0);
    expect(wallet?.balanceMinor).toBe(200_000);
    const entries = await t.db
      .select()
      .from(s.ledgerTransfer)
      .where(eq(s.ledgerTransfer.walletId, wallet?.id ?? 0));
    // Double-entry (decision 061): the credit comes out of the merchant's trial-credit account.
    expect(entries).toMatchObject([
      {
        kind: 'trial_credit',
        direction: 'credit',
        amountMinor: 200_000,
        walletBalanceAfterMinor: 200_000,
        state: 'posted',
      },
    ]);
    const [session] = await t.db
      .select()
      .from(s.memberSession)
      .where(eq(s.memberSession.memberId, member?.id ?? 0));
    expect(session?.expiresAt.getTime()).toBe(value.expiresAt);

    const balance = await walletBalance(t, value.token);
    expect(balance.json().value.sumBalance).toBe('2000.00');
    const info = await t.app.inject({ url: '/api/accounts/member', headers: bearer(value.token) });
    expect(info.json().value).toMatchObject({ account: value.userName, type: 4 });
  });

  it.each([
    ['another module', { module: 'REG3' }],
    ['an unknown key', { module: 'FREEPLAY3', credit: 1 }],
    ['no body', undefined],
  ])('answers 400 VALIDATION_ERROR for %s and writes nothing', async (_name, payload) => {
    const error = await refused(t.db, () => trialWith(payload), 400);
    expect(error.code).toBe('VALIDATION_ERROR');
  });

  it('ends the session when the trial ends', async () => {
    const { token, userName } = TrialResponse.parse((await trial()).json().value);
    await t.db
      .update(s.member)
      .set({ trialExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.member.account, userName));
    const res = await t.app.inject({ url: '/api/accounts/member', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('makes distinct members for parallel requests', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => trial()));
    const names = answers.map((res) => res.json().value.userName);
    expect(new Set(names).size).toBe(10);
  });
});

describe('GET /api/accounts/trial (the /m/trail screen, decision 040)', () => {
  it('answers the trial credit in the merchant currency and the lifetime, from TRIAL', async () => {
    const res = await t.app.inject({ url: '/api/accounts/trial' });
    expect(res.statusCode).toBe(200);
    expect(TrialTermsResponse.parse(res.json().value)).toEqual({
      credit: '2000.00',
      currency: { code: 'MMK', symbol: 'K' },
      lifetimeMinutes: TRIAL.lifetimeMinutes,
    });
    expect(res.headers['cache-control']).toContain('max-age');
  });
});

describe('GET /api/accounts/trial/current', () => {
  it("answers a trial member's end, null for a real member, 401 for a guest", async () => {
    const { token, expiresAt } = TrialResponse.parse((await trial()).json().value);
    const mine = await t.app.inject({ url: '/api/accounts/trial/current', headers: bearer(token) });
    expect(mine.json()).toEqual({ success: true, value: { expiresAt } });

    const real = await createTestMember(t.db);
    const theirs = await t.app.inject({ url: '/api/accounts/trial/current', headers: bearer(real.token) });
    expect(theirs.json()).toEqual({ success: true, value: { expiresAt: null } });

    const guest = await t.app.inject({ url: '/api/accounts/trial/current' });
    expect(guest.statusCode).toBe(401);
  });
});
