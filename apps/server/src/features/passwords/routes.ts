import {
  ChangePasswordRequest,
  ErrorEnvelope,
  ForgotPasswordEmailRequest,
  PhoneResetRequest,
  PhoneResetResponse,
  ResetLinkCheckRequest,
  ResetLinkCheckResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  successEnvelope,
} from '@lobby/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { sessionMember } from '../../plugins/session.ts';
import type { EmailProvider } from '../../providers/email/email-provider.ts';
import { backgroundTasks } from './background.ts';
import {
  changePassword,
  checkResetLink,
  forgotPassword,
  type PasswordsContext,
  passwordCounters,
  resetPassword,
  resetPasswordByPhone,
} from './service.ts';

export interface PasswordsRoutesOptions {
  db: Db;
  email: EmailProvider;
  /** Shares the rate-limit counts across nodes when REDIS_URL is set. */
  redis?: Redis | undefined;
  sessions: PasswordsContext['sessions'];
}

const origin = (request: FastifyRequest) => ({
  ip: request.ip,
  protocol: request.protocol,
  host: request.host,
});

export async function passwordsRoutes(
  scope: FastifyInstance,
  { db, email, redis, sessions }: PasswordsRoutesOptions,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const ctx: PasswordsContext = {
    db,
    sessions,
    email,
    counters: passwordCounters(redis),
    later: backgroundTasks(scope),
  };

  app.post(
    '/api/passwords/forgot',
    {
      schema: {
        tags: ['passwords'],
        summary:
          'Forgot password by e-mail (spec 2.7, 7): form-encoded or JSON; the same answer whether or not the pair matched',
        body: ForgotPasswordEmailRequest,
        response: { 200: successEnvelope(z.null()), 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request) => {
      await forgotPassword(ctx, request.body, origin(request));
      return { success: true as const, value: null };
    },
  );

  app.post(
    '/api/passwords/reset/check',
    {
      schema: {
        tags: ['passwords'],
        summary: 'Whose password an e-mailed reset link resets, while it is live',
        body: ResetLinkCheckRequest,
        response: { 200: successEnvelope(ResetLinkCheckResponse), 400: ErrorEnvelope },
      },
    },
    async (request) => ({ success: true as const, value: await checkResetLink(db, request.body.token) }),
  );

  app.post(
    '/api/passwords/reset',
    {
      schema: {
        tags: ['passwords'],
        summary: 'Set a new password with an e-mailed link (single use); every session ends',
        body: ResetPasswordRequest,
        response: { 200: successEnvelope(ResetPasswordResponse), 400: ErrorEnvelope },
      },
    },
    async (request) => ({ success: true as const, value: await resetPassword(ctx, request.body) }),
  );

  app.post(
    '/api/passwords/phone',
    {
      schema: {
        tags: ['passwords'],
        summary:
          "Set password by phone (spec 2.7, 3) with an SMS code of purpose 'reset'; every session ends",
        body: PhoneResetRequest,
        response: {
          200: successEnvelope(PhoneResetResponse),
          400: ErrorEnvelope,
          403: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
    },
    async (request) => ({
      success: true as const,
      value: await resetPasswordByPhone(ctx, request.body, request.ip),
    }),
  );

  app.post(
    '/api/passwords/change',
    {
      // Before the body is validated, so a caller without a session learns nothing of it.
      preValidation: app.requireMember,
      schema: {
        tags: ['passwords'],
        summary: 'Change password, passWordChangeV2 (spec 2.8, 3, 5); the other sessions end',
        security: [{ memberSession: [] }],
        body: ChangePasswordRequest,
        response: {
          200: successEnvelope(z.null()),
          400: ErrorEnvelope,
          401: ErrorEnvelope,
          403: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      await changePassword(ctx, sessionMember(request), request.body);
      return { success: true as const, value: null };
    },
  );
}
