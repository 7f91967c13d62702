import { inflateSync } from 'node:zlib';
import { CaptchaResponse } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyCaptcha } from '../../core/verification.ts';
import * as s from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { issueCaptcha } from './service.ts';

const t = useTestApp();

const wrong = (code: string) => code.replace(/^./, (d) => String((Number(d) + 1) % 10));

describe('GET /api/verification/captcha', () => {
  it('answers an id and a base64 PNG of 120x44, never cached', async () => {
    const res = await t.app.inject({ url: '/api/verification/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const value = CaptchaResponse.parse(res.json().value);
    const png = Buffer.from(value.image, 'base64');
    expect(png.toString('ascii', 1, 4)).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([120, 44]);
    const idatLength = png.readUInt32BE(33);
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(121 * 44);
    const [row] = await t.db.select().from(s.captcha).where(eq(s.captcha.id, value.captchaId));
    expect(row?.usedAt).toBeNull();
    // Lifetime 2 minutes, from the database clock.
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(120_000);
  });
});

describe('verifyCaptcha', () => {
  it('accepts the right answer once, then refuses it', async () => {
    const { captchaId, code } = await issueCaptcha(t.db);
    expect(code).toMatch(/^\d{5}$/);
    await expect(verifyCaptcha(t.db, captchaId, code)).resolves.toBeUndefined();
    await expect(verifyCaptcha(t.db, captchaId, code)).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID',
      status: 400,
      message: 'Verification code error',
    });
  });

  it('refuses a wrong answer, and the right one still works after it', async () => {
    const { captchaId, code } = await issueCaptcha(t.db);
    await expect(verifyCaptcha(t.db, captchaId, wrong(code))).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID',
    });
    await expect(verifyCaptcha(t.db, captchaId, code)).resolves.toBeUndefined();
  });

  it('refuses an expired captcha and an unknown id', async () => {
    const { captchaId, code } = await issueCaptcha(t.db);
    await t.db
      .update(s.captcha)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.captcha.id, captchaId));
    await expect(verifyCaptcha(t.db, captchaId, code)).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
    await expect(verifyCaptcha(t.db, 'no-such-id', code)).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
  });

  it('lets exactly one of many parallel right answers through', async () => {
    const { captchaId, code } = await issueCaptcha(t.db);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => verifyCaptcha(t.db, captchaId, code)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('keeps only a hash: the answer is not stored', async () => {
    const { captchaId, code } = await issueCaptcha(t.db);
    const [row] = await t.db.select().from(s.captcha).where(eq(s.captcha.id, captchaId));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });
});
