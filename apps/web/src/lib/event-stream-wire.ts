// The pure parts of the live event streams (event-stream.ts: the member's events, decision 059;
// the lottery's draws, decision 094): the reconnect delay and the server-sent-events frame
// parser, kept apart so their table tests need no stream.

/** First retry after about a second, doubling to at most 30 s (decision 059). */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (0 first): exponential, capped, with "equal
 * jitter" (half fixed, half random), so a server restart does not bring every phone back in
 * the same millisecond, and no wait is ever near zero.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export interface SseFrame {
  /** The `event:` field ('message' when absent, as in the SSE standard). */
  event: string;
  /** The `data:` lines joined with newlines; frames without data (comments) are not returned. */
  data: string;
}

/**
 * Splits what arrived so far into complete frames and the unfinished rest (kept for the next
 * chunk). Accepts CRLF, CR and LF line ends, and the optional space after the colon.
 */
export function parseSseFrames(buffer: string): { frames: SseFrame[]; rest: string } {
  const text = buffer.replace(/\r\n?/g, '\n');
  const frames: SseFrame[] = [];
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) frames.push({ event, data: data.join('\n') });
  }
  return { frames, rest };
}
