import { STORAGE_KEYS } from '@lobby/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_QUERY_SCOPE } from '../../lib/query-scopes.ts';
import { memoryStorage } from '../../test-support/memory-storage.ts';
import { signedIn } from './signed-in.ts';

// spec 4 "Session", issue 7: every login answer becomes a session through signedIn, which also
// drops the previous member's cached data (registration used to skip that).

function queryClientOfMemberA() {
  const client = new QueryClient();
  client.setQueryData([MEMBER_QUERY_SCOPE, 'info'], { account: 'membera' });
  client.setQueryData([MEMBER_QUERY_SCOPE, 'wallet', 'balance'], { sumBalance: '9.00' });
  client.setQueryData(['merchant', 'config'], { merchantCode: 'M1' });
  return client;
}

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.MC_SESSION_INFO) ?? 'null');

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => vi.unstubAllGlobals());

describe('signedIn', () => {
  it("saves a login or registration answer and drops the previous member's data only", () => {
    const queryClient = queryClientOfMemberA();
    signedIn(queryClient, { token: 't-b', userName: 'memberb', customerType: 0, firstTimeLogin: true }, 'M1');
    expect(stored()).toEqual({
      token: 't-b',
      merchantCode: 'M1',
      userName: 'memberb',
      type: 0,
      firstTimeLogin: true,
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.trialUserName)).toBeNull();
    expect(queryClient.getQueryData([MEMBER_QUERY_SCOPE, 'info'])).toBeUndefined();
    expect(queryClient.getQueryData([MEMBER_QUERY_SCOPE, 'wallet', 'balance'])).toBeUndefined();
    expect(queryClient.getQueryData(['merchant', 'config'])).toEqual({ merchantCode: 'M1' });
  });

  it("keeps a trial answer's own merchant code and its user name in session storage (spec 3)", () => {
    const queryClient = queryClientOfMemberA();
    signedIn(
      queryClient,
      {
        token: 't-t',
        userName: 'trial04718263',
        customerType: 4,
        merchantCode: 'TRIAL',
        trialBalance: 2000,
        expiresAt: 0,
      },
      'M1',
    );
    expect(stored()).toEqual({ token: 't-t', merchantCode: 'TRIAL', userName: 'trial04718263', type: 4 });
    expect(sessionStorage.getItem(STORAGE_KEYS.trialUserName)).toBe('trial04718263');
    expect(queryClient.getQueryData([MEMBER_QUERY_SCOPE, 'info'])).toBeUndefined();
  });
});
