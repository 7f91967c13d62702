import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { providersFromConfig } from './from-config.ts';
import type { ProviderLog } from './outbox.ts';

// Construction only: no message is sent, so no database is needed.
const db = {} as DbOrTx;
const log = {} as ProviderLog;

describe('provider choice (issue 3 "Providers")', () => {
  it('uses the outbox for both channels when nothing is configured', () => {
    const config = loadConfig({});
    expect(config.mailFrom).toBe('Lobby <no-reply@lobby.example>');
    const { sms, email } = providersFromConfig(config, db, log);
    expect([sms.name, email.name]).toEqual(['outbox', 'outbox']);
  });

  it('uses SMTP and the HTTP gateway when their variables are set', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pw@smtp.example:465',
      MAIL_FROM: 'Lucky Lantern <hi@lucky.example>',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      SMS_GATEWAY_TOKEN: 'tok',
    });
    expect(config).toMatchObject({ mailFrom: 'Lucky Lantern <hi@lucky.example>', smsGatewayToken: 'tok' });
    const { sms, email } = providersFromConfig(config, db, log);
    expect([sms.name, email.name]).toEqual(['http-gateway', 'smtp']);
  });

  it.each([
    [
      'SMTP_URL',
      'http://smtp.example',
      /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL \(got "19 characters"\)$/,
    ],
    [
      'SMS_GATEWAY_URL',
      'sms.example/send',
      /^Invalid configuration: SMS_GATEWAY_URL must be an http:\/\/ or https:\/\/ URL \(got "sms.example\/send"\)$/,
    ],
  ])('refuses a bad %s in one line, hiding credentials', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
