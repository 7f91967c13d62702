import {
  API_PATHS,
  BankCard,
  BankCardIdParams,
  BankCardsResponse,
  BanksResponse,
  BindBankCardRequest,
  BindEmailRequest,
  ChangePaymentPasswordRequest,
  ResetPaymentPasswordRequest,
  SecurityOverview,
  SecurityQuestionsResponse,
  SetPaymentPasswordRequest,
  SetSecurityQuestionsRequest,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { AttemptCounterFactory } from '../../core/rate-limits.ts';
import type { Db } from '../../db/client.ts';
import type { PublicSite } from '../../lib/public-site.ts';
import { ok, responses } from '../../lib/responses.ts';
import { MEMBER_SECURITY, REAL_MEMBER_ERRORS, sessionMember } from '../../plugins/session.ts';
import type { EmailProvider } from '../../providers/email/email-provider.ts';
import { bindBankCard, listBankCards, listBanks, removeBankCard } from './bank-cards.ts';
import { type SecurityContext, securityCounters } from './context.ts';
import { requestEmailBind, verifyEmailBind } from './email-bind.ts';
import { securityOverview } from './overview.ts';
import { changePaymentPassword, resetPaymentPassword, setPaymentPassword } from './payment-password.ts';
import { securityQuestions, setSecurityQuestions } from './questions.ts';

// The security centre (spec 2.1 /m/securityCenter, 6, 7; issue 11). Every call but the e-mail
// link is for real members only: a trial member is refused with spec 6's message.

export interface SecurityRoutesOptions {
  db: Db;
  email: EmailProvider;
  attemptCounter: AttemptCounterFactory;
  site: PublicSite;
}

const session = { tags: ['security'], security: MEMBER_SECURITY };
const errors = [...REAL_MEMBER_ERRORS, 'VALIDATION_ERROR'] as const;
const PASSWORD_ERRORS = [...errors, 'PASSWORD_CONFIRM_MISMATCH', 'RATE_LIMITED'] as const;

export async function securityRoutes(scope: FastifyInstance, options: SecurityRoutesOptions) {
  const ctx: SecurityContext = {
    db: options.db,
    email: options.email,
    site: options.site,
    counters: securityCounters(options.attemptCounter),
  };
  overviewAndPaymentPasswordRoutes(scope, ctx);
  bankCardRoutes(scope, ctx);
  emailAndQuestionRoutes(scope, ctx);
}

/** The overview and the payment password (set, change, reset). */
function overviewAndPaymentPasswordRoutes(scope: FastifyInstance, ctx: SecurityContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // Before the body is validated, so a caller without a session learns nothing of it.
  const real = { preValidation: app.requireRealMember };
  app.get(
    API_PATHS.security,
    {
      ...real,
      schema: {
        ...session,
        summary: 'What is set, masked (issue 11 "security overview")',
        response: responses(SecurityOverview, errors),
      },
    },
    async (request) => ok(await securityOverview(db, sessionMember(request).id)),
  );

  app.post(
    API_PATHS.securityPaymentPassword,
    {
      ...real,
      schema: {
        ...session,
        summary: 'Set the payment password when none is set; the login password is the proof',
        body: SetPaymentPasswordRequest,
        response: responses(z.null(), [
          ...PASSWORD_ERRORS,
          'LOGIN_PASSWORD_WRONG',
          'PAYMENT_PASSWORD_ALREADY_SET',
        ]),
      },
    },
    async (request) => {
      await setPaymentPassword(ctx, sessionMember(request).id, request.body);
      return ok(null);
    },
  );

  app.put(
    API_PATHS.securityPaymentPassword,
    {
      ...real,
      schema: {
        ...session,
        summary: 'Change the payment password with the old one (wrong tries rate-limited)',
        body: ChangePaymentPasswordRequest,
        response: responses(z.null(), [
          ...PASSWORD_ERRORS,
          'PAYMENT_PASSWORD_WRONG',
          'PAYMENT_PASSWORD_NOT_SET',
          'PASSWORD_SAME_AS_OLD',
        ]),
      },
    },
    async (request) => {
      await changePaymentPassword(ctx, sessionMember(request).id, request.body);
      return ok(null);
    },
  );

  app.post(
    API_PATHS.securityPaymentPasswordReset,
    {
      ...real,
      schema: {
        ...session,
        summary:
          "Reset a forgotten payment password: an SMS code (purpose 'payment') or the security answers",
        body: ResetPaymentPasswordRequest,
        response: responses(z.null(), [
          ...PASSWORD_ERRORS,
          'NOT_FOUND',
          'MOBILE_NOT_BOUND',
          'SMS_CODE_INVALID',
          'SMS_CODE_EXPIRED',
          'SMS_CODE_TOO_MANY_TRIES',
          'SECURITY_QUESTIONS_NOT_SET',
          'SECURITY_ANSWERS_WRONG',
        ]),
      },
    },
    async (request) => {
      await resetPaymentPassword(ctx, sessionMember(request).id, request.body);
      return ok(null);
    },
  );
}

/** The bank list and the member's cards. */
function bankCardRoutes(scope: FastifyInstance, ctx: SecurityContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // Before the body is validated, so a caller without a session learns nothing of it.
  const real = { preValidation: app.requireRealMember };
  app.get(
    API_PATHS.securityBanks,
    {
      ...real,
      schema: {
        ...session,
        summary: "The merchant's banks and wallets a card may be bound to",
        response: responses(BanksResponse, errors),
      },
    },
    async () => ok(await listBanks(db)),
  );

  app.get(
    API_PATHS.securityBankCards,
    {
      ...real,
      schema: {
        ...session,
        summary: "The member's bound cards, masked",
        response: responses(BankCardsResponse, errors),
      },
    },
    async (request) => ok(await listBankCards(db, sessionMember(request).id)),
  );

  app.post(
    API_PATHS.securityBankCards,
    {
      ...real,
      schema: {
        ...session,
        summary: "Bind a card: the first fixes the payee name; up to the operator's limit",
        body: BindBankCardRequest,
        response: responses(BankCard, [
          ...errors,
          'NOT_FOUND',
          'PAYEE_NAME_MISMATCH',
          'BANK_CARD_LIMIT',
          'BANK_CARD_DUPLICATE',
        ]),
      },
    },
    async (request) => ok(await bindBankCard(db, sessionMember(request).id, request.body)),
  );
}

/** E-mail bind and security questions. */
function emailAndQuestionRoutes(scope: FastifyInstance, ctx: SecurityContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // Before the body is validated, so a caller without a session learns nothing of it.
  const real = { preValidation: app.requireRealMember };
  app.delete(
    API_PATHS.securityBankCard,
    {
      ...real,
      schema: {
        ...session,
        summary: "Remove one of the member's cards (404 for anyone else's); answers the cards left",
        params: BankCardIdParams,
        response: responses(BankCardsResponse, [...errors, 'NOT_FOUND']),
      },
    },
    async (request) => ok(await removeBankCard(db, sessionMember(request).id, request.params.id)),
  );

  app.post(
    API_PATHS.securityEmail,
    {
      ...real,
      schema: {
        ...session,
        summary: 'Send a link that binds this e-mail address once opened',
        body: BindEmailRequest,
        response: responses(VerifyEmailResponse, [...errors, 'RATE_LIMITED', 'SERVICE_UNAVAILABLE']),
      },
    },
    async (request) => ok(await requestEmailBind(ctx, sessionMember(request).id, request.body.email)),
  );

  app.post(
    API_PATHS.securityEmailVerify,
    {
      schema: {
        tags: ['security'],
        summary: 'Open an e-mail bind link: single use, expires; the token is the proof (decision 057)',
        body: VerifyEmailRequest,
        response: responses(VerifyEmailResponse, ['VALIDATION_ERROR', 'EMAIL_LINK_INVALID']),
      },
    },
    async (request) => ok(await verifyEmailBind(db, request.body.token)),
  );

  app.get(
    API_PATHS.securityQuestions,
    {
      ...real,
      schema: {
        ...session,
        summary: 'Which security questions the member chose',
        response: responses(SecurityQuestionsResponse, errors),
      },
    },
    async (request) => ok(await securityQuestions(ctx, sessionMember(request).id)),
  );

  app.put(
    API_PATHS.securityQuestions,
    {
      ...real,
      schema: {
        ...session,
        summary: 'Set two security questions and answers, with the login password',
        body: SetSecurityQuestionsRequest,
        response: responses(SecurityQuestionsResponse, [...errors, 'LOGIN_PASSWORD_WRONG', 'RATE_LIMITED']),
      },
    },
    async (request) => ok(await setSecurityQuestions(ctx, sessionMember(request).id, request.body)),
  );
}
