import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, apiGet } from './api-client.ts';

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

afterEach(() => vi.unstubAllGlobals());

describe('apiGet', () => {
  it('returns the validated value of a success envelope', async () => {
    answer(200, { success: true, value: { name: 'lantern' } });
    await expect(apiGet('/thing', Thing)).resolves.toEqual({ name: 'lantern' });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/thing');
  });

  it('throws the code, status, message and field of an error envelope', async () => {
    answer(403, { success: false, error: { code: 'IP_RESTRICTED', message: 'no', field: 'ip' } });
    const error = await failure(apiGet('/thing', Thing));
    expect([error.code, error.status, error.message, error.field]).toEqual([
      'IP_RESTRICTED',
      403,
      'no',
      'ip',
    ]);
  });

  it('refuses a value of the wrong shape instead of casting it', async () => {
    answer(200, { success: true, value: { name: 42 } });
    expect((await failure(apiGet('/thing', Thing))).code).toBe('BAD_RESPONSE');
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const error = await failure(apiGet('/thing', Thing));
    expect([error.code, error.status]).toEqual(['NETWORK_ERROR', 0]);
  });
});
