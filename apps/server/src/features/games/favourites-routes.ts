import {
  API_PATHS,
  FavouriteIdsResponse,
  FavouriteRequest,
  FavouriteResponse,
  FavouritesQuery,
  FavouritesResponse,
  RecentAddQuery,
  RecentQuery,
  RecentResponse,
} from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { MEMBER_ERRORS, MEMBER_SECURITY, sessionMember } from '../../plugins/session.ts';
import type { Catalogue } from './catalogue-service.ts';
import { addFavourite, favouriteIds, favourites, removeFavourite } from './favourites.ts';
import { addRecent, recentGames } from './recent.ts';

// The member's favourites and recent games (spec 7; spec 6: a session is needed, guests get 401).
// Answers are per member: no ETag, and the security-headers plugin marks them no-store.

const ERRORS = [...MEMBER_ERRORS, 'VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'] as const;
const member = (summary: string) => ({ tags: ['games'], summary, security: MEMBER_SECURITY });
/** clientType=2 arrives as text: the one fixed number spec 7 sends with the recent list. */
const recentText = async (request: { query: unknown }) => {
  const q = request.query as Record<string, unknown>;
  if (q && q.clientType === '2') request.query = { ...q, clientType: 2 };
};

export async function favouritesRoutes(
  scope: FastifyInstance,
  { db, catalogue }: { db: Db; catalogue: Catalogue },
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: app.requireMember };

  app.post(
    API_PATHS.gameFavourites,
    {
      ...guard,
      schema: {
        ...member('Adds a favourite game; adding twice keeps one (spec 4 favourite toggle, 7)'),
        body: FavouriteRequest,
        response: responses(FavouriteResponse, [...ERRORS, 'GAME_NOT_FOUND']),
      },
    },
    async (request) => ok(await addFavourite(db, sessionMember(request).id, request.body)),
  );
  app.delete(
    API_PATHS.gameFavourites,
    {
      ...guard,
      schema: {
        ...member('Removes a favourite game, named by nodeId and vendor in the query (spec 7)'),
        querystring: FavouriteRequest,
        response: responses(FavouriteResponse, [...ERRORS, 'GAME_NOT_FOUND']),
      },
    },
    async (request) => ok(await removeFavourite(db, sessionMember(request).id, request.query)),
  );
  app.get(
    API_PATHS.gameFavourites,
    {
      ...guard,
      schema: {
        ...member("The member's favourite games, newest first (content, pageNum, totalPages; spec 3, 7)"),
        querystring: FavouritesQuery,
        response: responses(FavouritesResponse, ERRORS),
      },
    },
    async (request) => {
      const languages = await catalogue.languagesFor(request.query.language, 'language');
      return ok(await favourites(db, sessionMember(request).id, request.query, languages));
    },
  );
  app.get(
    API_PATHS.gameFavouriteIds,
    {
      ...guard,
      schema: {
        ...member("The node ids of the member's favourites, for the hearts on cached lists"),
        response: responses(FavouriteIdsResponse, MEMBER_ERRORS),
      },
    },
    async (request) => ok(await favouriteIds(db, sessionMember(request).id)),
  );
  app.get(
    API_PATHS.gameRecentAdd,
    {
      ...guard,
      schema: {
        ...member(
          'Records a game as just played: it moves to the top of the recent list (spec 7 "Recent: add")',
        ),
        querystring: RecentAddQuery,
        response: responses(z.object({ nodeId: z.string() }), [...ERRORS, 'GAME_NOT_FOUND']),
      },
    },
    async (request) => {
      await addRecent(db, sessionMember(request).id, request.query.nodeId, request.query.vendor);
      return ok({ nodeId: request.query.nodeId });
    },
  );
  app.get(
    API_PATHS.gameRecent,
    {
      ...guard,
      preValidation: recentText,
      schema: {
        ...member("The member's recent games, last played first (list, totalPages; spec 9 page size 25)"),
        querystring: RecentQuery,
        response: responses(RecentResponse, ERRORS),
      },
    },
    async (request) => {
      const languages = await catalogue.languagesFor(request.query.language, 'language');
      return ok(await recentGames(db, sessionMember(request).id, request.query, languages));
    },
  );
}
