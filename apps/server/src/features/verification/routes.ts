import { API_PATHS, CaptchaResponse, SmsCodeRequest, SmsCodeResponse } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { issueCaptcha, sendSmsCode } from './service.ts';

export interface VerificationRoutesOptions {
  db: Db;
  sms: SmsProvider;
  /** CAPTCHA_LIFETIME_SECONDS; VERIFICATION.captchaLifetimeSeconds unless configured. */
  captchaLifetimeSeconds?: number;
}

export async function verificationRoutes(
  scope: FastifyInstance,
  { db, sms, captchaLifetimeSeconds }: VerificationRoutesOptions,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.captcha,
    {
      schema: {
        tags: ['verification'],
        summary: 'A new captcha: base64 PNG, its id and lifetime (spec 7 "captcha"); one answer uses it up',
        response: responses(CaptchaResponse, ['SERVICE_UNAVAILABLE']),
      },
    },
    async (_request, reply) => {
      const { captchaId, image, expiresInSeconds } = await issueCaptcha(db, captchaLifetimeSeconds);
      // Each answer is a new captcha: no cache may hand the same one to two clients.
      reply.header('cache-control', 'no-store');
      return ok({ captchaId, image, expiresInSeconds });
    },
  );

  app.post(
    API_PATHS.smsCode,
    {
      schema: {
        tags: ['verification'],
        summary: 'Send an SMS verification code (spec 7 "send SMS code")',
        body: SmsCodeRequest,
        response: responses(SmsCodeResponse, [
          'VALIDATION_ERROR',
          'FORBIDDEN',
          'SMS_TOO_SOON',
          'SMS_DAILY_LIMIT',
          'SMS_SEND_FAILED',
          'SERVICE_UNAVAILABLE',
        ]),
      },
    },
    async (request) => {
      const { purpose, countryDialingCode, mobileNum } = request.body;
      return ok(await sendSmsCode(db, sms, { purpose, countryDialingCode, mobileNum }, request.ip));
    },
  );
}
