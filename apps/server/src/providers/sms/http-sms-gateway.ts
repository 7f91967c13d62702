import type { DbOrTx } from '../../db/client.ts';
import { deliverAndRecord, type ProviderLog } from '../outbox.ts';
import type { SmsProvider } from './sms-provider.ts';

export interface HttpSmsGatewayOptions {
  url: string;
  token: string | undefined;
  timeoutMs?: number;
}

/**
 * A generic HTTP gateway: POST JSON { to, text } with a bearer token; any 2xx is sent, anything
 * else (or no answer within 5 s) is failed. Most SMS vendors offer, or sit behind, such a hook.
 */
export function httpSmsGateway(db: DbOrTx, log: ProviderLog, options: HttpSmsGatewayOptions): SmsProvider {
  const timeoutMs = options.timeoutMs ?? 5000;
  return {
    name: 'http-gateway',
    send: ({ to, text, purpose }) =>
      deliverAndRecord(
        db,
        log,
        { channel: 'sms', recipient: to, body: text, purpose, provider: 'http-gateway' },
        async () => {
          const response = await fetch(options.url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            },
            body: JSON.stringify({ to, text }),
            signal: AbortSignal.timeout(timeoutMs),
          });
          // Drain the body so the connection is released; its text is the vendor's, not ours.
          await response.arrayBuffer().catch(() => undefined);
          if (!response.ok) throw new Error(`the SMS gateway answered HTTP ${response.status}`);
        },
      ),
  };
}
