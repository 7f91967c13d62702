import type { ServerResponse } from 'node:http';
import type { MemberEvent } from '@lobby/shared';

/**
 * One open `text/event-stream` answer (issue 11 "Live balance", docs/decisions/059 and 060).
 * Live events that arrive before the first balance snapshot is written wait behind it, so the
 * snapshot (read before they were published, perhaps) never overwrites a newer balance.
 */
export class EventStream {
  private readonly waiting: MemberEvent[] = [];
  private started = false;
  private closed = false;
  private readonly closeListeners: (() => void)[] = [];

  constructor(
    readonly memberId: number,
    private readonly raw: ServerResponse,
  ) {
    raw.once('close', () => this.close());
  }

  get isOpen() {
    return !this.closed;
  }

  /** The first event: the balance as it is now (or none, for a member without a wallet). */
  start(snapshot: MemberEvent | undefined) {
    if (this.closed || this.started) return;
    this.started = true;
    if (snapshot) this.write(snapshot);
    for (const event of this.waiting.splice(0)) this.write(event);
  }

  send(event: MemberEvent) {
    if (!this.started) this.waiting.push(event);
    else this.write(event);
  }

  /** A comment line: keeps proxies and the client's stall check from thinking the stream dead. */
  heartbeat() {
    if (!this.closed) this.raw.write(': heartbeat\n\n');
  }

  onClose(listener: () => void) {
    this.closeListeners.push(listener);
  }

  /** Ends the answer; the client reconnects (with backoff) and begins with a fresh snapshot. */
  close() {
    if (this.closed) return;
    this.closed = true;
    if (!this.raw.writableEnded) this.raw.end();
    for (const listener of this.closeListeners.splice(0)) listener();
  }

  private write(event: MemberEvent) {
    if (this.closed) return;
    // The SSE event name is the type, the data one line of JSON (JSON escapes every newline).
    this.raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  }
}
