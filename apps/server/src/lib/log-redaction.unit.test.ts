import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactText, redactUrl, serializeError } from './log-redaction.ts';

// Issue 8 item 7 (decision 033): what the log never holds.

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA';
const SECRETS = [HASH, 'tan@example.com', 'hunter2-secret', '60123456789', 'op-token-0123456789'];

/** A pino logger with the server's options, writing its lines into `lines`. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino(loggerOptions('info'), stream), lines };
}

const expectNoSecret = (text: string) => {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
};

describe('redactText', () => {
  it.each([
    [`Failed query: insert into "member" values ($1, $2)\nparams: alice,${HASH},tan@example.com`],
    ['Key (email)=(tan@example.com) already exists.'],
    [`Failing row contains (7, alice, ${HASH}, 60123456789, tan@example.com).`],
    ['authorization: Bearer op-token-0123456789'],
  ])('%s', (text) => {
    expectNoSecret(redactText(text));
  });
});

describe('serializeError', () => {
  it('keeps a drizzle error useful and drops its parameters and the driver error values', () => {
    const driver = Object.assign(new Error('new row violates check constraint "boom"'), {
      code: '23514',
      constraint: 'boom',
      table: 'member',
      detail: `Failing row contains (7, alice, ${HASH}, 60123456789, tan@example.com).`,
      params: ['alice', HASH],
    });
    const error = new DrizzleQueryError(
      'insert into "member" values ($1, $2, $3)',
      ['alice', HASH, 'tan@example.com'],
      driver,
    );
    const out = serializeError(error);
    expectNoSecret(JSON.stringify(out));
    expect(out).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert into "member" values ($1, $2, $3)',
      cause: { code: '23514', constraint: 'boom', table: 'member' },
    });
    expect(out).not.toHaveProperty('params');
  });
});

describe('the logger', () => {
  it('redacts secret keys, headers and query parameters', () => {
    const { log, lines } = capture();
    log.info(
      { password: 'hunter2-secret', body: { newPassword: 'hunter2-secret', email: 'tan@example.com' } },
      'x',
    );
    log.info({ headers: { authorization: 'Bearer op-token-0123456789', cookie: 'hunter2-secret' } }, 'y');
    log.info({ token: 'op-token-0123456789', operatorToken: 'op-token-0123456789' }, 'z');
    log.error({ err: new DrizzleQueryError('select 1', [HASH, 'tan@example.com'], new Error('boom')) }, 'e');
    expect(lines).toHaveLength(4);
    expectNoSecret(lines.join('\n'));
  });

  it('redacts secret query parameters in request URLs', () => {
    expect(redactUrl('/m/forget?token=abc&lang=en')).toBe('/m/forget?token=[redacted]&lang=en');
    expect(redactUrl('/api/accounts/affiliate-check?code=AB12')).toBe(
      '/api/accounts/affiliate-check?code=AB12',
    );
  });
});
