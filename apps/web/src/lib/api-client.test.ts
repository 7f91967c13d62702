import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { memoryStorage } from '../test-support/memory-storage.ts';
import { ApiError, apiGet, apiRequest, onRestricted, onSessionGone } from './api-client.ts';

const Thing = z.object({ name: z.string() });

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

const SESSION = { token: 'tok-123', merchantCode: 'M1', userName: 'lantern', type: 0 };

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('apiGet', () => {
  it('returns the validated value of a success envelope', async () => {
    answer(200, { success: true, value: { name: 'lantern' } });
    await expect(apiGet('/api/thing', Thing)).resolves.toEqual({ name: 'lantern' });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/thing');
  });

  it('throws the code, status, message and field of an error envelope', async () => {
    answer(403, { success: false, error: { code: 'IP_RESTRICTED', message: 'no', field: 'ip' } });
    const error = await failure(apiGet('/api/thing', Thing));
    expect([error.code, error.status, error.message, error.field]).toEqual([
      'IP_RESTRICTED',
      403,
      'no',
      'ip',
    ]);
  });

  it('refuses a value of the wrong shape instead of casting it', async () => {
    answer(200, { success: true, value: { name: 42 } });
    expect((await failure(apiGet('/api/thing', Thing))).code).toBe('BAD_RESPONSE');
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const error = await failure(apiGet('/api/thing', Thing));
    expect([error.code, error.status]).toEqual(['NETWORK_ERROR', 0]);
  });
});

describe('onRestricted (issue 8 item 1, decision 030)', () => {
  it('tells the start-up store of every call refused for a start-up mode, and of nothing else', async () => {
    const heard: string[] = [];
    onRestricted((error) => heard.push(error.code));
    for (const [status, code] of [
      [503, 'MAINTENANCE'],
      [451, 'REGION_RESTRICTED'],
      [403, 'IP_RESTRICTED'],
      [403, 'FORBIDDEN'],
      [503, 'SERVICE_UNAVAILABLE'],
    ] as const) {
      answer(status, { success: false, error: { code, message: 'no' } });
      expect((await failure(apiRequest('/api/thing', Thing, { method: 'POST' }))).code).toBe(code);
    }
    expect(heard).toEqual(['MAINTENANCE', 'REGION_RESTRICTED', 'IP_RESTRICTED']);
  });
});

describe('apiRequest with a session (issue 3)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage({ MC_SESSION_INFO: JSON.stringify(SESSION) }));
  });

  it('sends the stored token as a bearer header, and none when auth is false', async () => {
    answer(200, { success: true, value: { name: 'lantern' } });
    await apiRequest('/api/thing', Thing, { method: 'POST', body: { a: 1 } });
    await apiRequest('/api/thing', Thing, { auth: false });
    const [first, second] = vi.mocked(fetch).mock.calls;
    const firstInit = first?.[1] as RequestInit & { headers: Record<string, string> };
    expect(firstInit.headers.authorization).toBe('Bearer tok-123');
    expect(firstInit.method).toBe('POST');
    expect(firstInit.body).toBe('{"a":1}');
    const secondInit = second?.[1] as RequestInit & { headers: Record<string, string> };
    expect(secondInit.headers.authorization).toBeUndefined();
  });

  it('sends the device header OTHERS from the installed app only (spec 3)', async () => {
    answer(200, { success: true, value: { name: 'lantern' } });
    await apiRequest('/api/thing', Thing);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    await apiRequest('/api/thing', Thing);
    const [tab, installed] = vi
      .mocked(fetch)
      .mock.calls.map((call) => (call[1] as { headers: Record<string, string> }).headers);
    expect(tab?.device).toBeUndefined();
    expect(installed?.device).toBe('OTHERS');
  });

  it('form-encodes a form body (spec 7)', async () => {
    answer(200, { success: true, value: { name: 'x' } });
    await apiRequest('/api/thing', Thing, { method: 'POST', form: { username: 'a b', email: 'c@d.e' } });
    const init = vi.mocked(fetch).mock.calls[0]?.[1] as RequestInit & { headers: Record<string, string> };
    expect(init.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('username=a+b&email=c%40d.e');
  });

  it('tells the session-gone listeners when the session was revoked, and not for other errors', async () => {
    const heard: string[] = [];
    const stop = onSessionGone((error) => heard.push(error.code));
    answer(401, { success: false, error: { code: 'SESSION_PASSWORD_CHANGED', message: 'gone' } });
    await expect(apiGet('/api/thing', Thing)).rejects.toBeInstanceOf(ApiError);
    answer(401, { success: false, error: { code: 'SESSION_REPLACED', message: 'gone' } });
    await expect(apiGet('/api/thing', Thing)).rejects.toBeInstanceOf(ApiError);
    answer(400, { success: false, error: { code: 'VALIDATION_ERROR', message: 'bad' } });
    await expect(apiGet('/api/thing', Thing)).rejects.toBeInstanceOf(ApiError);
    stop();
    answer(401, { success: false, error: { code: 'SESSION_EXPIRED', message: 'gone' } });
    await expect(apiGet('/api/thing', Thing)).rejects.toBeInstanceOf(ApiError);
    expect(heard).toEqual(['SESSION_PASSWORD_CHANGED', 'SESSION_REPLACED']);
  });

  it('keeps the error value (spec 8: value.captcha after failed logins)', async () => {
    answer(401, { success: false, error: { code: 'LOGIN_FAILED', message: 'no', value: { captcha: true } } });
    await expect(apiGet('/api/thing', Thing)).rejects.toMatchObject({
      code: 'LOGIN_FAILED',
      value: { captcha: true },
    });
  });
});
