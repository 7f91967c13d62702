import {
  ErrorEnvelope,
  LoginRequest,
  LoginResponse,
  MemberInfo,
  RegisterRequest,
  successEnvelope,
  TrialRequest,
  TrialResponse,
} from '@lobby/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { SessionCache } from '../../core/session-cache.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { sessionMember } from '../../plugins/session.ts';
import { type AccountLimitSettings, type AttemptCounterFactory, accountLimits } from './limits.ts';
import { login, logout } from './login.ts';
import { renewSession } from './member.ts';
import { memberRoutes } from './member-routes.ts';
import { register } from './registration.ts';
import { createTrial } from './trial.ts';

export interface AccountsRoutesOptions {
  db: Db;
  /** Attempt counters for the rate limits (in memory, or Redis when REDIS_URL is set). */
  attemptCounter: AttemptCounterFactory;
  /** Overrides ACCOUNT_LIMITS (limits.ts). */
  limits?: AccountLimitSettings;
  /** Tells every node's session cache about a logout. */
  sessions: Pick<SessionCache, 'memberChanged'>;
}

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const ok = <T>(value: T) => ({ success: true as const, value });
const session = { tags: ['accounts'], security: [{ memberSession: [] }] };

export async function accountsRoutes(scope: FastifyInstance, options: AccountsRoutesOptions) {
  const { db } = options;
  const limits = accountLimits(options.attemptCounter, options.limits);
  const app = scope.withTypeProvider<ZodTypeProvider>();

  // A 429 of the account limits says when to come back (issue 3 "Rate limits").
  app.addHook('onError', async (_request, reply, error) => {
    const retryAfter = error instanceof AppError ? error.value?.retryAfter : undefined;
    if (error instanceof AppError && error.code === 'RATE_LIMITED' && typeof retryAfter === 'number') {
      reply.header('retry-after', String(retryAfter));
    }
  });

  app.put(
    '/api/accounts/register',
    {
      preValidation: app.requireEncryptedBody,
      schema: {
        tags: ['accounts'],
        summary: 'Register by username or mobile number and log in (spec 2.6, 3, 7); encrypted body',
        body: RegisterRequest,
        response: {
          200: successEnvelope(LoginResponse),
          400: ErrorEnvelope,
          403: ErrorEnvelope,
          409: ErrorEnvelope,
          413: ErrorEnvelope,
          429: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request) => ok(await register(db, limits, request.body, meta(request))),
  );

  app.post(
    '/api/accounts/login',
    {
      preValidation: app.requireEncryptedBody,
      schema: {
        tags: ['accounts'],
        summary: 'Log in by username or SMS code (spec 2.5, 3, 7 "login"); encrypted body',
        body: LoginRequest,
        response: {
          200: successEnvelope(LoginResponse),
          400: ErrorEnvelope,
          401: ErrorEnvelope,
          403: ErrorEnvelope,
          404: ErrorEnvelope,
          413: ErrorEnvelope,
          429: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request) => ok(await login(db, limits, request.body, meta(request))),
  );

  app.post(
    '/api/accounts/trial',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Trial play: a new trial member with demo credit, logged in (spec 2.5, 3, 7)',
        body: TrialRequest,
        response: {
          200: successEnvelope(TrialResponse),
          400: ErrorEnvelope,
          429: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request) => ok(await createTrial(db, limits, meta(request))),
  );

  app.delete(
    '/api/accounts/session',
    {
      preHandler: app.requireMember,
      schema: {
        ...session,
        summary: 'Log out: revoke this session (spec 7 "logout")',
        response: { 200: successEnvelope(z.null()), 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request) => {
      await logout(db, options.sessions, sessionMember(request));
      return ok(null);
    },
  );

  app.post(
    '/api/accounts/session/renew',
    {
      preHandler: app.requireMember,
      schema: {
        ...session,
        summary: 'Renew the session and answer member info (spec 2.4, 7 "member info (and renew)")',
        response: {
          200: successEnvelope(MemberInfo),
          401: ErrorEnvelope,
          403: ErrorEnvelope,
          404: ErrorEnvelope,
        },
      },
    },
    async (request) => ok(await renewSession(db, sessionMember(request))),
  );

  memberRoutes(app, db);
}
