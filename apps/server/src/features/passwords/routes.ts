import {
  API_PATHS,
  ChangePasswordRequest,
  ForgotPasswordEmailRequest,
  PhoneResetRequest,
  PhoneResetResponse,
  ResetLinkCheckRequest,
  ResetLinkCheckResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
} from '@lobby/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { AttemptCounterFactory } from '../../core/rate-limits.ts';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { MEMBER_ERRORS, MEMBER_SECURITY, sessionMember } from '../../plugins/session.ts';
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
  /** The rate-limit counters (in memory, or Redis when REDIS_URL is set). */
  attemptCounter: AttemptCounterFactory;
  sessions: PasswordsContext['sessions'];
  /** PUBLIC_URL and PORT: the links' origin comes from them and the merchant, never the request. */
  site: PasswordsContext['site'];
}

/** What a new password may be refused with (issue 8 item 8: PASSWORD_TOO_WEAK, decision 033). */
const NEW_PASSWORD_ERRORS = ['VALIDATION_ERROR', 'PASSWORD_TOO_WEAK'] as const;

const origin = (request: FastifyRequest) => ({ ip: request.ip });

export async function passwordsRoutes(
  scope: FastifyInstance,
  { db, email, attemptCounter, sessions, site }: PasswordsRoutesOptions,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const ctx: PasswordsContext = {
    db,
    sessions,
    email,
    counters: passwordCounters(attemptCounter),
    later: backgroundTasks(scope),
    site,
  };

  app.post(
    API_PATHS.passwordForgot,
    {
      schema: {
        tags: ['passwords'],
        summary:
          'Forgot password by e-mail (spec 2.7, 7): form-encoded or JSON; the same answer whether or not the pair matched',
        body: ForgotPasswordEmailRequest,
        response: responses(z.null(), ['VALIDATION_ERROR', 'RATE_LIMITED']),
      },
    },
    async (request) => {
      await forgotPassword(ctx, request.body, origin(request));
      return ok(null);
    },
  );

  app.post(
    API_PATHS.passwordResetCheck,
    {
      schema: {
        tags: ['passwords'],
        summary: 'Whose password an e-mailed reset link resets, while it is live',
        body: ResetLinkCheckRequest,
        response: responses(ResetLinkCheckResponse, ['VALIDATION_ERROR', 'RESET_LINK_INVALID']),
      },
    },
    async (request) => ok(await checkResetLink(db, request.body.token)),
  );

  app.post(
    API_PATHS.passwordReset,
    {
      schema: {
        tags: ['passwords'],
        summary: 'Set a new password with an e-mailed link (single use); every session ends',
        body: ResetPasswordRequest,
        response: responses(ResetPasswordResponse, [...NEW_PASSWORD_ERRORS, 'RESET_LINK_INVALID']),
      },
    },
    async (request) => ok(await resetPassword(ctx, request.body)),
  );

  app.post(
    API_PATHS.passwordPhone,
    {
      schema: {
        tags: ['passwords'],
        summary:
          "Set password by phone (spec 2.7, 3) with an SMS code of purpose 'reset'; every session ends",
        body: PhoneResetRequest,
        response: responses(PhoneResetResponse, [
          ...NEW_PASSWORD_ERRORS,
          'SMS_CODE_INVALID',
          'MOBILE_NOT_REGISTERED',
          'ACCOUNT_DISABLED',
          'RATE_LIMITED',
        ]),
      },
    },
    async (request) => ok(await resetPasswordByPhone(ctx, request.body, request.ip)),
  );

  app.post(
    API_PATHS.passwordChange,
    {
      // Before the body is validated, so a caller without a session learns nothing of it.
      preValidation: app.requireMember,
      schema: {
        tags: ['passwords'],
        summary: 'Change password, passWordChangeV2 (spec 2.8, 3, 5); the other sessions end',
        security: MEMBER_SECURITY,
        body: ChangePasswordRequest,
        response: responses(z.null(), [
          ...MEMBER_ERRORS,
          'PASSWORD_TOO_WEAK',
          'OLD_PASSWORD_WRONG',
          'TRIAL_NOT_ALLOWED',
          'RATE_LIMITED',
        ]),
      },
    },
    async (request) => {
      await changePassword(ctx, sessionMember(request), request.body);
      return ok(null);
    },
  );
}
