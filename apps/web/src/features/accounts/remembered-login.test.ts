import { describe, expect, it } from 'vitest';
import {
  endOneTap,
  forgetRememberedLogin,
  loadRememberedLogin,
  type RecordStorage,
  type RememberedLogin,
  saveRememberedLogin,
} from './remembered-login.ts';
import type { LegacySecretStore } from './remembered-login-legacy.ts';

// Issue 8 "The remembered login keeps no password" (docs/decisions/035): the record keeps the
// method, account, dialing code and checkbox; a decision 015 record is migrated without its
// password and its store deleted.

function memoryStorage(): RecordStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

const PASSWORD = 'Secret123';
const record: RememberedLogin = {
  type: 'username',
  username: 'lantern_player',
  countryDialingCode: '',
  remember: true,
  oneTap: true,
};
const noLegacy = async () => null;

/** A record sealed exactly as decision 015 sealed it, in a Map standing in for IndexedDB. */
async function legacyStore(plain: object) {
  const entries = new Map<string, unknown>();
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const additionalData = new TextEncoder().encode('lobby:remembered-login:v1');
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData },
    key,
    new TextEncoder().encode(JSON.stringify(plain)),
  );
  entries.set('key', key);
  entries.set('record', { iv, data });
  const store: LegacySecretStore & { entries: Map<string, unknown> } = {
    entries,
    get: async (name) => entries.get(name),
    drop: async () => entries.clear(),
  };
  return store;
}

describe('the remembered login (decision 035)', () => {
  it('round-trips the record and stores no password field', async () => {
    const storage = memoryStorage();
    saveRememberedLogin({ ...record, password: PASSWORD } as RememberedLogin, storage);
    expect(await loadRememberedLogin(storage, noLegacy)).toEqual(record);
    const stored = [...storage.entries.values()].join('\n');
    expect(stored).not.toContain(PASSWORD);
    expect(Object.keys(JSON.parse(stored)).sort()).toEqual([
      'countryDialingCode',
      'oneTap',
      'remember',
      'type',
      'username',
    ]);
  });

  it('answers null when nothing is remembered, and after forgetting', async () => {
    const storage = memoryStorage();
    expect(await loadRememberedLogin(storage, noLegacy)).toBeNull();
    saveRememberedLogin(record, storage);
    forgetRememberedLogin(storage);
    expect(await loadRememberedLogin(storage, noLegacy)).toBeNull();
    expect(storage.entries.size).toBe(0);
  });

  it('drops a stored value of the wrong shape', async () => {
    const storage = memoryStorage();
    storage.setItem('rememberedLogin', '{"type":"other","username":1}');
    expect(await loadRememberedLogin(storage, noLegacy)).toBeNull();
    expect(storage.entries.size).toBe(0);
  });

  it('ends one tap for the matching account only, keeping the account', async () => {
    const storage = memoryStorage();
    saveRememberedLogin(record, storage);
    endOneTap((name) => name === 'someone_else', storage);
    expect((await loadRememberedLogin(storage, noLegacy))?.oneTap).toBe(true);
    endOneTap((name) => name === record.username, storage);
    expect(await loadRememberedLogin(storage, noLegacy)).toEqual({ ...record, oneTap: false });
  });
});

describe('migrating a decision 015 record', () => {
  it('keeps method, account and dialing code, drops the password and deletes the sealed store', async () => {
    const storage = memoryStorage();
    const legacy = await legacyStore({
      type: 'sms',
      username: '123456789',
      password: PASSWORD,
      countryDialingCode: '+60',
      remember: true,
    });
    const migrated = await loadRememberedLogin(storage, async () => legacy);
    expect(migrated).toEqual({
      type: 'sms',
      username: '123456789',
      countryDialingCode: '+60',
      remember: true,
      oneTap: false,
    });
    expect(legacy.entries.size).toBe(0);
    expect([...storage.entries.values()].join('\n')).not.toContain(PASSWORD);
    // Read once: the next load reads the new record only.
    expect(await loadRememberedLogin(storage, async () => legacy)).toEqual(migrated);
  });

  it('migrates a username record without its password', async () => {
    const storage = memoryStorage();
    const legacy = await legacyStore({ ...record, password: PASSWORD, oneTap: undefined });
    expect(await loadRememberedLogin(storage, async () => legacy)).toEqual({ ...record, oneTap: false });
    expect([...storage.entries.values()].join('\n')).not.toContain(PASSWORD);
  });

  it('drops an old record that does not decrypt, and the login screen starts empty', async () => {
    const storage = memoryStorage();
    const legacy = await legacyStore({ ...record, password: PASSWORD });
    const other = await legacyStore({ ...record, password: PASSWORD });
    legacy.entries.set('key', other.entries.get('key'));
    expect(await loadRememberedLogin(storage, async () => legacy)).toBeNull();
    expect(legacy.entries.size).toBe(0);
  });

  it('survives a store that cannot be opened', async () => {
    const storage = memoryStorage();
    expect(
      await loadRememberedLogin(storage, async () => {
        throw new Error('no IndexedDB');
      }),
    ).toBeNull();
  });
});
