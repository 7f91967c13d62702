import { CaptchaResponse, VERIFICATION } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyCaptcha } from '../../core/verification.ts';
import * as s from '../../db/schema/index.ts';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../../lib/captcha-image.ts';
import { useTestApp } from '../../test/test-app.ts';
import { EXPIRED_CAPTCHA_BATCH, EXPIRED_CAPTCHA_KEPT_SECONDS } from './queries.ts';
import { issueCaptcha } from './service.ts';

const t = useTestApp();

const wrong = (code: string) => code.replace(/^./, (d) => String((Number(d) + 1) % 10));

describe('GET /api/verification/captcha', () => {
  it('answers an id, a base64 PNG of the captcha size and its lifetime, never cached', async () => {
    const res = await t.app.inject({ url: '/api/verification/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const value = CaptchaResponse.parse(res.json().value);
    expect(value.expiresInSeconds).toBe(VERIFICATION.captchaLifetimeSeconds);
    const png = Buffer.from(value.image, 'base64');
    expect(png.toString('ascii', 1, 4)).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    const [row] = await t.db.select().from(s.captcha).where(eq(s.captcha.id, value.captchaId));
    expect(row?.usedAt).toBeNull();
    // Lifetime 2 minutes, from the database clock.
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(VERIFICATION.captchaLifetimeSeconds * 1000);
  });
});

const invalid = {
  code: 'CAPTCHA_INVALID',
  status: 400,
  message: 'The captcha was wrong; please enter the new one.',
};

/** Moves the captcha's expiry into the past, as two minutes of waiting would. */
const expire = (captchaId: string) =>
  t.db
    .update(s.captcha)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(s.captcha.id, captchaId));

describe('verifyCaptcha (issue 8 item 3: one answer per image)', () => {
  it('accepts the right answer once, then refuses it', async () => {
    const { captchaId, code } = await issueCaptcha(t.db);
    expect(code).toMatch(/^\d{5}$/);
    await expect(verifyCaptcha(t.db, captchaId, code)).resolves.toBeUndefined();
    await expect(verifyCaptcha(t.db, captchaId, code)).rejects.toMatchObject(invalid);
  });

  it('is used up by a wrong answer: the right one on the same id then fails', async () => {
    const { captchaId, code } = await issueCaptcha(t.db);
    await expect(verifyCaptcha(t.db, captchaId, wrong(code))).rejects.toMatchObject(invalid);
    await expect(verifyCaptcha(t.db, captchaId, code)).rejects.toMatchObject(invalid);
    const [row] = await t.db.select().from(s.captcha).where(eq(s.captcha.id, captchaId));
    expect(row?.usedAt).not.toBeNull();
  });

  it('answers CAPTCHA_EXPIRED for an expired captcha, right or wrong, and uses it up', async () => {
    for (const answer of [(code: string) => code, wrong]) {
      const { captchaId, code } = await issueCaptcha(t.db);
      await expire(captchaId);
      await expect(verifyCaptcha(t.db, captchaId, answer(code))).rejects.toMatchObject({
        code: 'CAPTCHA_EXPIRED',
        status: 400,
        message: 'The captcha has expired; please enter the new one.',
      });
      await expect(verifyCaptcha(t.db, captchaId, code)).rejects.toMatchObject(invalid);
    }
  });

  it('refuses an unknown id as CAPTCHA_INVALID', async () => {
    await expect(verifyCaptcha(t.db, 'no-such-id', '12345')).rejects.toMatchObject(invalid);
  });

  it('checks at most one of many parallel answers on one id', async () => {
    // All right: exactly one passes.
    const right = await issueCaptcha(t.db);
    const rights = await Promise.allSettled(
      Array.from({ length: 10 }, () => verifyCaptcha(t.db, right.captchaId, right.code)),
    );
    expect(rights.filter((r) => r.status === 'fulfilled')).toHaveLength(1);

    // A burst of wrong guesses with the right answer among them: at most one passes, and
    // whichever was checked used the captcha up, so the right answer fails afterwards.
    const mixed = await issueCaptcha(t.db);
    const guesses = Array.from({ length: 10 }, (_, i) => (i === 5 ? mixed.code : wrong(mixed.code)));
    const results = await Promise.allSettled(guesses.map((g) => verifyCaptcha(t.db, mixed.captchaId, g)));
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeLessThanOrEqual(1);
    await expect(verifyCaptcha(t.db, mixed.captchaId, mixed.code)).rejects.toMatchObject(invalid);

    // Only wrong guesses in parallel: none of them leaves the captcha usable.
    const burst = await issueCaptcha(t.db);
    await Promise.allSettled(
      Array.from({ length: 10 }, () => verifyCaptcha(t.db, burst.captchaId, wrong(burst.code))),
    );
    await expect(verifyCaptcha(t.db, burst.captchaId, burst.code)).rejects.toMatchObject(invalid);
  });

  it('keeps only a hash: the answer is not stored', async () => {
    const { captchaId, code } = await issueCaptcha(t.db);
    const [row] = await t.db.select().from(s.captcha).where(eq(s.captcha.id, captchaId));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });
});

describe('expired captchas are removed (issue 23 item 23)', () => {
  it('each new captcha removes a batch of those expired over an hour ago, keeping recent ones', async () => {
    const old = new Date(Date.now() - (EXPIRED_CAPTCHA_KEPT_SECONDS + 60) * 1000);
    const recent = new Date(Date.now() - 60_000);
    const rows = (prefix: string, expiresAt: Date, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: `${prefix}-${i}-${Math.random().toString(36).slice(2)}`,
        codeHash: 'x'.repeat(64),
        expiresAt,
        createdAt: expiresAt,
      }));
    const stale = rows('stale', old, EXPIRED_CAPTCHA_BATCH + 5);
    const lately = rows('lately', recent, 3);
    await t.db.insert(s.captcha).values([...stale, ...lately]);
    const left = async (ids: string[]) =>
      (await t.db.select({ id: s.captcha.id }).from(s.captcha)).filter((r) => ids.includes(r.id)).length;

    await issueCaptcha(t.db);
    expect(await left(stale.map((r) => r.id))).toBe(5);
    await issueCaptcha(t.db);
    expect(await left(stale.map((r) => r.id))).toBe(0);
    // Expired a minute ago: still answers "expired" to a late member, so it stays for now.
    expect(await left(lately.map((r) => r.id))).toBe(3);
  });
});
