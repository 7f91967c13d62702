import { randomBytes } from 'node:crypto';
import type { PayloadPublicKey } from '@lobby/shared';
import { encryptBytes } from '../../../../bench/support/payload.ts';

// Schema-derived bad inputs for the fuzz test (issue 8 acceptance, decision 037): every case is
// something a route must refuse, built from the operation's JSON schema in the OpenAPI document.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
}

export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, `{name}` for a path parameter. */
  path: string;
  query: Param[];
  params: Param[];
  body: JsonSchema | undefined;
  auth: 'operator' | 'member' | 'none';
}

/** What one bad request is made of; `text` is the body as sent, `encrypt` says to encrypt it. */
export interface FuzzCase {
  name: string;
  url: string;
  text?: string;
  type?: string;
  /** Headers to set, or (undefined) to leave out. */
  headers?: Record<string, string | undefined>;
  /** For routes behind requireEncryptedBody: encrypt `text` as the web app would. */
  encrypt?: boolean;
  /** The status this case must answer, when only one is right (413 for bodies over the limit). */
  status?: number;
}

/** mulberry32: a small seeded generator, so every run sends the same requests. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return {
    next,
    pick,
    /** `n` different items of `list`, in a seeded order. */
    some: <T>(list: readonly T[], n: number): T[] => {
      const rest = [...list];
      return Array.from(
        { length: Math.min(n, rest.length) },
        () => rest.splice(Math.floor(next() * rest.length), 1)[0] as T,
      );
    },
    /** A few C0/C1 control characters (never NUL: it has its own cases). */
    controls: () =>
      Array.from({ length: 3 }, () => String.fromCharCode(1 + Math.floor(next() * 31))).join(''),
  };
}

export const MEGABYTE = 'x'.repeat(1_000_000);

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
};

/** The object variant of a union body (the first), else the schema itself. */
export function objectSchema(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  return options?.find((option) => typeOf(option) === 'object') ?? schema;
}

/** A plausible value of `schema` (used as the base that each case breaks one way). */
export function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.[0]) return sample(options[0]);
  switch (typeOf(schema)) {
    case 'string':
      return 'a'.repeat(Math.min(Math.max(schema.minLength ?? 1, 1), schema.maxLength ?? 8));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems && schema.items ? [sample(schema.items)] : [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sample(schema.properties?.[name] ?? {});
      return out;
    }
    default:
      return 'a';
  }
}

/** Values of every other JSON type than the field's. */
function wrongTypes(schema: JsonSchema): unknown[] {
  const all: Record<string, unknown[]> = {
    string: [12345, true],
    number: ['1', true],
    integer: ['1', true, 1.5],
    boolean: ['true', 1, 0],
    array: [{}, 'a'],
    object: [[], 'a'],
  };
  return [...(all[typeOf(schema) ?? 'string'] ?? all.string ?? []), null, [['a']], { a: { b: 1 } }];
}

/**
 * Strings no route should store or choke on: a NUL always, then two of the others, chosen by
 * the seeded generator (each operation's fields meet all of them across the run).
 */
function hostileStrings(random: ReturnType<typeof seeded>): string[] {
  return ['a\u0000b', ...random.some(otherHostileStrings(random), 2)];
}

function otherHostileStrings(random: ReturnType<typeof seeded>): string[] {
  return [
    random.controls(),
    '\u202eevil\u200b',
    '\ud800',
    `a${random.pick(['\udc00', '\udfff', '\ud83c'])}b`,
    '../../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
  ];
}

/** JSON number texts that JSON.stringify cannot make: they are spliced into the body text. */
const NUMBER_TEXTS = [
  '1e308',
  '-1e308',
  '1e400',
  '18446744073709551616',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
];

/** Malformed JSON, prototype-poisoning keys, and (valid but hostile) 5,000-deep nesting. */
export const MALFORMED_JSON = [
  '{"a":',
  '{',
  '[',
  'nul',
  "{'a':1}",
  '{"a":1}}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

const withField = (base: Record<string, unknown>, name: string, value: unknown) =>
  JSON.stringify({ ...base, [name]: value });

/** The body cases of one operation: JSON text, each breaking the schema one way. */
export function bodyCases(schema: JsonSchema, random: ReturnType<typeof seeded>): FuzzCase[] {
  const object = objectSchema(schema);
  const base = (typeOf(object) === 'object' ? sample(object) : {}) as Record<string, unknown>;
  const props = object.properties ?? {};
  const cases: FuzzCase[] = [];
  const add = (name: string, text: string, status?: number) =>
    cases.push({ name, url: '', text, type: 'application/json', ...(status ? { status } : {}) });
  if ((object.required ?? []).length > 0) add('missing every field', '{}');
  for (const name of object.required ?? []) {
    const { [name]: _dropped, ...rest } = base;
    add(`missing ${name}`, JSON.stringify(rest));
  }
  let megabyte = false;
  for (const [name, field] of Object.entries(props)) {
    for (const value of random.some(wrongTypes(field), 3)) {
      add(`${name} as ${JSON.stringify(value)}`, withField(base, name, value));
    }
    const type = typeOf(field);
    if (type === 'string' || !type) {
      for (const text of hostileStrings(random))
        add(`${name} hostile ${JSON.stringify(text)}`, withField(base, name, text));
      // Refused by size before anything reads it, so one field per body is enough.
      if (!megabyte) add(`${name} of 1 MB`, withField(base, name, MEGABYTE), 413);
      megabyte = true;
    }
    if (type === 'number' || type === 'integer') {
      for (const text of NUMBER_TEXTS)
        add(`${name} = ${text}`, withField(base, name, '@N@').replace('"@N@"', text));
    }
  }
  add('an array for the object', JSON.stringify([base]));
  add('a string for the object', JSON.stringify('body'));
  for (const text of MALFORMED_JSON) add(`malformed ${text.slice(0, 20)}`, text);
  return cases;
}

/** Bodies sent under the wrong content type, or none. */
export function contentTypeCases(): FuzzCase[] {
  return [
    { name: 'text/plain', url: '', text: 'hello', type: 'text/plain' },
    { name: 'xml', url: '', text: '<a>1</a>', type: 'application/xml' },
    {
      name: 'multipart',
      url: '',
      text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      type: 'multipart/form-data; boundary=x',
    },
    {
      name: 'form junk',
      url: '',
      text: 'a=1&a=2&__proto__[x]=1&%ZZ=%00',
      type: 'application/x-www-form-urlencoded',
    },
    { name: 'JSON as UTF-16', url: '', text: '{"a":1}', type: 'application/json; charset=utf-16' },
    {
      name: 'form of 1 MB',
      url: '',
      text: `a=${MEGABYTE}`,
      type: 'application/x-www-form-urlencoded',
      status: 413,
    },
  ];
}

/** Query values for one parameter, by its type. */
export function queryValues(param: Param, random: ReturnType<typeof seeded>): string[] {
  const numeric = ['integer', 'number'].includes(typeOf(param.schema) ?? '');
  return [
    '%00',
    encodeURIComponent(random.controls()),
    '%ED%A0%80',
    '%FF%FE',
    '..%2F..%2Fetc%2Fpasswd',
    MEGABYTE,
    ...(numeric
      ? ['1e308', '-1e308', 'NaN', 'Infinity', '99999999999999999999', '-1', 'true', '0x10', '']
      : []),
  ];
}

export const PATH_VALUES = [
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2e%2e%2f',
  '%00',
  '%ED%A0%80',
  'x'.repeat(150),
  '%E0%A4%A',
];

export const AUTH_HEADERS = [
  'Bearer',
  'Bearer \u0000',
  'Basic YTpi',
  `Bearer ${'a'.repeat(10_000)}`,
  'Bearer ../../etc',
];

/** Malformed encryption envelopes (spec 3 payloads): each must answer 4xx, none may decrypt. */
export function envelopeCases(key: PayloadPublicKey): FuzzCase[] {
  const good = encryptBytes(Buffer.from('{"type":"username"}'), key);
  const cases: [string, unknown][] = [
    ['not encrypted', { type: 'username' }],
    ['bad base64', { ...good, data: '!!!not base64!!!' }],
    ['wrong key id', { ...good, kid: '0123456789abcdef' }],
    ['truncated ciphertext', { ...good, data: good.data.slice(0, 8) }],
    ['a flipped ciphertext byte', { ...good, data: `A${good.data.slice(1)}` }],
    ['a short IV', { ...good, iv: 'AAAA' }],
    ['a key of garbage', { ...good, key: Buffer.alloc(384, 7).toString('base64') }],
    ['garbage that decrypts', encryptBytes(randomBytes(64), key)],
    ['text that is not JSON', encryptBytes(Buffer.from('{"type":'), key)],
    ['plaintext over 16 KB', encryptBytes(Buffer.from(JSON.stringify({ a: 'x'.repeat(20_000) })), key)],
    ['fields as arrays', { kid: [good.kid], key: [good.key], iv: good.iv, data: good.data }],
  ];
  return cases.map(([name, body]) => ({
    name: `envelope: ${name}`,
    url: '',
    text: JSON.stringify(body),
    type: 'application/json',
  }));
}
