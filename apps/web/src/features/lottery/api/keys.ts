import { CLIENT, type LanguageCode, type PRIZE_MODES } from '@lobby/shared';
import type { CountdownAnchor } from '../../../components/countdown.tsx';
import { apiGet } from '../../../lib/api-client.ts';
import type { Check } from '../../../lib/checks.ts';

// Query keys and the timed GET of the lottery lobby (decisions 093, 094).

/** A prize mode of spec 4 (Lott, ZY, Elott). */
export type PrizeMode = (typeof PRIZE_MODES)[number];

export const LOTTERY_KEY = ['lottery'] as const;

/** A path with its query: undefined and empty values are left out. */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined>) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** spec 7 lottery calls: device MOBILE and the language. */
export const lotteryParams = (language: LanguageCode, prizeMode?: PrizeMode) => ({
  prizeMode,
  device: 'MOBILE',
  language,
  clientType: CLIENT.clientType,
});

/** An answer with when it arrived and half its round trip (the countdown's anchor, decision 094). */
export type Timed<T> = T & { receivedAt: number; halfTripMs: number };

export async function timedGet<T>(path: string, schema: Check<T>, signal: AbortSignal): Promise<Timed<T>> {
  const sentAt = performance.now();
  const value = await apiGet(path, schema, { signal, auth: false });
  const receivedAt = performance.now();
  return { ...value, receivedAt, halfTripMs: (receivedAt - sentAt) / 2 };
}

/** The countdown anchor of one game of an answer. */
export const anchorOf = (
  answer: { receivedAt: number; halfTripMs: number },
  game: { remainTime: number; lockTime: number },
): CountdownAnchor => ({
  seconds: game.remainTime - game.lockTime,
  receivedAt: answer.receivedAt,
  halfTripMs: answer.halfTripMs,
});
