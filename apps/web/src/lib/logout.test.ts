import { STORAGE_KEYS } from '@lobby/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage.ts';
import { requestLogin } from './login-prompt.ts';
import { handleSessionGone } from './logout.ts';
import { dropMemberData, MEMBER_QUERY_SCOPE } from './query-scopes.ts';

vi.mock('./login-prompt.ts', () => ({
  requestLogin: vi.fn(),
  currentRoute: () => '/m/gameList?gameType=RNG',
}));

const SESSION = { token: 'tok-1', merchantCode: 'M1', userName: 'lantern', type: 0 };

function queryClientWithData() {
  const client = new QueryClient();
  client.setQueryData([MEMBER_QUERY_SCOPE, 'info'], { account: 'lantern' });
  client.setQueryData([MEMBER_QUERY_SCOPE, 'wallet', 'balance'], { sumBalance: '1.00' });
  client.setQueryData(['merchant', 'config'], { merchantCode: 'M1' });
  return client;
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('window', new EventTarget());
  localStorage.setItem(STORAGE_KEYS.MC_SESSION_INFO, JSON.stringify(SESSION));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('session gone (issue 3)', () => {
  it('clears the session and member data and asks to log in again, back to the same route', () => {
    const queryClient = queryClientWithData();
    handleSessionGone(queryClient);
    expect(localStorage.getItem(STORAGE_KEYS.MC_SESSION_INFO)).toBeNull();
    expect(queryClient.getQueryData([MEMBER_QUERY_SCOPE, 'info'])).toBeUndefined();
    expect(requestLogin).toHaveBeenCalledWith({
      returnTo: '/m/gameList?gameType=RNG',
      notice: 'errors.SESSION_EXPIRED',
    });
  });

  it('says why when the server said so: a login on another device replaced the session', () => {
    handleSessionGone(queryClientWithData(), 'SESSION_REPLACED');
    expect(requestLogin).toHaveBeenCalledWith({
      returnTo: '/m/gameList?gameType=RNG',
      notice: 'errors.SESSION_REPLACED',
    });
  });

  it('gives a token the server does not know the expired message', () => {
    handleSessionGone(queryClientWithData(), 'UNAUTHORIZED');
    expect(requestLogin).toHaveBeenCalledWith(expect.objectContaining({ notice: 'errors.SESSION_EXPIRED' }));
  });

  it('acts once when several calls fail together', () => {
    const queryClient = queryClientWithData();
    handleSessionGone(queryClient);
    handleSessionGone(queryClient);
    expect(requestLogin).toHaveBeenCalledTimes(1);
  });

  it('drops member data only', () => {
    const queryClient = queryClientWithData();
    dropMemberData(queryClient);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([['merchant', 'config']]);
  });
});
