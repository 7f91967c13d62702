import {
  DicePlayRequest,
  FAIR_VENDOR_PATHS,
  FairRoundsQuery,
  FairRoundsResponse,
  FairRoundView,
  InhouseSessionResponse,
  MinesCashoutRequest,
  MinesPlayRequest,
  MinesRevealRequest,
  PlayResponse,
  RotateSeedsResponse,
  SeedsResponse,
  SetClientSeedRequest,
  SlotPlayRequest,
} from '@lobby/shared';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Db } from '../../../db/client.ts';
import { ok, responses } from '../../../lib/responses.ts';
import { cashOut, type PlayContext, playInstant, playMines, revealTile, settlePending } from './play.ts';
import { type FairProvider, listSeeds, rotateSeeds, setClientSeed } from './seeds.ts';
import {
  type BetLimits,
  checkDiceTarget,
  checkFamily,
  DEFAULT_BET_LIMITS,
  playerRounds,
  roundForVerify,
  sessionAnswer,
  stakeMinor,
} from './service.ts';
import { bearerOf, sessionResolver, type VendorSession } from './sessions.ts';
import { walletClient } from './wallet-client.ts';

// The API both built-in vendors serve to their game pages (shared/inhouse-games.ts), under
// their own base: API_PATHS.inhouseApi or sandboxAggregatorApi. The page sends the token of its
// URL as `Authorization: Bearer`; money moves only through the signed wallet calls.

export interface FairVendorOptions {
  db: Db;
  provider: FairProvider;
  /** API_PATHS.inhouseApi or API_PATHS.sandboxAggregatorApi. */
  apiBase: string;
  /** The round's verify page, e.g. /games/inhouse/verify. */
  verifyPath: string;
  /** Shown on the demo label, e.g. "Sandbox Aggregator". */
  label: string;
  /** The HMAC key of this vendor's wallet calls. */
  secret: string;
  /** The wallet's origin, read at each call. */
  walletUrl: () => string;
  limits?: BetLimits;
}

const SESSION_ERRORS = ['GAME_SESSION_INVALID', 'SERVICE_UNAVAILABLE', 'VALIDATION_ERROR'] as const;
const PLAY_ERRORS = [
  ...SESSION_ERRORS,
  'INSUFFICIENT_BALANCE',
  'FORBIDDEN',
  'GAME_NOT_FOUND',
  'GAME_UNAVAILABLE',
  'VENDOR_MAINTENANCE',
  'TRIAL_NOT_ALLOWED',
] as const;
const SECURITY = [{ gameSession: [] }];
const RoundParams = z.object({ id: z.string().check(z.maxLength(20)) });

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

interface Vendor {
  options: FairVendorOptions;
  ctx: PlayContext;
  limits: BetLimits;
  path: (p: string) => string;
  session: (request: FastifyRequest, fresh?: boolean) => Promise<VendorSession>;
  /** The session, after delivering any credit the wallet missed (on loads and seed changes). */
  player: (request: FastifyRequest) => Promise<VendorSession>;
}

const tags = ['inhouse-games'];

export async function fairVendorRoutes(scope: FastifyInstance, options: FairVendorOptions) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const wallet = walletClient({ baseUrl: options.walletUrl, secret: options.secret });
  const sessions = sessionResolver(wallet, options.provider);
  const ctx: PlayContext = {
    db: options.db,
    wallet,
    roundUrl: (id) => `${options.verifyPath}?round=${id}`,
    log: scope.log,
  };
  const session = (request: FastifyRequest, fresh = false) =>
    sessions.resolve(request.headers.authorization, fresh);
  const vendor: Vendor = {
    options,
    ctx,
    limits: options.limits ?? DEFAULT_BET_LIMITS,
    path: (p) => `${options.apiBase}${p}`,
    session,
    player: async (request) => {
      const s = await session(request);
      await settlePending(ctx, s.player);
      return s;
    },
  };
  seedRoutes(app, vendor);
  playRoutes(app, vendor);
  roundRoutes(app, vendor);
}

function seedRoutes(app: App, { options, ctx, limits, path, session, player }: Vendor) {
  const { db, provider, label } = options;
  app.get(
    path(FAIR_VENDOR_PATHS.session),
    {
      schema: {
        tags,
        summary: `${label}: who plays what, with which balance and seeds`,
        security: SECURITY,
        response: responses(InhouseSessionResponse, SESSION_ERRORS),
      },
    },
    async (request) =>
      ok(await sessionAnswer(ctx, await session(request, true), { provider, label, limits })),
  );
  app.get(
    path(FAIR_VENDOR_PATHS.seeds),
    {
      schema: {
        tags,
        summary: 'The seed pair in use and the revealed ones',
        security: SECURITY,
        response: responses(SeedsResponse, SESSION_ERRORS),
      },
    },
    async (request) => ok(await listSeeds(db, (await session(request)).player)),
  );
  app.put(
    path(FAIR_VENDOR_PATHS.seeds),
    {
      schema: {
        tags,
        summary: 'Set the client seed (a pair with rounds is rotated first: decision 079)',
        security: SECURITY,
        body: SetClientSeedRequest,
        response: responses(SeedsResponse, [...SESSION_ERRORS, 'FORBIDDEN']),
      },
    },
    async (request) => ok(await setClientSeed(db, (await player(request)).player, request.body.clientSeed)),
  );
  app.post(
    path(FAIR_VENDOR_PATHS.seedsRotate),
    {
      schema: {
        tags,
        summary: 'Reveal the server seed in use and start a new pair at nonce 0',
        security: SECURITY,
        response: responses(RotateSeedsResponse, [...SESSION_ERRORS, 'FORBIDDEN']),
      },
    },
    async (request) => ok(await rotateSeeds(db, (await player(request)).player)),
  );
}

function playRoutes(app: App, { ctx, limits, path, player }: Vendor) {
  const play = (family: string) => path(FAIR_VENDOR_PATHS.play.replace(':family', family));
  const playSchema = <T extends z.core.$ZodType>(summary: string, body: T) => ({
    schema: { tags, summary, security: SECURITY, body, response: responses(PlayResponse, PLAY_ERRORS) },
  });
  app.post(play('dice'), playSchema('Roll the dice', DicePlayRequest), async (request) => {
    checkDiceTarget(request.body.target);
    const s = await player(request);
    checkFamily(s, 'dice');
    const { target, side } = request.body;
    return ok(await playInstant(ctx, s, 'dice', stakeMinor(request.body.amount, limits), { target, side }));
  });
  app.post(play('slot'), playSchema('Spin the slot', SlotPlayRequest), async (request) => {
    const s = await player(request);
    checkFamily(s, 'slot');
    return ok(await playInstant(ctx, s, 'slot', stakeMinor(request.body.amount, limits), {}));
  });
  app.post(play('mines'), playSchema('Start a mines round', MinesPlayRequest), async (request) => {
    const s = await player(request);
    checkFamily(s, 'mines');
    return ok(await playMines(ctx, s, stakeMinor(request.body.amount, limits), request.body.mines));
  });
  app.post(
    path(FAIR_VENDOR_PATHS.minesReveal),
    playSchema('Reveal a tile', MinesRevealRequest),
    async (request) =>
      ok(await revealTile(ctx, await player(request), request.body.roundId, request.body.tile)),
  );
  app.post(
    path(FAIR_VENDOR_PATHS.minesCashout),
    playSchema('Cash out', MinesCashoutRequest),
    async (request) => ok(await cashOut(ctx, await player(request), request.body.roundId)),
  );
}

function roundRoutes(app: App, { options, ctx, path, session }: Vendor) {
  app.get(
    path(FAIR_VENDOR_PATHS.round),
    {
      schema: {
        tags,
        summary: 'A round to verify: public once its seed is revealed, else its player only',
        params: RoundParams,
        response: responses(FairRoundView, ['GAME_NOT_FOUND', ...SESSION_ERRORS]),
      },
    },
    async (request) =>
      ok(
        await roundForVerify(ctx, options.provider, request.params.id, () =>
          bearerOf(request.headers.authorization) ? session(request) : Promise.resolve(null),
        ),
      ),
  );
  app.get(
    path(FAIR_VENDOR_PATHS.rounds),
    {
      schema: {
        tags,
        summary: "The player's latest rounds, newest first",
        security: SECURITY,
        querystring: FairRoundsQuery,
        response: responses(FairRoundsResponse, SESSION_ERRORS),
      },
    },
    async (request) => ok(await playerRounds(ctx, await session(request), request.query.before)),
  );
}
