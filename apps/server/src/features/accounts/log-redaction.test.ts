import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../lib/log-redaction.ts';
import { bearer } from '../../test/accounts.ts';
import { register, registrationBody } from '../../test/accounts-helpers.ts';
import { createTestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

// Issue 8 item 7 (decision 033): a database error once logged its query parameters (an argon2
// hash, e-mail addresses). Forced failures here go through the real app and its logger, with
// the server's options, into a captured stream; no line may hold a secret.

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const t = useTestApp({}, pino(loggerOptions('info'), stream));

const PASSWORD = 'the quiet lantern drifts over seven rivers';
const EMAIL = 'tan.ah.kow@example.com';

beforeAll(async () => {
  // Forced failures: the database refuses these rows after the app has sent every parameter.
  await t.db.execute(sql`alter table member add constraint force_fail check (account not like 'boom%')`);
  await t.db.execute(
    sql`alter table member add constraint force_fail_nick check (nickname is distinct from 'Boom')`,
  );
});

const logText = () => lines.join('');
const expectNoSecret = (secrets: string[]) => {
  const text = logText();
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/\$argon2/);
};

describe('the log after a database error', () => {
  it('registration: no password, hash or e-mail address, and the query itself is kept', async () => {
    const body = await registrationBody(t.db, {
      password: PASSWORD,
      confirmPassword: PASSWORD,
      email: EMAIL,
    });
    const res = await register(t, { ...body, username: `boom${body.username.slice(3, 12)}` });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL_ERROR');
    const errorLine = lines.find((line) => line.includes('unexpected error'));
    expect(errorLine).toBeDefined();
    expect(errorLine).toContain('insert into');
    expect(errorLine).toContain('force_fail');
    expectNoSecret([PASSWORD, EMAIL, 'tan.ah.kow']);
  });

  it('a member call: no session token, and no parameter', async () => {
    const { token } = await createTestMember(t.db, { email: EMAIL });
    lines.length = 0;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts/member/nickname',
      headers: { ...bearer(token), cookie: `session=${token}` },
      payload: { nickname: 'Boom' },
    });
    expect(res.statusCode).toBe(500);
    expect(logText()).toContain('force_fail_nick');
    expectNoSecret([token, EMAIL]);
  });
});
