import { describe, expect, it, vi } from 'vitest';
import { loadRememberedLogin, saveRememberedLogin } from '../remembered-login.ts';
import { rememberedLoginAfterNewPassword, remembersAccount } from './change-password-remembered.ts';

describe('the remembered login follows a new password only for its own account (spec 4, decision 018)', () => {
  it('matches the name as typed at login to the account the server names', () => {
    expect(remembersAccount(' Lantern8 ', ['lantern8'])).toBe(true);
    expect(remembersAccount('0812345678', ['lantern8', '0812345678'])).toBe(true);
  });

  it("leaves another member's remembered login alone", () => {
    expect(remembersAccount('lantern9', ['lantern8'])).toBe(false);
    expect(remembersAccount('0812345678', ['lantern8'])).toBe(false);
  });
});

describe('after a new password, the remembered login keeps the account but not one tap (decision 035)', () => {
  it('ends one tap for this account only', async () => {
    const entries = new Map<string, string>();
    const storage = {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      removeItem: (key: string) => void entries.delete(key),
    };
    vi.stubGlobal('localStorage', storage);
    try {
      const record = {
        type: 'username',
        username: 'Lantern8',
        countryDialingCode: '',
        remember: true,
      } as const;
      saveRememberedLogin({ ...record, oneTap: true });
      rememberedLoginAfterNewPassword(['lantern9']);
      expect((await loadRememberedLogin(storage, async () => null))?.oneTap).toBe(true);
      rememberedLoginAfterNewPassword(['lantern8']);
      expect(await loadRememberedLogin(storage, async () => null)).toEqual({ ...record, oneTap: false });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
