import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, readOperatorToken, resolveOperatorToken } from './config.ts';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      databasePoolSize: 10,
      redisUrl: undefined,
      limitsKeyPrefix: 'lobby-',
      logLevel: 'info',
      operatorToken: undefined,
      countryHeader: undefined,
      trustProxy: false,
      rateLimitMax: 600,
      captchaLifetimeSeconds: 120,
      payloadPrivateKey: undefined,
      sessionCacheSeconds: 30,
    });
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
    expect(config.mediaDir).toMatch(/apps\/server\/media$/);
    expect(config.seedFile).toMatch(/apps\/server\/seed\/demo-merchant\.json$/);
  });

  it('reads good values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://root@127.0.0.1:5432/lobby',
      REDIS_URL: 'redis://127.0.0.1:6379',
      OPERATOR_TOKEN: 'a'.repeat(32),
      COUNTRY_HEADER: 'CF-IPCountry',
      RATE_LIMIT_MAX: '50',
      LOG_LEVEL: 'debug',
      SESSION_CACHE_SECONDS: '0',
      CAPTCHA_LIFETIME_SECONDS: '5',
      LIMITS_KEY_PREFIX: 'lucky-test:',
    });
    expect(config).toMatchObject({
      captchaLifetimeSeconds: 5,
      limitsKeyPrefix: 'lucky-test:',
      port: 8080,
      countryHeader: 'cf-ipcountry',
      rateLimitMax: 50,
      logLevel: 'debug',
      sessionCacheSeconds: 0,
    });
  });

  it.each([
    ['https://lucky.example', 'https://lucky.example'],
    ['https://lucky.example/', 'https://lucky.example'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
  ])('reads PUBLIC_URL=%s as an origin', (value, expected) => {
    expect(loadConfig({ PUBLIC_URL: value, SANDBOX_GATEWAY: 'off' }).publicUrl).toBe(expected);
  });

  // issue 23 item 21: the sandbox pays any order at the press of a button.
  it('serves the sandbox gateway by default, and where the server looks public only when told to', () => {
    expect(loadConfig({}).sandboxGateway).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).sandboxGateway).toBe(true);
    expect(loadConfig({ SANDBOX_GATEWAY: 'off' }).sandboxGateway).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://lucky.example', SANDBOX_GATEWAY: 'on' }).sandboxGateway).toBe(
      true,
    );
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX_GATEWAY: 'off' }).sandboxGateway).toBe(false);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be an integer 1-65535 (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be an integer 1-65535 (got "70000")'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x")',
    ],
    [
      { DATABASE_POOL_SIZE: '0' },
      'Invalid configuration: DATABASE_POOL_SIZE must be an integer 1-1000 (got "0")',
    ],
    [
      { OPERATOR_TOKEN: 'short' },
      'Invalid configuration: OPERATOR_TOKEN must be at least 32 characters (got "5 characters")',
    ],
    [{ TRUST_PROXY: 'maybe' }, /^Invalid configuration: TRUST_PROXY must be/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL must be one of/],
    [{ RATE_LIMIT_MAX: '-1' }, /^Invalid configuration: RATE_LIMIT_MAX must be/],
    // decision 022: the staleness bound of a revoked session on another node stays short.
    [
      { SESSION_CACHE_SECONDS: '61' },
      /^Invalid configuration: SESSION_CACHE_SECONDS must be an integer 0-60/,
    ],
    [{ REDIS_URL: 'localhost:6379' }, /^Invalid configuration: REDIS_URL must be/],
    [{ LIMITS_KEY_PREFIX: 'has space' }, /^Invalid configuration: LIMITS_KEY_PREFIX must be up to 64/],
    // issue 8 item 6: links are built from this origin, so it may carry nothing else.
    [{ PUBLIC_URL: 'lucky.example' }, /^Invalid configuration: PUBLIC_URL must be an http/],
    [{ PUBLIC_URL: 'https://lucky.example/m/' }, /^Invalid configuration: PUBLIC_URL must be/],
    [{ PUBLIC_URL: 'https://user:pw@lucky.example' }, /^Invalid configuration: PUBLIC_URL must be/],
    [{ PUBLIC_URL: 'ftp://lucky.example' }, /^Invalid configuration: PUBLIC_URL must be/],
    [
      { PUBLIC_URL: 'https://lucky.example' },
      /^Invalid configuration: SANDBOX_GATEWAY must be set to on or off/,
    ],
    [{ NODE_ENV: 'production' }, /^Invalid configuration: SANDBOX_GATEWAY must be set to on or off/],
    [{ SANDBOX_GATEWAY: 'yes' }, /^Invalid configuration: SANDBOX_GATEWAY must be on or off/],
    // issue 13: the lottery's limits are amounts of money, the smallest stake above 0 and not over the largest.
    [{ LOTTERY_MAX_UNIT_STAKE: 'lots' }, /^Invalid configuration: LOTTERY_MAX_UNIT_STAKE must be an amount/],
    [
      { LOTTERY_MAX_SELECTION_LIABILITY: '1.234' },
      /^Invalid configuration: LOTTERY_MAX_SELECTION_LIABILITY must be/,
    ],
    [
      { LOTTERY_MIN_UNIT_STAKE: '0.00' },
      /^Invalid configuration: LOTTERY_MIN_UNIT_STAKE must be more than 0/,
    ],
    [
      { LOTTERY_MIN_UNIT_STAKE: '50', LOTTERY_MAX_UNIT_STAKE: '10' },
      /^Invalid configuration: LOTTERY_MAX_UNIT_STAKE must be at least LOTTERY_MIN_UNIT_STAKE/,
    ],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as Error).message).not.toContain('\n');
    }
  });
});

describe('the lottery limits (issue 13, decision 091)', () => {
  it('reads amounts in the major unit as minor units, and leaves the unset ones to the defaults', () => {
    expect(loadConfig({}).lotteryLimits).toEqual({
      minUnitMinor: undefined,
      maxUnitMinor: undefined,
      maxMemberDrawMinor: undefined,
      maxSelectionLiabilityMinor: undefined,
    });
    expect(
      loadConfig({
        LOTTERY_MIN_UNIT_STAKE: '0.50',
        LOTTERY_MAX_UNIT_STAKE: '2000',
        LOTTERY_MAX_MEMBER_DRAW_STAKE: '100000.5',
        LOTTERY_MAX_SELECTION_LIABILITY: '5000000',
      }).lotteryLimits,
    ).toEqual({
      minUnitMinor: 50,
      maxUnitMinor: 200_000,
      maxMemberDrawMinor: 10_000_050,
      maxSelectionLiabilityMinor: 500_000_000,
    });
  });
});

describe('PAYLOAD_PRIVATE_KEY', () => {
  const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const ec = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;

  it('reads an RSA PKCS#8 key, also with \\n escapes for one-line environments', () => {
    const key = rsa().export({ type: 'pkcs8', format: 'pem' }) as string;
    expect(loadConfig({ PAYLOAD_PRIVATE_KEY: key }).payloadPrivateKey).toBe(key.trim());
    const oneLine = key.trim().replaceAll('\n', '\\n');
    expect(loadConfig({ PAYLOAD_PRIVATE_KEY: oneLine }).payloadPrivateKey).toBe(key.trim());
  });

  it.each([
    ['garbage', 'not a key'],
    ['a PKCS#1 key', rsa().export({ type: 'pkcs1', format: 'pem' }) as string],
    ['an EC key', ec().export({ type: 'pkcs8', format: 'pem' }) as string],
  ])('refuses %s with one line that hides the value', (_name, value) => {
    const expected = `Invalid configuration: PAYLOAD_PRIVATE_KEY must be an RSA private key (2048 bits or more) in PKCS#8 PEM, "-----BEGIN PRIVATE KEY-----" (got "${value.trim().length} characters")`;
    expect(() => loadConfig({ PAYLOAD_PRIVATE_KEY: value })).toThrow(expected);
  });
});

describe('operator token', () => {
  it('creates a 0600 token file on first start and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lobby-token-'));
    expect(readOperatorToken({ dataDir, operatorToken: undefined })).toBeUndefined();
    const token = resolveOperatorToken({ dataDir, operatorToken: undefined });
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(dataDir, 'operator-token')).mode & 0o777).toBe(0o600);
    expect(resolveOperatorToken({ dataDir, operatorToken: undefined })).toBe(token);
    expect(readFileSync(join(dataDir, 'operator-token'), 'utf8').trim()).toBe(token);
    expect(resolveOperatorToken({ dataDir, operatorToken: 'b'.repeat(32) })).toBe('b'.repeat(32));
    rmSync(dataDir, { recursive: true, force: true });
  });
});
