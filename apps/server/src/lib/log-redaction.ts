import type { LoggerOptions } from 'pino';

// What the log never holds (issue 8 item 7, docs/decisions/033, docs/security.md "What is
// logged, and what is redacted"): a database error once logged its query parameters, an argon2
// hash and e-mail addresses among them. Two layers: pino's `redact` paths for secrets under
// known keys, and serializers that rewrite errors and request lines, whose secrets hide in text.

const CENSOR = '[redacted]';

/** Keys whose values are secrets wherever they appear (top level or one object down). */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'confirmNewPassword',
  'paymentPassword',
  'passwordHash',
  'paymentPasswordHash',
  'token',
  'tokenHash',
  'operatorToken',
  'captcha',
  'codeHash',
  'verificationCode',
  'smsCode',
  'email',
  'params',
  'authorization',
  'cookie',
] as const;

/** pino `redact` paths: each secret key at the top level, one object down, and in headers. */
export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-operator-token"]',
  'res.headers["set-cookie"]',
];

const TEXT_RULES: [RegExp, string][] = [
  // drizzle's "Failed query: ...\nparams: a,b,c": the parameters, to the end of the line.
  [/\bparams: .*$/gm, `params: ${CENSOR}`],
  // PostgreSQL's detail "Failing row contains (...)" quotes the whole row.
  [/Failing row contains \(.*\)/g, `Failing row contains (${CENSOR})`],
  // PostgreSQL's detail "Key (email)=(a@b.co) already exists": the value.
  [/\)=\([^\n]*?\)( already exists| is not present|$)/gm, `)=(${CENSOR})$1`],
  [/\$argon2(?:id|i|d)\$[^\s,'")\]]+/g, `${CENSOR}-hash`],
  [/\bBearer\s+[\w.~+/=-]+/gi, `Bearer ${CENSOR}`],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, `${CENSOR}-email`],
];

/** A log text with parameters, hashes, bearer tokens and e-mail addresses replaced. */
export function redactText(text: string): string {
  return TEXT_RULES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** Fields of database and Node errors worth logging; everything else (params, rows) is dropped. */
const ERROR_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'schema', 'statusCode'];
/** Text fields kept but rewritten: the SQL holds placeholders, the rest may quote values. */
const ERROR_TEXT_FIELDS = ['query', 'detail', 'hint', 'where'];

/**
 * The `err` serializer: type, message, stack and the fields above, all text redacted, and the
 * cause chain (drizzle wraps the driver's error) three levels down. Query parameters never pass.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { message: redactText(String(error)) };
  const e = error as Record<string, unknown> & { constructor?: { name?: string } };
  const out: Record<string, unknown> = { type: e.constructor?.name ?? 'Object' };
  for (const key of ['message', 'stack', ...ERROR_TEXT_FIELDS]) {
    if (typeof e[key] === 'string') out[key] = redactText(e[key]);
  }
  for (const key of ERROR_FIELDS) {
    const value = e[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

const SECRET_QUERY = new Set<string>(SECRET_KEYS.map((key) => key.toLowerCase()));

/** A request URL with the values of secret query parameters (?token=...) replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const [key = '', ...rest] = pair.split('=');
      return rest.length && SECRET_QUERY.has(decodeSafe(key).toLowerCase()) ? `${key}=${CENSOR}` : pair;
    });
  return `${url.slice(0, at + 1)}${query.join('&')}`;
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request line (method, url, host, address), with the URL's secrets redacted. */
function serializeRequest(req: RequestLike) {
  return {
    method: req.method,
    url: redactUrl(req.url ?? ''),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** pino options for the server's logger: `level` plus every redaction of this module. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
}
