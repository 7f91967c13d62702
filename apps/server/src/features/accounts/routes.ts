import {
  ErrorEnvelope,
  LoginRequest,
  LoginResponse,
  MemberInfo,
  RegisterRequest,
  successEnvelope,
} from '@lobby/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Db } from '../../db/client.ts';
import type { AttemptCounter } from '../../lib/attempt-counter.ts';
import { sessionMember } from '../../plugins/session.ts';
import { login, logout, memberInfo, register } from './service.ts';

export interface AccountsRoutesOptions {
  db: Db;
  /** Failed logins per username and IP (in memory, or Redis when REDIS_URL is set). */
  loginAttempts: AttemptCounter;
}

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export async function accountsRoutes(scope: FastifyInstance, { db, loginAttempts }: AccountsRoutesOptions) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/api/accounts/register',
    {
      preValidation: app.requireEncryptedBody,
      schema: {
        tags: ['accounts'],
        summary: 'Register by username and log in (spec 2.6, 3, 7 "register"); encrypted body',
        body: RegisterRequest,
        response: {
          200: successEnvelope(LoginResponse),
          400: ErrorEnvelope,
          409: ErrorEnvelope,
          413: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request) => ({ success: true as const, value: await register(db, request.body, meta(request)) }),
  );

  app.post(
    '/api/accounts/login',
    {
      preValidation: app.requireEncryptedBody,
      schema: {
        tags: ['accounts'],
        summary: 'Log in by username (spec 3, 7 "login"); encrypted body',
        body: LoginRequest,
        response: {
          200: successEnvelope(LoginResponse),
          400: ErrorEnvelope,
          401: ErrorEnvelope,
          403: ErrorEnvelope,
          413: ErrorEnvelope,
        },
      },
    },
    async (request) => ({
      success: true as const,
      value: await login(db, loginAttempts, request.body, meta(request)),
    }),
  );

  app.delete(
    '/api/accounts/session',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['accounts'],
        summary: 'Log out: revoke this session (spec 7 "logout")',
        security: [{ memberSession: [] }],
        response: { 200: successEnvelope(z.null()), 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request) => {
      await logout(db, sessionMember(request).sessionId);
      return { success: true as const, value: null };
    },
  );

  app.get(
    '/api/accounts/member',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['accounts'],
        summary: 'Member info (spec 3 "Member info", spec 7)',
        security: [{ memberSession: [] }],
        response: {
          200: successEnvelope(MemberInfo),
          401: ErrorEnvelope,
          403: ErrorEnvelope,
          404: ErrorEnvelope,
        },
      },
    },
    async (request) => ({ success: true as const, value: await memberInfo(db, sessionMember(request).id) }),
  );
}
