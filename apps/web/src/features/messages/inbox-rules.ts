import type { MessagesResponse } from '@lobby/shared';
import { dateFormatter } from '../../lib/date-format.ts';

// Pure rules of the inbox screen (spec 2.1 /m/message, /m/webEmail; decision 047), table-tested.

/** The page after `last`, or undefined when `last` was the last one (or empty). */
export function nextPageNo(last: MessagesResponse): number | undefined {
  return last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;
}

/**
 * The message the address opens (`?id=12`): a positive whole number, else none (the list).
 * The detail is a sub-view of the route, so the back button closes it (decision 047).
 */
export function openedMessageId(search: URLSearchParams): number | null {
  const raw = search.get('id');
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** When a message was sent, in the reader's language (lib/date-format.ts) and time zone. */
export function formatSentAt(sentAt: number, languageTag: string, timeZone?: string): string {
  return dateFormatter(languageTag, { date: true, time: true }, timeZone).format(new Date(sentAt));
}

/** The history state a message opened from the list carries: its back link then goes back. */
export const FROM_LIST = { inbox: 'list' } as const;

export function cameFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { inbox?: unknown }).inbox === 'list';
}
