import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type CheckoutOrder,
  GATEWAY_STATUSES,
  type GatewayNotification,
  type GatewayStatus,
  type PaymentGateway,
  type VerifyResult,
} from './gateway.ts';
import {
  SIGNATURE_HEADER,
  sign,
  signatureMatches,
  TIMESTAMP_HEADER,
  TIMESTAMP_WINDOW_SECONDS,
} from './signing.ts';

// The built-in sandbox gateway (issue 11): a real gateway on the same machine. Its checkout page
// is served by this server under SANDBOX_PATH (sandbox-page.ts), outside /api and /m, and its
// Pay and Cancel buttons make it post a signed notification to the callback, as a real gateway
// would. It keeps no table: the order it was given travels in the checkout URL, signed with the
// secret, so nobody can change the amount or open a checkout that was not created.

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_PATH = '/sandbox-gateway';

/** The order as the checkout URL carries it. */
export interface SandboxOrder {
  orderNo: string;
  amountMinor: number;
  currency: string;
  language: string;
  /** Where the member goes back to once the notification is delivered (a path of this server). */
  returnPath: string;
}

const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function orderToken(secret: string, order: SandboxOrder): string {
  const text = `${order.orderNo}|${order.amountMinor}|${order.currency}|${order.language}|${order.returnPath}`;
  return createHmac('sha256', secret).update(`checkout.${text}`).digest('hex');
}

/** The order of a checkout URL's query, if its token holds. */
export function readCheckout(secret: string, query: Record<string, string | undefined>): SandboxOrder | null {
  const { order: orderNo, amount, currency, lang, ret, token } = query;
  if (!orderNo || !amount || !currency || !token || !ret || !/^\d{1,15}$/.test(amount)) return null;
  // Only a path of this server: the page never sends a member to another site.
  if (!ret.startsWith('/') || ret.startsWith('//')) return null;
  const order = { orderNo, amountMinor: Number(amount), currency, language: lang ?? 'en', returnPath: ret };
  const expected = Buffer.from(orderToken(secret, order));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? order : null;
}

/** The notification the sandbox sends for a member's choice: body and headers, signed. */
export function sandboxNotification(
  secret: string,
  order: SandboxOrder,
  status: GatewayStatus,
  now = Date.now(),
) {
  const timestamp = Math.floor(now / 1000);
  const body = JSON.stringify({
    notificationId: randomUUID(),
    orderNo: order.orderNo,
    status,
    amountMinor: order.amountMinor,
    currency: order.currency,
    timestamp,
  });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: sign(secret, timestamp, body),
    },
  };
}

function parseNotification(rawBody: Buffer): GatewayNotification | null {
  let data: unknown;
  try {
    data = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const n = data as Record<string, unknown>;
  const ok =
    typeof n.notificationId === 'string' &&
    n.notificationId.length > 0 &&
    n.notificationId.length <= 100 &&
    typeof n.orderNo === 'string' &&
    n.orderNo.length <= 40 &&
    GATEWAY_STATUSES.includes(n.status as GatewayStatus) &&
    Number.isSafeInteger(n.amountMinor) &&
    typeof n.currency === 'string' &&
    Number.isSafeInteger(n.timestamp);
  return ok ? (n as unknown as GatewayNotification) : null;
}

export function sandboxGateway(secret: string, now: () => number = Date.now): PaymentGateway {
  return {
    name: SANDBOX_PROVIDER,
    async createCheckout(order: CheckoutOrder) {
      const carried: SandboxOrder = {
        orderNo: order.orderNo,
        amountMinor: order.amountMinor,
        currency: order.currency,
        language: order.language,
        returnPath: order.returnPath,
      };
      const query = new URLSearchParams({
        order: carried.orderNo,
        amount: String(carried.amountMinor),
        currency: carried.currency,
        lang: carried.language,
        ret: carried.returnPath,
        token: orderToken(secret, carried),
      });
      return { checkoutUrl: `${SANDBOX_PATH}/checkout?${query}` };
    },
    verifyNotification(rawBody, headers): VerifyResult {
      const timestampText = headerOf(headers, TIMESTAMP_HEADER) ?? '';
      const signature = headerOf(headers, SIGNATURE_HEADER) ?? '';
      if (!/^\d{1,12}$/.test(timestampText)) return { ok: false, reason: 'bad-signature' };
      const timestamp = Number(timestampText);
      if (!signatureMatches(secret, timestamp, rawBody, signature))
        return { ok: false, reason: 'bad-signature' };
      if (Math.abs(now() / 1000 - timestamp) > TIMESTAMP_WINDOW_SECONDS)
        return { ok: false, reason: 'stale' };
      const notification = parseNotification(rawBody);
      // The body's timestamp must be the signed one: one notification, one moment.
      if (!notification || notification.timestamp !== timestamp) return { ok: false, reason: 'invalid' };
      return { ok: true, notification };
    },
  };
}
