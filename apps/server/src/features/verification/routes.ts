import {
  CaptchaResponse,
  ErrorEnvelope,
  SmsCodeRequest,
  SmsCodeResponse,
  successEnvelope,
} from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { issueCaptcha, sendSmsCode } from './service.ts';

export interface VerificationRoutesOptions {
  db: Db;
  sms: SmsProvider;
}

export async function verificationRoutes(scope: FastifyInstance, { db, sms }: VerificationRoutesOptions) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/verification/captcha',
    {
      schema: {
        tags: ['verification'],
        summary: 'A new captcha: base64 PNG and its id (spec 7 "captcha")',
        response: { 200: successEnvelope(CaptchaResponse), 503: ErrorEnvelope },
      },
    },
    async (_request, reply) => {
      const { captchaId, image } = await issueCaptcha(db);
      // Each answer is a new captcha: no cache may hand the same one to two clients.
      reply.header('cache-control', 'no-store');
      return { success: true as const, value: { captchaId, image } };
    },
  );

  app.post(
    '/api/verification/sms-code',
    {
      schema: {
        tags: ['verification'],
        summary: 'Send an SMS verification code (spec 7 "send SMS code")',
        body: SmsCodeRequest,
        response: {
          200: successEnvelope(SmsCodeResponse),
          400: ErrorEnvelope,
          429: ErrorEnvelope,
          502: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { purpose, countryDialingCode, mobileNum } = request.body;
      const value = await sendSmsCode(db, sms, { purpose, countryDialingCode, mobileNum }, request.ip);
      return { success: true as const, value };
    },
  );
}
