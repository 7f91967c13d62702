import { API_PATHS } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Changes } from '../../core/operator-audit.ts';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { OPERATOR_ERRORS, OPERATOR_ROUTE } from '../../plugins/operator-auth.ts';
import { EnabledBody, IdParams } from './banner-schemas.ts';
import { addHotMatch, changeHotMatch, listOperatorHotMatches, removeHotMatch } from './hot-match-admin.ts';
import { HotMatchBody, HotMatchPatch, OperatorHotMatches } from './hot-match-schemas.ts';

const changed = responses(Changes, [...OPERATOR_ERRORS, 'VALIDATION_ERROR', 'NOT_FOUND']);
const idOf = (params: { id: string }) => Number(params.id);

/**
 * The operator's hot-match commands (issue 10 "Operator"), registered inside the banners'
 * operator scope: the same operator check, and 'content' published after each change.
 */
export async function hotMatchOperatorRoutes(scope: FastifyInstance, { db }: { db: Db }) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const route = (summary: string) => ({ ...OPERATOR_ROUTE, summary });

  app.get(
    API_PATHS.operatorHotMatches,
    {
      schema: {
        ...route('Every hot match, by match time'),
        response: responses(OperatorHotMatches, OPERATOR_ERRORS),
      },
    },
    async () => ok(await listOperatorHotMatches(db)),
  );
  app.post(
    API_PATHS.operatorHotMatches,
    { schema: { ...route('Add a hot match (spec 2.4, 3)'), body: HotMatchBody, response: changed } },
    async (req) => ok({ changes: await addHotMatch(db, req.body) }),
  );
  app.patch(
    API_PATHS.operatorHotMatch,
    { schema: { ...route('Change a hot match'), params: IdParams, body: HotMatchPatch, response: changed } },
    async (req) => ok({ changes: await changeHotMatch(db, idOf(req.params), req.body) }),
  );
  app.put(
    API_PATHS.operatorHotMatchEnabled,
    {
      schema: {
        ...route('Show or hide a hot match'),
        params: IdParams,
        body: EnabledBody,
        response: changed,
      },
    },
    async (req) => {
      const command = req.body.enabled ? 'hot-match:enable' : 'hot-match:disable';
      return ok({ changes: await changeHotMatch(db, idOf(req.params), req.body, command) });
    },
  );
  app.delete(
    API_PATHS.operatorHotMatch,
    { schema: { ...route('Remove a hot match'), params: IdParams, response: changed } },
    async (req) => ok({ changes: await removeHotMatch(db, idOf(req.params)) }),
  );
}
