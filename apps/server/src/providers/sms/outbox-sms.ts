import type { DbOrTx } from '../../db/client.ts';
import { deliverAndRecord, type ProviderLog } from '../outbox.ts';
import type { SmsProvider } from './sms-provider.ts';

/** The built-in provider: the outbox table and the log are the delivery (issue 3 "Providers"). */
export function outboxSms(db: DbOrTx, log: ProviderLog): SmsProvider {
  return {
    name: 'outbox',
    send: ({ to, text, purpose }) =>
      deliverAndRecord(db, log, { channel: 'sms', recipient: to, body: text, purpose, provider: 'outbox' }),
  };
}
