import { MemberEvent, WEB_API_PATHS } from '@lobby/shared';
import { ApiError, reportSessionGone } from './api-client.ts';
import { type EventStream, frameData, openEventStream } from './event-stream.ts';
import { errorEnvelopeCheck } from './first-paint-checks.ts';
import { readSession, subscribeSession } from './session-store.ts';

// The logged-in member's live events (issue 11 "Live balance", decisions 059 and 060): one
// stream of GET /api/events per tab, read with fetch() so the usual Authorization header goes
// with it (EventSource cannot send one, and a token never goes in a URL). It runs while someone
// listens, a session exists and the page is visible; it reconnects with exponential backoff and
// jitter (event-stream.ts), and each connection starts with a balance snapshot, so nothing
// current is missed.

export type MemberEventListener = (event: MemberEvent) => void;

const listeners = new Set<MemberEventListener>();
let stream: EventStream | null = null;
/** The token of the running (or waiting) connection. */
let connectedToken: string | null = null;
/** A token the server refused (401/403): not tried again until the session changes. */
let refusedToken: string | null = null;
let stopWatching: (() => void) | null = null;

const visible = () => document.visibilityState === 'visible';

function dispatch(event: MemberEvent) {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      // One screen's mistake must not cut the others off.
      console.error(error);
    }
  }
}

function disconnect() {
  stream?.close();
  stream = null;
  connectedToken = null;
}

/** Connects, disconnects or keeps going, as listeners, session and visibility now say. */
function evaluate() {
  const token = readSession()?.token ?? null;
  if (token !== refusedToken) refusedToken = null;
  const wanted = listeners.size > 0 && token !== null && token !== refusedToken && visible();
  if (!wanted || token !== connectedToken) disconnect();
  if (wanted && connectedToken === null) connect(token);
}

async function refused(response: Response, token: string) {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const failure = errorEnvelopeCheck.safeParse(body);
  const error = new ApiError(
    response.status,
    failure.success ? failure.data.error : { code: 'BAD_RESPONSE', message: 'No JSON error.' },
  );
  refusedToken = token;
  disconnect();
  reportSessionGone(error);
}

function connect(token: string) {
  connectedToken = token;
  const opened: EventStream = openEventStream({
    url: WEB_API_PATHS.events,
    headers: { authorization: `Bearer ${token}` },
    onFrame(frame) {
      const event = frameData(frame, MemberEvent);
      if (!event || event.type !== frame.event) return;
      // A snapshot arrived: the connection works, the next failure starts the backoff again.
      if (event.type === 'balance' && event.snapshot) opened.resetBackoff();
      dispatch(event);
    },
    async refuses(response) {
      if (response.status !== 401 && response.status !== 403) return false;
      await refused(response, token);
      return true;
    },
  });
  stream = opened;
}

function watchPage(): () => void {
  const unsubscribeSession = subscribeSession(evaluate);
  document.addEventListener('visibilitychange', evaluate);
  return () => {
    unsubscribeSession();
    document.removeEventListener('visibilitychange', evaluate);
  };
}

/**
 * Hears every event of the logged-in member; returns the function that stops hearing. The
 * stream runs while at least one listener exists (and a session, and a visible page).
 */
export function subscribeMemberEvents(listener: MemberEventListener): () => void {
  listeners.add(listener);
  stopWatching ??= watchPage();
  evaluate();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopWatching?.();
    stopWatching = null;
    evaluate();
  };
}
