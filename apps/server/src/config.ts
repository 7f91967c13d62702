import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERIFICATION } from '@lobby/shared';
import { z } from 'zod/mini';
import { isCidr } from './lib/ip-ranges.ts';
import { parsePayloadPrivateKey } from './lib/payload-crypto.ts';

/** apps/server, whatever the process cwd is: default paths are relative to this package. */
const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type TrustProxy = boolean | number | string[];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  /** Starts the Redis keys of the login, registration and trial limits (one Redis, several deployments or test runs). */
  limitsKeyPrefix: string;
  /** How long a node may answer a session from memory (decision 022); 0: always ask the database. */
  sessionCacheSeconds: number;
  logLevel: string;
  /** Undefined: read or create DATA_DIR/operator-token (see resolveOperatorToken). */
  operatorToken: string | undefined;
  countryHeader: string | undefined;
  trustProxy: TrustProxy;
  webDist: string;
  mediaDir: string;
  seedFile: string;
  rateLimitMax: number;
  /** How long a captcha image may be answered (decision 032); the browser tests shorten it. */
  captchaLifetimeSeconds: number;
  /** PKCS#8 PEM; undefined: generate once and keep in server_key (core/server-keys.ts). */
  payloadPrivateKey: string | undefined;
  /** smtp(s):// URL; unset means e-mail goes to the outbox only (docs/decisions/010). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** HTTP SMS gateway; unset means SMS goes to the outbox only. */
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  /**
   * The origin members reach the app at (scheme, host, port; no path), e.g. https://lucky.example.
   * Links the server sends (password reset) are built from it, never from the request's Host;
   * https turns on HSTS. Undefined: the merchant's main domain, else http://localhost:PORT.
   */
  publicUrl: string | undefined;
  /**
   * HMAC key of the built-in sandbox payment gateway's notifications (docs/payment-gateway.md);
   * undefined: read or create DATA_DIR/sandbox-gateway-secret (providers/payment/secret.ts).
   */
  sandboxGatewaySecret: string | undefined;
  /**
   * SANDBOX_GATEWAY: the built-in sandbox payment gateway, whose checkout page pays any order at
   * the press of a button, is served. On by default for a demo; where PUBLIC_URL is https or
   * NODE_ENV is production it must be said (`on` or `off`), or the server does not start.
   */
  sandboxGateway: boolean;
  /**
   * Where the built-in game vendors (the in-house vendor, the sandbox aggregator) call the
   * seamless wallet over HTTP (docs/vendor-protocol.md); undefined: http://127.0.0.1:PORT.
   */
  vendorWalletUrl: string | undefined;
  /** HMAC keys of the built-in vendors' wallet calls; undefined: read or create in DATA_DIR. */
  inhouseVendorSecret: string | undefined;
  sandboxAggregatorSecret: string | undefined;
  /** LOTTERY_SCHEDULER: this node runs the draw cycle every second (issue 13, decision 088); tests tick by hand. */
  lotteryScheduler: boolean;
  /** The lottery's bet limits in minor units (decision 091); each unset one keeps its default. */
  lotteryLimits: {
    minUnitMinor?: number | undefined;
    maxUnitMinor?: number | undefined;
    maxMemberDrawMinor?: number | undefined;
    maxSelectionLiabilityMinor?: number | undefined;
  };
}

export class ConfigError extends Error {
  constructor(variable: string, expected: string, got: string) {
    super(`Invalid configuration: ${variable} must be ${expected} (got ${JSON.stringify(got)})`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Empty strings count as unset, so `FOO= node ...` falls back to the default. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** One zod schema per variable, from its text to its value; `expected` completes the error line. */
interface Rule<T> {
  schema: z.ZodMiniType<T>;
  expected: string;
}

const integer = (min: number, max: number): Rule<number> => ({
  schema: z.pipe(
    z.pipe(
      z.string().check(z.regex(/^\d+$/)),
      z.transform((v: string) => Number(v)),
    ),
    z.number().check(z.minimum(min), z.maximum(max)),
  ),
  expected: `an integer ${min}-${max}`,
});

const url = (pattern: RegExp, expected: string): Rule<string> => ({
  schema: z.string().check(z.regex(pattern)),
  expected,
});

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const TRUST_PROXY: Rule<TrustProxy> = {
  schema: z.union([
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((v) => v === 'true'),
    ),
    z.pipe(
      z.string().check(z.regex(/^\d+$/)),
      z.transform((v: string) => Number(v)),
    ),
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((v: string) => v.split(',').map((part) => part.trim())),
      ),
      z.array(z.string().check(z.refine(isCidr))),
    ),
  ]),
  expected: 'true, false, a number of hops or a comma list of CIDRs',
};

const SECRETS = new Set([
  'OPERATOR_TOKEN',
  'PAYLOAD_PRIVATE_KEY',
  'SMTP_URL',
  'SMS_GATEWAY_TOKEN',
  'SANDBOX_GATEWAY_SECRET',
]);

const PRIVATE_KEY: Rule<string> = {
  schema: z.pipe(
    // Many deployment tools cannot hold a multi-line value, so "\n" escapes stand for newlines.
    z.transform((v: string) => v.replaceAll('\\n', '\n')),
    z.string().check(z.refine((pem) => parsePayloadPrivateKey(pem) !== undefined)),
  ),
  expected: 'an RSA private key (2048 bits or more) in PKCS#8 PEM, "-----BEGIN PRIVATE KEY-----"',
};

/** An http(s) origin; a trailing slash is dropped, any path, query or credentials refused. */
const PUBLIC_URL: Rule<string> = {
  schema: z.pipe(
    z.transform((v: string) => v.replace(/\/$/, '')),
    z.string().check(
      z.refine((v) => {
        try {
          const u = new URL(v);
          return /^https?:$/.test(u.protocol) && u.origin === v;
        } catch {
          return false;
        }
      }),
    ),
  ),
  expected: 'an http:// or https:// origin with no path, such as https://lucky.example',
};

/** An amount in the currency's major unit with at most two decimals ("500", "0.50"), as minor units. */
const AMOUNT: Rule<number> = {
  schema: z.pipe(
    z.string().check(z.regex(/^\d{1,13}(\.\d{1,2})?$/)),
    z.transform((v: string) => {
      const [whole = '0', fraction = ''] = v.split('.');
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    }),
  ),
  expected: 'an amount such as 500 or 0.50',
};

function lotteryLimits(env: Env): Config['lotteryLimits'] {
  const limits = {
    minUnitMinor: parse(env, 'LOTTERY_MIN_UNIT_STAKE', AMOUNT),
    maxUnitMinor: parse(env, 'LOTTERY_MAX_UNIT_STAKE', AMOUNT),
    maxMemberDrawMinor: parse(env, 'LOTTERY_MAX_MEMBER_DRAW_STAKE', AMOUNT),
    maxSelectionLiabilityMinor: parse(env, 'LOTTERY_MAX_SELECTION_LIABILITY', AMOUNT),
  };
  if (limits.minUnitMinor === 0) throw new ConfigError('LOTTERY_MIN_UNIT_STAKE', 'more than 0', '0');
  const { minUnitMinor: min, maxUnitMinor: max } = limits;
  if (min !== undefined && max !== undefined && min > max) {
    throw new ConfigError(
      'LOTTERY_MAX_UNIT_STAKE',
      'at least LOTTERY_MIN_UNIT_STAKE',
      read(env, 'LOTTERY_MAX_UNIT_STAKE') ?? '',
    );
  }
  return limits;
}

const ON_OFF: Rule<boolean> = {
  schema: z.pipe(
    z.enum(['on', 'off']),
    z.transform((v) => v === 'on'),
  ),
  expected: 'on or off',
};

/**
 * The sandbox gateway credits any member who presses Pay (issue 23 item 21): fine for a demo,
 * never for players' money. Where the server looks public (PUBLIC_URL https, NODE_ENV
 * production) the operator must choose it by name.
 */
function sandboxGateway(env: Env): boolean {
  const chosen = parse(env, 'SANDBOX_GATEWAY', ON_OFF);
  if (chosen !== undefined) return chosen;
  const publicUrl = parse(env, 'PUBLIC_URL', PUBLIC_URL);
  if (publicUrl?.startsWith('https://') || read(env, 'NODE_ENV') === 'production') {
    throw new ConfigError(
      'SANDBOX_GATEWAY',
      'set to on or off where PUBLIC_URL is https or NODE_ENV is production: the sandbox payment gateway credits any member who presses Pay, so a merchant taking real money sets SANDBOX_GATEWAY=off (a public demo may set on)',
      '',
    );
  }
  return true;
}

function parse<T>(env: Env, name: string, rule: Rule<T>): T | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  const result = rule.schema.safeParse(raw);
  // A token or key is a secret: the error shows its length, never its text.
  const shown = SECRETS.has(name) ? `${raw.length} characters` : raw;
  if (!result.success) throw new ConfigError(name, rule.expected, shown);
  return result.data;
}

const SECRET: Rule<string> = {
  schema: z.string().check(z.minLength(32)),
  expected: 'at least 32 characters',
};

/** Validates the environment; pure apart from resolving paths against the cwd. */
export function loadConfig(env: Env): Config {
  const path = (name: string, fallback: string) => resolve(read(env, name) ?? fallback);
  const text: Rule<string> = { schema: z.string(), expected: 'text' };
  return {
    port: parse(env, 'PORT', integer(1, 65535)) ?? 3000,
    host: parse(env, 'HOST', text) ?? '0.0.0.0',
    dataDir: path('DATA_DIR', './data'),
    databaseUrl: parse(
      env,
      'DATABASE_URL',
      url(/^postgres(ql)?:\/\/\S+$/, 'a postgres:// or postgresql:// URL'),
    ),
    databasePoolSize: parse(env, 'DATABASE_POOL_SIZE', integer(1, 1000)) ?? 10,
    redisUrl: parse(env, 'REDIS_URL', url(/^rediss?:\/\/\S+$/, 'a redis:// or rediss:// URL')),
    limitsKeyPrefix:
      parse(env, 'LIMITS_KEY_PREFIX', {
        schema: z.string().check(z.regex(/^[A-Za-z0-9:_-]{1,64}$/)),
        expected: 'up to 64 letters, digits, ":", "_" or "-"',
      }) ?? 'lobby-',
    sessionCacheSeconds: parse(env, 'SESSION_CACHE_SECONDS', integer(0, 60)) ?? 30,
    logLevel:
      parse(env, 'LOG_LEVEL', { schema: z.enum(LOG_LEVELS), expected: `one of ${LOG_LEVELS.join(', ')}` }) ??
      'info',
    operatorToken: parse(env, 'OPERATOR_TOKEN', {
      schema: z.string().check(z.minLength(32)),
      expected: 'at least 32 characters',
    }),
    countryHeader: parse(env, 'COUNTRY_HEADER', {
      schema: z.pipe(
        z.string().check(z.regex(/^[A-Za-z0-9-]+$/)),
        z.transform((v) => v.toLowerCase()),
      ),
      expected: 'an HTTP header name such as cf-ipcountry',
    }),
    trustProxy: parse(env, 'TRUST_PROXY', TRUST_PROXY) ?? false,
    webDist: path('WEB_DIST', join(PACKAGE_DIR, '../web/dist')),
    mediaDir: path('MEDIA_DIR', join(PACKAGE_DIR, 'media')),
    seedFile: path('SEED_FILE', join(PACKAGE_DIR, 'seed/demo-merchant.json')),
    rateLimitMax: parse(env, 'RATE_LIMIT_MAX', integer(1, 10_000_000)) ?? 600,
    captchaLifetimeSeconds:
      parse(env, 'CAPTCHA_LIFETIME_SECONDS', integer(2, 900)) ?? VERIFICATION.captchaLifetimeSeconds,
    payloadPrivateKey: parse(env, 'PAYLOAD_PRIVATE_KEY', PRIVATE_KEY),
    smtpUrl: parse(env, 'SMTP_URL', url(/^smtps?:\/\/\S+$/, 'an smtp:// or smtps:// URL')),
    mailFrom: parse(env, 'MAIL_FROM', text) ?? 'Lobby <no-reply@lobby.example>',
    smsGatewayUrl: parse(env, 'SMS_GATEWAY_URL', url(/^https?:\/\/\S+$/, 'an http:// or https:// URL')),
    smsGatewayToken: parse(env, 'SMS_GATEWAY_TOKEN', text),
    publicUrl: parse(env, 'PUBLIC_URL', PUBLIC_URL),
    sandboxGatewaySecret: parse(env, 'SANDBOX_GATEWAY_SECRET', SECRET),
    sandboxGateway: sandboxGateway(env),
    vendorWalletUrl: parse(
      env,
      'VENDOR_WALLET_URL',
      url(/^https?:\/\/[^\s/]+$/, 'an http(s):// origin without a path'),
    ),
    inhouseVendorSecret: parse(env, 'INHOUSE_VENDOR_SECRET', SECRET),
    sandboxAggregatorSecret: parse(env, 'SANDBOX_AGGREGATOR_SECRET', SECRET),
    lotteryScheduler:
      parse(env, 'LOTTERY_SCHEDULER', {
        schema: z.pipe(
          z.enum(['on', 'off']),
          z.transform((v) => v === 'on'),
        ),
        expected: 'on or off',
      }) ?? true,
    lotteryLimits: lotteryLimits(env),
  };
}

export function operatorTokenFile(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'operator-token');
}

/** The configured token, else the one kept in DATA_DIR, created (mode 0600) on first start. */
export function resolveOperatorToken(config: Pick<Config, 'dataDir' | 'operatorToken'>): string {
  if (config.operatorToken) return config.operatorToken;
  const file = operatorTokenFile(config);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const token = randomBytes(32).toString('hex');
  try {
    writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another instance sharing DATA_DIR wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw err;
  }
  return token;
}

/** For the CLI: never creates a token, since only the server's own token is any use. */
export function readOperatorToken(config: Pick<Config, 'dataDir' | 'operatorToken'>): string | undefined {
  if (config.operatorToken) return config.operatorToken;
  const file = operatorTokenFile(config);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}
