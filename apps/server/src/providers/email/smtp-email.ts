import { createTransport } from 'nodemailer';
import type { DbOrTx } from '../../db/client.ts';
import { deliverAndRecord, type ProviderLog } from '../outbox.ts';
import type { EmailProvider } from './email-provider.ts';

export interface SmtpEmailOptions {
  /** smtp:// or smtps:// URL, credentials included (SMTP_URL). */
  url: string;
  from: string;
}

/** Sends through nodemailer; the outbox keeps the text body, never the SMTP credentials. */
export function smtpEmail(db: DbOrTx, log: ProviderLog, options: SmtpEmailOptions): EmailProvider {
  const transport = createTransport(options.url);
  return {
    name: 'smtp',
    send: ({ to, subject, text, html, purpose }) =>
      deliverAndRecord(
        db,
        log,
        { channel: 'email', recipient: to, subject, body: text, purpose, provider: 'smtp' },
        async () => {
          await transport.sendMail({ from: options.from, to, subject, text, ...(html ? { html } : {}) });
        },
      ),
  };
}
