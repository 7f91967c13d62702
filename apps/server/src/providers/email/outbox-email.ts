import type { DbOrTx } from '../../db/client.ts';
import { deliverAndRecord, type ProviderLog } from '../outbox.ts';
import type { EmailProvider } from './email-provider.ts';

/** The built-in provider: the outbox table and the log are the delivery (issue 3 "Providers"). */
export function outboxEmail(db: DbOrTx, log: ProviderLog): EmailProvider {
  return {
    name: 'outbox',
    send: ({ to, subject, text, purpose }) =>
      deliverAndRecord(db, log, {
        channel: 'email',
        recipient: to,
        subject,
        body: text,
        purpose,
        provider: 'outbox',
      }),
  };
}
