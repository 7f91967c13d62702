// A payment gateway behind one interface (issue 11 "an online payment gateway behind a provider
// interface"; docs/payment-gateway.md says how to plug in a real one). The cashier creates the
// order, asks the gateway where to send the member, and later applies what the gateway's signed
// notification says. Nothing here touches money: the cashier moves it through core/ledger.ts.

/** What the gateway's notification says became of an order. */
export const GATEWAY_STATUSES = ['paid', 'cancelled', 'failed'] as const;
export type GatewayStatus = (typeof GATEWAY_STATUSES)[number];

export interface CheckoutOrder {
  depositId: number;
  orderNo: string;
  amountMinor: number;
  currency: string;
  /** The member's language, for the gateway's own page. */
  language: string;
  /** The path of this server the gateway sends the member back to (/m/voucherCenter?deposit=<id>). */
  returnPath: string;
}

/** A notification whose signature held: the gateway's word on one order. */
export interface GatewayNotification {
  /** The gateway's id of this notification: the same one sent twice is a duplicate. */
  notificationId: string;
  orderNo: string;
  status: GatewayStatus;
  amountMinor: number;
  currency: string;
  /** Seconds since the epoch, as signed. */
  timestamp: number;
}

export type VerifyResult =
  | { ok: true; notification: GatewayNotification }
  | { ok: false; reason: 'bad-signature' | 'stale' | 'invalid' };

export interface PaymentGateway {
  /** The provider's name: the callback path's `:provider` and the clearing account's suffix. */
  readonly name: string;
  /** Answers the URL of the gateway's checkout page for this order. */
  createCheckout(order: CheckoutOrder): Promise<{ checkoutUrl: string }>;
  /** Checks the signature and the time window over the raw body, then reads it. */
  verifyNotification(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): VerifyResult;
}
