import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import type { EmailProvider } from './email/email-provider.ts';
import { outboxEmail } from './email/outbox-email.ts';
import { smtpEmail } from './email/smtp-email.ts';
import type { ProviderLog } from './outbox.ts';
import { httpSmsGateway } from './sms/http-sms-gateway.ts';
import { outboxSms } from './sms/outbox-sms.ts';
import type { SmsProvider } from './sms/sms-provider.ts';

export interface Providers {
  sms: SmsProvider;
  email: EmailProvider;
}

type ProviderConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'smsGatewayUrl' | 'smsGatewayToken'>;

/** The real adapters when their variables are set, else the built-in outbox (issue 3). */
export function providersFromConfig(config: ProviderConfig, db: DbOrTx, log: ProviderLog): Providers {
  return {
    sms: config.smsGatewayUrl
      ? httpSmsGateway(db, log, { url: config.smsGatewayUrl, token: config.smsGatewayToken })
      : outboxSms(db, log),
    email: config.smtpUrl
      ? smtpEmail(db, log, { url: config.smtpUrl, from: config.mailFrom })
      : outboxEmail(db, log),
  };
}
