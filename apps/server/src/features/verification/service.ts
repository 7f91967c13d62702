import { randomBytes } from 'node:crypto';
import { type CaptchaResponse, type SmsCodeResponse, VERIFICATION } from '@lobby/shared';
import { appError, merchantNotConfigured } from '../../core/errors.ts';
import { requireMerchantConfig } from '../../core/merchant-config.ts';
import { captchaHash, type SmsCodeKey, smsCodeHash } from '../../core/verification.ts';
import type { Db } from '../../db/client.ts';
import { renderCaptcha } from '../../lib/captcha-image.ts';
import { randomDigits } from '../../lib/random-digits.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import * as q from './queries.ts';
import { SMS_PURPOSE_METHOD, smsPurposeOpen } from './sms-purposes.ts';

/**
 * A new captcha (spec 7): the image for the member, the hashed answer for us. `code` is for
 * tests and server-side callers only; the route answers { captchaId, image, expiresInSeconds }.
 */
export async function issueCaptcha(
  db: Db,
  lifetimeSeconds: number = VERIFICATION.captchaLifetimeSeconds,
): Promise<CaptchaResponse & { code: string }> {
  const code = randomDigits(VERIFICATION.captchaLength);
  const captchaId = randomBytes(16).toString('base64url');
  await q.insertCaptcha(db, captchaId, captchaHash(captchaId, code), lifetimeSeconds);
  const image = renderCaptcha(code).toString('base64');
  return { captchaId, image, expiresInSeconds: lifetimeSeconds, code };
}

export function smsText(merchant: string, code: string): string {
  return `${merchant}: your verification code is ${code}. It expires in ${VERIFICATION.smsCodeExpiredMinutes} minutes.`;
}

/**
 * Sends a code (issue 3 "SMS codes"): at most one per number and purpose per resend window
 * (the web's countdown, decision 010), and daily caps per number and per IP, all counted in sms_code so they hold across nodes; only for a
 * purpose whose method the merchant has switched on.
 */
export async function sendSmsCode(
  db: Db,
  sms: SmsProvider,
  key: SmsCodeKey,
  ip: string,
): Promise<SmsCodeResponse> {
  // Before anything is written or sent: a switched-off method gets no code (issue 8 item 15).
  const { whitelabel } = await requireMerchantConfig(db);
  if (!smsPurposeOpen(key.purpose, whitelabel)) {
    throw appError('FORBIDDEN', `Sorry, ${SMS_PURPOSE_METHOD[key.purpose]} is not available on this site.`, {
      field: 'purpose',
    });
  }
  const code = randomDigits(VERIFICATION.smsCodeLength);
  const { id, merchant } = await db.transaction(async (tx) => {
    await q.lockNumber(tx, key);
    const wait = await q.secondsUntilResend(tx, key);
    if (wait > 0) {
      throw appError('SMS_TOO_SOON', `Please wait ${wait} seconds before requesting another code.`, {
        retryAfter: wait,
      });
    }
    const { perNumber, perIp } = await q.codesInLastDay(tx, key, ip);
    const over = [
      ...(perNumber.n >= VERIFICATION.smsDailyPerNumber ? [perNumber.wait] : []),
      ...(perIp.n >= VERIFICATION.smsDailyPerIp ? [perIp.wait] : []),
    ];
    if (over.length > 0) {
      throw appError('SMS_DAILY_LIMIT', 'Too many codes requested today; try again tomorrow.', {
        retryAfter: Math.max(1, ...over),
      });
    }
    const merchant = await q.merchantName(tx);
    if (!merchant) throw merchantNotConfigured();
    return { id: await q.insertSmsCode(tx, key, smsCodeHash(key, code), ip), merchant };
  });
  const result = await sms.send({
    to: `${key.countryDialingCode}${key.mobileNum}`,
    text: smsText(merchant, code),
    purpose: `sms-${key.purpose}`,
  });
  if (result.status === 'failed') {
    // An undelivered code must not hold the member back for the resend window; the outbox keeps the failure.
    await q.deleteSmsCode(db, id);
    throw appError('SMS_SEND_FAILED', 'The SMS could not be sent; try again.');
  }
  return { expiredMinutes: VERIFICATION.smsCodeExpiredMinutes };
}
