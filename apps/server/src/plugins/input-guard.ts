import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validationError } from '../core/errors.ts';

// One guard for every route (issue 8 item 7 and the fuzz test, decision 037): no string the
// client sent may carry a NUL (PostgreSQL refuses it in text and the route would answer 500) or
// a lone UTF-16 surrogate (not Unicode: it cannot be stored or sent back as UTF-8). The shared
// rules refuse other control characters per field; this guard makes sure no route, now or
// later, reaches the database with these two.

/** A NUL, or a surrogate that is not half of a pair (in `u` mode a pair is one code point). */
const HOSTILE = /\0|\p{Cs}/u;

function problem(text: string): string | undefined {
  if (!HOSTILE.test(text)) return undefined;
  return text.includes('\0')
    ? 'must not contain a NUL character'
    : 'is not well-formed Unicode (lone surrogate)';
}

/** The dot path of the first hostile string (or key) inside `value`, with what is wrong. */
export function findHostileString(value: unknown): { field: string; message: string } | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      const message = problem(item);
      if (message) return { field: path, message };
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        const keyProblem = problem(key);
        if (keyProblem) return { field: path || 'body', message: `a field name ${keyProblem}` };
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** The parts of a request a route reads, in the order they are checked. */
const inputs = (request: FastifyRequest) => [request.params, request.query, request.headers, request.body];

async function inputGuard(app: FastifyInstance) {
  // preHandler: after validation and after a route's preValidation (the decrypted body of spec 3
  // is checked too), before any handler or member check touches the database.
  app.addHook('preHandler', async (request) => {
    for (const part of inputs(request)) {
      const found = findHostileString(part);
      if (found) throw validationError(found.field || 'body', found.message);
    }
  });
}

export const inputGuardPlugin = fp(inputGuard, { name: 'input-guard' });
