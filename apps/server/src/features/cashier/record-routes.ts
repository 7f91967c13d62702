import { RecordIdParams, RecordsQuery } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import { responses } from '../../lib/responses.ts';
import { MEMBER_ERRORS, MEMBER_SECURITY } from '../../plugins/session.ts';

// The member's deposit and withdrawal records are declared the same way (spec 7 "deposit",
// "withdraw"; /m/vouReport, /m/withdrawReport): a keyset-paged list and one record, 404 for anyone
// else's. Any session may read them, so a trial member sees an empty list. Only the options are
// shared: each route keeps its own handler, typed from the concrete schema given here.

const tags = { tags: ['cashier'], security: MEMBER_SECURITY };

/** Options of a member's record list (`RecordsQuery`: cursor, limit, merchant-day from/to). */
export function recordListOptions<T extends z.core.$ZodType>(
  scope: FastifyInstance,
  summary: string,
  value: T,
) {
  return {
    onRequest: scope.requireMember,
    schema: {
      ...tags,
      summary,
      querystring: RecordsQuery,
      response: responses(value, [...MEMBER_ERRORS, 'VALIDATION_ERROR']),
    },
  };
}

/** Options of one of the member's records, by id (`RecordIdParams`). */
export function recordOptions<T extends z.core.$ZodType>(scope: FastifyInstance, summary: string, value: T) {
  return {
    onRequest: scope.requireMember,
    schema: {
      ...tags,
      summary,
      params: RecordIdParams,
      response: responses(value, [...MEMBER_ERRORS, 'VALIDATION_ERROR', 'NOT_FOUND']),
    },
  };
}
