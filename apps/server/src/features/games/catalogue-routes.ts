import {
  API_PATHS,
  GameListQuery,
  GameListResponse,
  HotGamesQuery,
  HotGamesResponse,
  VassalagesQuery,
  VassalagesResponse,
  VendorGameTypesQuery,
  VendorGameTypesResponse,
} from '@lobby/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { type CachedAnswer, sendCached } from '../../core/answer-cache.ts';
import { responses } from '../../lib/responses.ts';
import type { Catalogue } from './catalogue-service.ts';

// The public catalogue calls of spec 7 "Games": validated query, kept answer, ETag and 304
// (decision 073). Guests and members get the same answers; hearts come from the favourite ids.

const ERRORS = ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'] as const;

/**
 * Spec 7's query carries flags and fixed numbers as text (isNew=true, typeId=1, clientType=2,
 * isPlatform=2); the body parser turns only number fields into numbers, so these few are read here
 * and anything else stays text for the schema to refuse by name.
 */
const TEXT_VALUES: Record<string, Record<string, unknown>> = {
  isNew: { true: true, false: false },
  typeId: { '1': 1 },
  clientType: { '2': 2 },
  isPlatform: { '2': 2 },
};
async function readSpecText(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  if (!query || typeof query !== 'object') return;
  const out = { ...query };
  for (const [name, values] of Object.entries(TEXT_VALUES)) {
    const value = out[name];
    if (typeof value === 'string' && Object.hasOwn(values, value)) out[name] = values[value];
  }
  request.query = out;
}

interface CatalogueCall<Q extends z.ZodMiniType> {
  path: string;
  summary: string;
  query: Q;
  answer: z.ZodMiniType;
  read(catalogue: Catalogue, query: z.infer<Q>): Promise<CachedAnswer>;
}
const call = <Q extends z.ZodMiniType>(c: CatalogueCall<Q>) => c as unknown as CatalogueCall<z.ZodMiniType>;

const CALLS = [
  call({
    path: API_PATHS.gameVendorTypes,
    summary:
      'The sorting list and the mapping per game type with vendor tiles and classifications, grouped per spec 4 (spec 3 "Vendor data", 7)',
    query: VendorGameTypesQuery,
    answer: VendorGameTypesResponse,
    read: (c, q) => c.vendorGameTypes(q),
  }),
  call({
    path: API_PATHS.gameVassalages,
    summary:
      'The filter vendors, of one game type when given, with maintenance windows (spec 3 "Filter vendor", 7)',
    query: VassalagesQuery,
    answer: VassalagesResponse,
    read: (c, q) => c.vassalages(q),
  }),
  call({
    path: API_PATHS.gameList,
    summary:
      'A page of games by type, classification, vendor, new flag, minimum bet and name (case- and accent-insensitive; spec 2.11, 7)',
    query: GameListQuery,
    answer: GameListResponse,
    read: (c, q) => c.gameList(q),
  }),
  call({
    path: API_PATHS.hotGames,
    summary: 'Hot games by hot rank, of a game type or vendor when given (spec 2.4, 7)',
    query: HotGamesQuery,
    answer: HotGamesResponse,
    read: (c, q) => c.hotGames(q),
  }),
];

export async function catalogueRoutes(scope: FastifyInstance, { catalogue }: { catalogue: Catalogue }) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  for (const c of CALLS) {
    app.get(
      c.path,
      {
        preValidation: readSpecText,
        schema: {
          tags: ['games'],
          summary: c.summary,
          querystring: c.query,
          response: responses(c.answer, ERRORS),
        },
      },
      async (request, reply) => sendCached(request, reply, await c.read(catalogue, request.query)),
    );
  }
}
