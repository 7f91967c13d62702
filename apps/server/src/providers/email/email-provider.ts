import type { SendResult } from '../outbox.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** What it is for, kept in the outbox, e.g. 'email-reset'. */
  purpose: string;
}

/** Sends one e-mail; never throws for a delivery failure, answering status 'failed' instead. */
export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<SendResult>;
}
