import { vi } from 'vitest';

// The component tier's network (decision 098): `fetch` itself answers, with the server's
// envelope, so the app's API client, its shared-schema checks and TanStack Query run as in the
// browser. No server process, no request library mocked.

/** What a stubbed call answers: a success value, an error envelope, or never (a pending call). */
export type StubAnswer =
  | { kind: 'value'; value: unknown }
  | { kind: 'error'; status: number; code: string; field?: string; extra?: Record<string, unknown> }
  | { kind: 'never' };

export interface StubRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** A call's answer, or a function of the request that gives it (a promise: the answer comes later). */
export type StubRoute = StubAnswer | ((request: StubRequest) => StubAnswer | Promise<StubAnswer>);

/** `'/api/path'` (any method) or `'POST /api/path'` to what the call answers. */
export type StubRoutes = Record<string, StubRoute>;

/**
 * A success answer checked against the shared schema first, so a fixture can only be what the
 * server could send.
 */
export function ok<T>(schema: { parse(value: unknown): T }, value: T): StubAnswer {
  return { kind: 'value', value: schema.parse(value) };
}

/** A success answer for a call whose value the client does not check (e.g. `{}`). */
export const okRaw = (value: unknown): StubAnswer => ({ kind: 'value', value });

/**
 * The server's error envelope with a stable code; `field` names the request field it is about,
 * `extra` goes to `error.value` (e.g. `{ captcha: true }`).
 */
export const apiError = (
  code: string,
  status = 400,
  { field, extra }: { field?: string; extra?: Record<string, unknown> } = {},
): StubAnswer => ({ kind: 'error', status, code, ...(field ? { field } : {}), ...(extra ? { extra } : {}) });

/** A call that never answers: the screen stays in its loading state. */
export const never = (): StubAnswer => ({ kind: 'never' });

function respond(answer: StubAnswer, signal: AbortSignal | null | undefined): Promise<Response> {
  if (answer.kind === 'never') {
    return new Promise((_, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  }
  const body =
    answer.kind === 'value'
      ? { success: true, value: answer.value }
      : {
          success: false,
          error: {
            code: answer.code,
            message: answer.code,
            ...(answer.field ? { field: answer.field } : {}),
            ...(answer.extra ? { value: answer.extra } : {}),
          },
        };
  const status = answer.kind === 'value' ? 200 : answer.status;
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return Object.fromEntries(new URLSearchParams(body));
  }
}

/**
 * Replaces `fetch` for this test: `routes` maps `'/api/path'` (any method) or `'POST /api/path'`
 * to an answer, or to a function of the request. A call no route names answers 404 NOT_STUBBED
 * and is listed in `unmatched`, so a test that forgot a call sees why its screen shows an error.
 */
export function stubFetch(routes: StubRoutes) {
  const calls: StubRequest[] = [];
  const unmatched: string[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const method = (init?.method ?? 'GET').toUpperCase();
    const request = { method, url, body: parseBody(init?.body) };
    calls.push(request);
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (!route) {
      unmatched.push(`${method} ${url.pathname}`);
      return respond(apiError('NOT_STUBBED', 404), init?.signal);
    }
    if (typeof route !== 'function') return respond(route, init?.signal);
    return Promise.resolve(route(request)).then((answer) => respond(answer, init?.signal));
  });
  vi.stubGlobal('fetch', fetch);
  /** The calls made to `path` (any method unless `method` is given). */
  const callsTo = (path: string, method?: string) =>
    calls.filter((call) => call.url.pathname === path && (!method || call.method === method));
  return { fetch, calls, unmatched, callsTo };
}
