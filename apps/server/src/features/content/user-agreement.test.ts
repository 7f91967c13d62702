import { UserAgreementResponse } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { auth, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const set = (payload: object, headers: Record<string, string> = auth()) =>
  t.app.inject({ method: 'POST', url: '/api/operator/user-agreement', headers, payload });
const read = async (language: string) => {
  const res = await t.app.inject({ url: `/api/content/user-agreement?language=${language}` });
  expect(res.statusCode).toBe(200);
  return UserAgreementResponse.parse(res.json().value).agreement;
};
const rows = () => t.db.select().from(s.userAgreement).orderBy(s.userAgreement.language);

describe('the user agreement (spec 2.1 /m/useragreement, 2.6 item 7; decision 041)', () => {
  it('is seeded for the demo merchant in MY and EN, age and responsible play included', async () => {
    expect((await rows()).map((r) => r.language)).toEqual(['EN', 'MY']);
    const en = await read('EN');
    expect(en?.language).toBe('EN');
    expect(en?.html).toContain('18 years');
    expect(en?.html).toMatch(/responsible play/i);
    expect((await read('MY'))?.html).toContain('၁၈');
  });

  it('falls back to the merchant default language (MY), and says which language it answers', async () => {
    const answer = await read('TH');
    expect(answer?.language).toBe('MY');
    const res = await t.app.inject({ url: '/api/content/user-agreement?language=TH' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('stores what the operator sets, sanitised and audited, and answers it for that language', async () => {
    const res = await set({
      language: 'TH',
      html: '<h3 style="color:red">ข้อตกลง</h3><p onclick="steal()">อายุ 18 ปีขึ้นไป</p><script>alert(1)</script><iframe src="https://x.example"></iframe><a href="javascript:alert(1)">x</a>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.changes).toMatchObject([{ field: 'userAgreement.TH', before: null }]);
    const th = await read('TH');
    expect(th).toMatchObject({ language: 'TH', html: '<h3>ข้อตกลง</h3><p>อายุ 18 ปีขึ้นไป</p><a>x</a>' });
    const audit = await t.app.inject({ url: '/api/operator/audit?limit=1', headers: auth() });
    expect(audit.json().value.entries[0]).toMatchObject({ command: 'agreement:set' });

    // Setting it again replaces it; the same text again changes nothing.
    await set({ language: 'TH', html: '<p>ใหม่</p>' });
    expect((await read('TH'))?.html).toBe('<p>ใหม่</p>');
    expect((await set({ language: 'TH', html: '<p>ใหม่</p>' })).json().value.changes).toEqual([]);
  });

  it('falls back to any language when neither the asked nor the default one exists', async () => {
    await t.db.delete(s.userAgreement).where(eq(s.userAgreement.language, 'MY'));
    expect((await read('KO'))?.language).toBe('EN');
    await t.db.delete(s.userAgreement);
    expect(await read('KO')).toBeNull();
  });

  it.each([
    [{ language: 'XX', html: '<p>a</p>' }, 'language'],
    [{ language: 'EN', html: '' }, 'html'],
    [{ language: 'EN', html: '<script>alert(1)</script><p> </p>' }, 'html'],
    [{ language: 'EN', html: 'x'.repeat(60_001) }, 'html'],
    [{ language: 'EN', html: '<p>a</p>', extra: 1 }, 'body'],
  ])('refuses %j naming %s, and writes nothing', async (payload, field) => {
    const before = await rows();
    const res = await set(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(res.json().error)).toContain(field);
    expect(await rows()).toEqual(before);
  });

  it('needs the operator token to write', async () => {
    expect((await set({ language: 'EN', html: '<p>a</p>' }, {})).statusCode).toBe(401);
  });

  it('answers 400 naming the language for an unknown or missing one', async () => {
    for (const query of ['language=XX', '']) {
      const res = await t.app.inject({ url: `/api/content/user-agreement?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('language');
    }
  });
});
