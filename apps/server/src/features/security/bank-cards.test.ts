import { BankCardsResponse, BanksResponse, SecurityOverview } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { createTestMember } from '../../test/members.ts';
import { bind, call, KBZ_ACCOUNT, MPU_CARD, rows } from '../../test/security-helpers.ts';
import { auth, useTestApp } from '../../test/test-app.ts';

// Bank cards of the security centre on a real database (spec 7 "bank cards", "payee name";
// issue 11; decision 056).

const t = useTestApp();

const cards = async (token: string) =>
  BankCardsResponse.parse((await call(t, token, 'GET', '/api/security/bank-cards')).json().value);

describe('bank cards (issue 11, decision 056)', () => {
  it('lists the seeded Myanmar banks and wallets', async () => {
    const { token } = await createTestMember(t.db);
    const { banks } = BanksResponse.parse((await call(t, token, 'GET', '/api/security/banks')).json().value);
    expect(banks.map((b) => b.code)).toEqual(
      expect.arrayContaining(['KBZ', 'AYA', 'CB', 'YOMA', 'KBZPAY', 'WAVEPAY']),
    );
  });

  it('binds a card shown masked; the first card fixes the payee name', async () => {
    const { token, member } = await createTestMember(t.db);
    const res = await bind(t, token, { cardNumber: '1234 5678 9012 34567' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      bankCode: 'KBZ',
      bankName: 'KBZ Bank',
      cardNumber: '**** 4567',
    });
    expect(JSON.stringify(await cards(token))).not.toContain(KBZ_ACCOUNT);
    const { member: row } = await rows(t, member.id);
    expect(row?.payeeName).toBe('Aung Aung');

    const other = await bind(t, token, {
      bankCode: 'WAVEPAY',
      cardNumber: '9791234567',
      payeeName: 'Kyaw Kyaw',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatchObject({ code: 'PAYEE_NAME_MISMATCH', field: 'payeeName' });
    // The same name in another case and spacing is the same payee.
    expect(
      (await bind(t, token, { bankCode: 'WAVEPAY', cardNumber: '9791234567', payeeName: 'aung  aung' }))
        .statusCode,
    ).toBe(200);
    expect((await cards(token)).cards.map((c) => c.payeeName)).toEqual(['Aung Aung', 'Aung Aung']);
  });

  it.each([
    [{ bankCode: 'NOPE' }, 'bankCode'],
    [{ cardNumber: '12ab' }, 'cardNumber'],
    [{ cardNumber: '123456789' }, 'cardNumber'],
    [{ bankCode: 'MPU', cardNumber: '9503000000000004' }, 'cardNumber'],
    [{ payeeName: 'A1' }, 'payeeName'],
    [{ payeeName: undefined }, 'payeeName'],
  ])('refuses %j with 400 naming %s and writes nothing', async (body, field) => {
    const { token, member } = await createTestMember(t.db);
    const res = await bind(t, token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    const after = await rows(t, member.id);
    expect(after.cards).toEqual([]);
    expect(after.member?.payeeName).toBeNull();
  });

  it('checks the Luhn digit only where the bank asks for it', async () => {
    const { token } = await createTestMember(t.db);
    expect((await bind(t, token, { bankCode: 'MPU', cardNumber: MPU_CARD })).statusCode).toBe(200);
  });

  it('stops at the limit; the operator raises it; a removed number binds again', async () => {
    const { token } = await createTestMember(t.db);
    for (const n of ['1000000001', '1000000002', '1000000003']) {
      expect((await bind(t, token, { cardNumber: n })).statusCode).toBe(200);
    }
    const fourth = await bind(t, token, { cardNumber: '1000000004' });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.code).toBe('BANK_CARD_LIMIT');
    const dup = await bind(t, token, { cardNumber: '1000000001' });
    expect(dup.json().error.code).toBe('BANK_CARD_DUPLICATE');

    const first = (await cards(token)).cards[0];
    const removed = await call(t, token, 'DELETE', `/api/security/bank-cards/${first?.id}`);
    expect(removed.statusCode).toBe(200);
    expect(BankCardsResponse.parse(removed.json().value).cards).toHaveLength(2);
    expect((await bind(t, token, { cardNumber: '1000000001' })).statusCode).toBe(200);

    const limit = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/security/card-limit',
      headers: auth(),
      payload: { maxBankCards: 4 },
    });
    expect(limit.json().value.changes).toEqual([{ field: 'maxBankCards', before: 3, after: 4 }]);
    expect((await bind(t, token, { cardNumber: '1000000004' })).statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/api/operator/security/card-limit',
      headers: auth(),
      payload: { maxBankCards: 3 },
    });
  });

  it('holds the limit and the payee name under parallel binds', async () => {
    const { token, member } = await createTestMember(t.db);
    const results = await Promise.all(
      ['2000000001', '2000000002', '2000000003', '2000000004', '2000000005'].map((cardNumber, i) =>
        bind(t, token, { cardNumber, payeeName: i % 2 ? 'Kyaw Kyaw' : 'Aung Aung' }),
      ),
    );
    const codes = results.map((res) => (res.statusCode === 200 ? 'ok' : res.json().error.code));
    const { cards: live, member: row } = await rows(t, member.id);
    expect(live.length).toBe(codes.filter((code) => code === 'ok').length);
    expect(live.length).toBeLessThanOrEqual(3);
    expect(new Set(live.map((card) => card.payeeName))).toEqual(new Set([row?.payeeName]));
  });

  it("answers 404 for another member's card and leaves it bound", async () => {
    const owner = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    const card = (await bind(t, owner.token)).json().value;
    const res = await call(t, other.token, 'DELETE', `/api/security/bank-cards/${card.id}`);
    expect(res.statusCode).toBe(404);
    expect((await cards(owner.token)).cards).toHaveLength(1);
    expect((await cards(other.token)).cards).toEqual([]);
  });

  it('refuses a trial member with spec 6 TRIAL_NOT_ALLOWED and writes nothing', async () => {
    const { token, member } = await createTestMember(t.db, { isTrial: true, customerType: 4 });
    for (const res of [await bind(t, token), await call(t, token, 'GET', '/api/security')]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('TRIAL_NOT_ALLOWED');
    }
    expect((await rows(t, member.id)).cards).toEqual([]);
  });

  it('the overview counts cards and shows the payee name', async () => {
    const { token } = await createTestMember(t.db);
    await bind(t, token);
    const overview = SecurityOverview.parse((await call(t, token, 'GET', '/api/security')).json().value);
    expect(overview).toMatchObject({
      bankCardCount: 1,
      maxBankCards: 3,
      payeeName: 'Aung Aung',
      paymentPasswordSet: false,
    });
  });

  it('the operator edits the bank list, audited; a disabled bank takes no new card', async () => {
    const { token } = await createTestMember(t.db);
    const body = {
      name: 'Test Bank',
      kind: 'bank',
      minDigits: 10,
      maxDigits: 12,
      luhn: false,
      enabled: false,
      sortOrder: 5,
    };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/security/banks/TESTB',
      headers: auth(),
      payload: body,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().value.changes[0]).toMatchObject({ field: 'bank.TESTB', before: null });
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/security/banks/TESTB',
      headers: auth(),
      payload: body,
    });
    expect(again.json().value.changes).toEqual([]);
    expect((await bind(t, token, { bankCode: 'TESTB', cardNumber: '1234567890' })).json().error.field).toBe(
      'bankCode',
    );
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/security/banks/TESTB',
      headers: auth(),
      payload: { ...body, minDigits: 20 },
    });
    expect(bad.statusCode).toBe(400);
    const noAuth = await t.app.inject({ method: 'GET', url: '/api/operator/security/banks' });
    expect(noAuth.statusCode).toBe(401);
  });
});
