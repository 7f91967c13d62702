import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// Strict parsing (issue 8 item 16, decision 037). JSON bodies are taken as sent: a boolean is not
// a number and "1" is not 1, because no schema coerces. Query strings and form-encoded bodies
// (spec 7 sends forgot-password and head-icon that way) carry only text, so the one conversion
// lives here: a field the route's schema declares a number is read from plain decimal text;
// anything else stays text, which the schema then refuses by name. Nothing becomes a boolean.

/** Form bodies are small: spec 7's form calls carry a few short fields. */
export const FORM_BODY_LIMIT = 16 * 1024;

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Plain decimal text only: no "0x10", "1e3", " 5", "" or 16+ digit integers. */
const DECIMAL_TEXT = /^-?(0|[1-9]\d{0,14})(\.\d{1,15})?$/;

type SchemaLike = { _zod?: { def?: SchemaDef } } | undefined;
interface SchemaDef {
  type?: string;
  innerType?: SchemaLike;
  in?: SchemaLike;
  shape?: Record<string, SchemaLike>;
}

/** A zod number, also behind optional, nullable, default, readonly or a pipe's input. */
function isNumberSchema(schema: SchemaLike): boolean {
  let def = schema?._zod?.def;
  for (let depth = 0; def && depth < 8; depth++) {
    if (def.type === 'number') return true;
    def = (def.innerType ?? def.in)?._zod?.def;
  }
  return false;
}

const numberFieldsOf = new WeakMap<object, ReadonlySet<string>>();

/** The top-level fields of an object schema that are numbers (cached per schema). */
function numberFields(schema: unknown): ReadonlySet<string> {
  if (!schema || typeof schema !== 'object') return new Set();
  let fields = numberFieldsOf.get(schema);
  if (!fields) {
    const shape = (schema as SchemaLike)?._zod?.def?.shape ?? {};
    fields = new Set(Object.keys(shape).filter((name) => isNumberSchema(shape[name])));
    numberFieldsOf.set(schema, fields);
  }
  return fields;
}

/** `text` with each number field of `schema` given as decimal text turned into a number. */
export function numbersFromText(text: unknown, schema: unknown): unknown {
  const fields = numberFields(schema);
  if (fields.size === 0 || !text || typeof text !== 'object' || Array.isArray(text)) return text;
  const out: Record<string, unknown> = { ...text };
  for (const name of fields) {
    const value = out[name];
    if (typeof value === 'string' && DECIMAL_TEXT.test(value)) out[name] = Number(value);
  }
  return out;
}

/** A form body as an object of text; a repeated name gives an array, in order. */
export function parseForm(body: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = Object.hasOwn(out, name) ? out[name] : undefined;
    const next = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
    // Defined, not assigned, so a field named __proto__ stays a plain field.
    Object.defineProperty(out, name, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

const isForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE);

async function bodyParsers(app: FastifyInstance) {
  // The API reads JSON and forms only: Fastify's built-in text/plain parser let any text through
  // to routes without a body schema; now it is 415 like every other type.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    FORM_TYPE,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, parseForm(body as string)),
  );
  // Before validation, for every route: the route's own schema says which text fields are numbers.
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    if (schema.querystring) request.query = numbersFromText(request.query, schema.querystring);
    // Path parameters too (`/api/messages/:id`): an id is a number only where the schema says so.
    if (schema.params) request.params = numbersFromText(request.params, schema.params);
    if (schema.body && isForm(request)) request.body = numbersFromText(request.body, schema.body);
  });
}

export const bodyParsersPlugin = fp(bodyParsers, { name: 'body-parsers' });
