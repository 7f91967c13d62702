import {
  API_PATHS,
  GameRecordDetail,
  GameRecordsQuery,
  GameRecordsResponse,
  LanguageCode,
} from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { MEMBER_ERRORS, MEMBER_SECURITY, sessionMember } from '../../plugins/session.ts';
import { gameRecordDetail, listGameRecords } from './records.ts';

// The betting record's API (issue 12 "Betting records"; spec 2.9 TRANSBETREPMEM3, spec 7
// "Orders: list, detail, third-party game record"; decision 085). Members only, their own rounds.

export interface GameRecordRoutesOptions {
  db: Db;
}

/** A record's id: a round's number today, a tagged id for the lottery's bets later (decision 085). */
const GameRecordParams = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9:_-]{1,40}$/)) });
const GameRecordDetailQuery = z.object({ language: z.optional(LanguageCode) });

export async function gameRecordRoutes(scope: FastifyInstance, { db }: GameRecordRoutesOptions) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.gameRecords,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['games'],
        summary:
          'A page of the member\'s betting record, newest first, by product and merchant-local dates (spec 2.9, 7 "Orders"; decision 085)',
        security: MEMBER_SECURITY,
        querystring: GameRecordsQuery,
        response: responses(GameRecordsResponse, [...MEMBER_ERRORS, 'VALIDATION_ERROR']),
      },
    },
    async (request) => ok(await listGameRecords(db, sessionMember(request).id, request.query)),
  );
  app.get(
    API_PATHS.gameRecord,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['games'],
        summary:
          'One round of the member: its wallet calls, the vendor\'s detail and record page (spec 7 "Orders: detail, third-party game record")',
        security: MEMBER_SECURITY,
        params: GameRecordParams,
        querystring: GameRecordDetailQuery,
        response: responses(GameRecordDetail, [...MEMBER_ERRORS, 'VALIDATION_ERROR', 'NOT_FOUND']),
      },
    },
    async (request) =>
      ok(await gameRecordDetail(db, sessionMember(request).id, request.params.id, request.query.language)),
  );
}
