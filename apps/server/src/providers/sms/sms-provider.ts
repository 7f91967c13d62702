import type { SendResult } from '../outbox.ts';

export interface SmsMessage {
  /** The full number with its country dialing code, e.g. +60123456789. */
  to: string;
  text: string;
  /** What it is for, kept in the outbox: 'sms-login', 'sms-register', 'sms-reset'. */
  purpose: string;
}

/** Sends one SMS; never throws for a delivery failure, answering status 'failed' instead. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<SendResult>;
}
