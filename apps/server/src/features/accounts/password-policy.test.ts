import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { login } from '../../test/accounts.ts';
import { membersNamed, refused, register, registrationBody } from '../../test/accounts-helpers.ts';
import { createTestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

// Issue 8 item 8 (decision 033): registration refuses a common password with PASSWORD_TOO_WEAK
// and takes a long passphrase with spaces; members whose password an older rule allowed still
// log in.

const t = useTestApp();

/** 64 characters, spaces included. */
const PASSPHRASE = 'the quiet lantern drifts over seven rivers before the dawn bells';

describe('registration and the password policy', () => {
  it.each(['password123', 'qwerty123', 'Passw0rd', 'abcd1234'])(
    'refuses %j naming password',
    async (password) => {
      const body = await registrationBody(t.db, { password, confirmPassword: password });
      const error = await refused(t.db, () => register(t, body), 400);
      expect(error).toMatchObject({
        code: 'PASSWORD_TOO_WEAK',
        field: 'password',
        value: { reason: 'common' },
      });
      expect(error.message).toMatch(/most common passwords/);
    },
  );

  it('refuses a password built on the username', async () => {
    const body = await registrationBody(t.db);
    const password = `${body.username}2024`;
    const error = await refused(
      t.db,
      () => register(t, { ...body, password, confirmPassword: password }),
      400,
    );
    expect(error).toMatchObject({
      code: 'PASSWORD_TOO_WEAK',
      field: 'password',
      value: { reason: 'personal' },
    });
  });

  it('accepts a 64-character passphrase with spaces, which then logs in', async () => {
    expect(PASSPHRASE).toHaveLength(64);
    const body = await registrationBody(t.db, { password: PASSPHRASE, confirmPassword: PASSPHRASE });
    const res = await register(t, body);
    expect(res.statusCode).toBe(200);
    expect(await membersNamed(t.db, body.username)).toHaveLength(1);
    expect((await login(t, body.username, PASSPHRASE)).statusCode).toBe(200);
  });
});

describe('login keeps older passwords working', () => {
  it.each([
    ['a 6-character password of decision 011', 'abc123'],
    ['a common one', 'password123'],
    ['128 characters', 'x1'.repeat(64)],
  ])('logs in with %s, stored by hash', async (_name, password) => {
    const { member } = await createTestMember(t.db);
    await t.db
      .update(s.member)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(s.member.id, member.id));
    expect((await login(t, member.account, password)).statusCode).toBe(200);
  });

  it('refuses a 129-character password before argon2 runs', async () => {
    const { member } = await createTestMember(t.db);
    const res = await login(t, member.account, 'x'.repeat(129));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'password' });
  });
});
