import { STORAGE_KEYS } from '@lobby/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSessionGone } from '../../lib/api-client.ts';
import { confirmDialog } from '../../lib/feedback.ts';
import { requestLogin } from '../../lib/login-prompt.ts';
import { handleSessionGone } from '../../lib/logout.ts';
import { MEMBER_QUERY_SCOPE } from '../../lib/query-scopes.ts';
import { memoryStorage } from '../../test-support/memory-storage.ts';
import { logout } from './logout.ts';

vi.mock('../../lib/feedback.ts', () => ({
  confirmDialog: vi.fn(async () => true),
  showLoading: vi.fn(async () => undefined),
  clearToast: vi.fn(async () => undefined),
}));
vi.mock('../../lib/i18n.ts', () => ({ loadLocalePart: vi.fn(async () => undefined) }));
vi.mock('../../lib/login-prompt.ts', () => ({
  requestLogin: vi.fn(),
  currentRoute: () => '/m/gameList?gameType=RNG',
}));

const SESSION = { token: 'tok-1', merchantCode: 'M1', userName: 'lantern', type: 0 };

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

function queryClientWithData() {
  const client = new QueryClient();
  client.setQueryData([MEMBER_QUERY_SCOPE, 'info'], { account: 'lantern' });
  client.setQueryData([MEMBER_QUERY_SCOPE, 'wallet', 'balance'], { sumBalance: '1.00' });
  client.setQueryData(['merchant', 'config'], { merchantCode: 'M1' });
  return client;
}

const t = (key: string) => key;

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('window', new EventTarget());
  localStorage.setItem(STORAGE_KEYS.MC_SESSION_INFO, JSON.stringify(SESSION));
  sessionStorage.setItem(STORAGE_KEYS.trialUserName, 'trial123');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('logout (spec 2.3, 4 "Session")', () => {
  it('does nothing when the member cancels', async () => {
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    answer(200, { success: true, value: null });
    const navigate = vi.fn();
    expect(await logout({ queryClient: queryClientWithData(), navigate, t })).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.MC_SESSION_INFO)).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('revokes the session, clears storage and member data, and goes home', async () => {
    answer(200, { success: true, value: null });
    const queryClient = queryClientWithData();
    const navigate = vi.fn();
    expect(await logout({ queryClient, navigate, t })).toBe(true);
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/accounts/session');
    expect(init).toMatchObject({ method: 'DELETE', headers: { authorization: 'Bearer tok-1' } });
    expect(localStorage.getItem(STORAGE_KEYS.MC_SESSION_INFO)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData([MEMBER_QUERY_SCOPE, 'info'])).toBeUndefined();
    expect(queryClient.getQueryData([MEMBER_QUERY_SCOPE, 'wallet', 'balance'])).toBeUndefined();
    expect(queryClient.getQueryData(['merchant', 'config'])).toEqual({ merchantCode: 'M1' });
    expect(navigate).toHaveBeenCalledWith('/m/home');
  });

  it('logs out locally when the server says the session is already over, without a login prompt', async () => {
    answer(401, { success: false, error: { code: 'SESSION_REVOKED', message: 'gone' } });
    const queryClient = queryClientWithData();
    const stop = onSessionGone(() => handleSessionGone(queryClient));
    const navigate = vi.fn();
    expect(await logout({ queryClient, navigate, t })).toBe(true);
    stop();
    expect(requestLogin).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.MC_SESSION_INFO)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/m/home');
  });
});
