import {
  API_PATHS,
  LoginRequest,
  LoginResponse,
  MemberInfo,
  RegisterRequest,
  TrialRequest,
  TrialResponse,
} from '@lobby/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { AttemptCounterFactory } from '../../core/rate-limits.ts';
import type { SessionCache } from '../../core/session-cache.ts';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { ENCRYPTED_BODY_ERRORS } from '../../plugins/encrypted-body.ts';
import { MEMBER_ERRORS, MEMBER_SECURITY, sessionMember } from '../../plugins/session.ts';
import { type AccountLimitSettings, accountLimits } from './limits.ts';
import { login, logout } from './login.ts';
import { renewSession } from './member.ts';
import { memberRoutes } from './member-routes.ts';
import { register } from './registration.ts';
import { rememberRoutes, withRememberCookie } from './remember-routes.ts';
import type { SessionMeta } from './service.ts';
import { createTrial } from './trial.ts';
import { trialRoutes } from './trial-routes.ts';

export interface AccountsRoutesOptions {
  db: Db;
  /** Attempt counters for the rate limits (in memory, or Redis when REDIS_URL is set). */
  attemptCounter: AttemptCounterFactory;
  /** Overrides ACCOUNT_LIMITS (limits.ts). */
  limits?: AccountLimitSettings;
  /** Tells every node's session cache about a logout, or sessions a login replaced. */
  sessions: Pick<SessionCache, 'memberChanged'>;
  /** PUBLIC_URL: an https origin makes the remember cookie Secure (decision 035). */
  publicUrl?: string | undefined;
}

/** A request's session details; the caches learn of sessions a login replaces (decisions/034). */
const requestMeta =
  (sessions: AccountsRoutesOptions['sessions']) =>
  (request: FastifyRequest): SessionMeta & { ip: string } => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    sessions,
  });
const tags = ['accounts'];

export async function accountsRoutes(scope: FastifyInstance, options: AccountsRoutesOptions) {
  const { db } = options;
  const limits = accountLimits(options.attemptCounter, options.limits);
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const meta = requestMeta(options.sessions);

  app.put(
    API_PATHS.register,
    {
      preValidation: app.requireEncryptedBody,
      schema: {
        tags,
        summary: 'Register by username or mobile number and log in (spec 2.6, 3, 7); encrypted body',
        body: RegisterRequest,
        response: responses(LoginResponse, [
          ...ENCRYPTED_BODY_ERRORS,
          'PASSWORD_TOO_WEAK',
          'INVITATION_CODE_INVALID',
          'SMS_CODE_INVALID',
          'FORBIDDEN',
          'USERNAME_TAKEN',
          'MOBILE_TAKEN',
          'RATE_LIMITED',
          'SERVICE_UNAVAILABLE',
        ]),
      },
    },
    async (request) => ok(await register(db, limits, request.body, meta(request))),
  );

  app.post(
    API_PATHS.login,
    {
      preValidation: app.requireEncryptedBody,
      schema: {
        tags,
        summary: 'Log in by username or SMS code (spec 2.5, 3, 7 "login"); encrypted body',
        body: LoginRequest,
        response: responses(LoginResponse, [
          ...ENCRYPTED_BODY_ERRORS,
          'CAPTCHA_REQUIRED',
          'LOGIN_FAILED',
          'ACCOUNT_DISABLED',
          'MOBILE_NOT_REGISTERED',
          'RATE_LIMITED',
          'SERVICE_UNAVAILABLE',
        ]),
      },
    },
    async (request, reply) => {
      // With the remember flag, login also issues this device's remember token (decision 035).
      const signedIn = await login(db, limits, request.body, {
        ...meta(request),
        remember: request.body.remember,
      });
      return ok(withRememberCookie(reply, options, signedIn));
    },
  );

  app.post(
    API_PATHS.trial,
    {
      schema: {
        tags,
        summary: 'Trial play: a new trial member with demo credit, logged in (spec 2.5, 3, 7)',
        body: TrialRequest,
        response: responses(TrialResponse, ['VALIDATION_ERROR', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE']),
      },
    },
    async (request) => ok(await createTrial(db, limits, meta(request))),
  );

  trialRoutes(app, db);
  sessionRoutes(app, options);
  memberRoutes(app, db);
  rememberRoutes(app, {
    db,
    attemptCounter: options.attemptCounter,
    publicUrl: options.publicUrl,
    sessions: options.sessions,
  });
}

/** Logout and renew: what a live session does with itself (spec 7). */
function sessionRoutes(app: FastifyInstance, options: AccountsRoutesOptions) {
  const { db } = options;
  app.delete(
    API_PATHS.session,
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        security: MEMBER_SECURITY,
        summary: 'Log out: revoke this session (spec 7 "logout")',
        response: responses(z.null(), MEMBER_ERRORS),
      },
    },
    async (request) => {
      await logout(db, options.sessions, sessionMember(request));
      return ok(null);
    },
  );

  app.post(
    API_PATHS.sessionRenew,
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        security: MEMBER_SECURITY,
        summary: 'Renew the session and answer member info (spec 2.4, 7 "member info (and renew)")',
        response: responses(MemberInfo, [...MEMBER_ERRORS, 'NOT_FOUND']),
      },
    },
    async (request) => ok(await renewSession(db, sessionMember(request))),
  );
}
