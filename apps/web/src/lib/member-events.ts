import { MemberEvent, WEB_API_PATHS } from '@lobby/shared';
import { ApiError, reportSessionGone } from './api-client.ts';
import { errorEnvelopeCheck } from './first-paint-checks.ts';
import { parseSseFrames, reconnectDelay } from './member-events-wire.ts';
import { readSession, subscribeSession } from './session-store.ts';

// The logged-in member's live events (issue 11 "Live balance", decisions 059 and 060): one
// stream of GET /api/events per tab, read with fetch() so the usual Authorization header goes
// with it (EventSource cannot send one, and a token never goes in a URL). It runs while someone
// listens, a session exists and the page is visible; it reconnects with exponential backoff and
// jitter, and each connection starts with a balance snapshot, so nothing current is missed.

export type MemberEventListener = (event: MemberEvent) => void;

/** No byte for this long (the server sends a heartbeat every 25 s): the stream is dead, reconnect. */
export const STALL_MS = 60_000;

const listeners = new Set<MemberEventListener>();
let controller: AbortController | null = null;
/** The token of the running (or waiting) connection. */
let connectedToken: string | null = null;
/** A token the server refused (401/403): not tried again until the session changes. */
let refusedToken: string | null = null;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
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
  clearTimeout(retryTimer);
  retryTimer = undefined;
  controller?.abort();
  controller = null;
  connectedToken = null;
}

/** Connects, disconnects or keeps going, as listeners, session and visibility now say. */
function evaluate() {
  const token = readSession()?.token ?? null;
  if (token !== refusedToken) refusedToken = null;
  const wanted = listeners.size > 0 && token !== null && token !== refusedToken && visible();
  if (!wanted || token !== connectedToken) {
    disconnect();
    attempt = 0;
  }
  if (wanted && connectedToken === null) void connect(token);
}

function retryLater(token: string) {
  if (connectedToken !== token) return;
  controller = null;
  retryTimer = setTimeout(() => {
    if (connectedToken === token) void connect(token);
  }, reconnectDelay(attempt++));
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

async function connect(token: string) {
  connectedToken = token;
  const abort = new AbortController();
  controller = abort;
  let stall: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(stall);
    stall = setTimeout(() => abort.abort(), STALL_MS);
  };
  try {
    watch();
    const response = await fetch(WEB_API_PATHS.events, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
      cache: 'no-store',
      signal: abort.signal,
    });
    if (response.status === 401 || response.status === 403) return await refused(response, token);
    if (!response.ok || !response.body) throw new Error(`events: HTTP ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      watch();
      const parsed = parseSseFrames(rest + value);
      rest = parsed.rest;
      for (const frame of parsed.frames) {
        const event = MemberEvent.safeParse(safeJson(frame.data));
        if (!event.success || event.data.type !== frame.event) continue;
        // A snapshot arrived: the connection works, the next failure starts the backoff again.
        if (event.data.type === 'balance' && event.data.snapshot) attempt = 0;
        dispatch(event.data);
      }
    }
  } catch {
    // Network gone, server restarting, stall: retried below unless we aborted on purpose.
  } finally {
    clearTimeout(stall);
  }
  if (controller === abort) retryLater(token);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function watchPage(): () => void {
  const unsubscribeSession = subscribeSession(evaluate);
  const onOnline = () => {
    // Back online while waiting out a backoff: try at once.
    if (retryTimer !== undefined && connectedToken !== null) {
      const token = connectedToken;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      void connect(token);
    }
  };
  document.addEventListener('visibilitychange', evaluate);
  window.addEventListener('online', onOnline);
  return () => {
    unsubscribeSession();
    document.removeEventListener('visibilitychange', evaluate);
    window.removeEventListener('online', onOnline);
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
