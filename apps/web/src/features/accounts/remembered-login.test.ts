import { describe, expect, it } from 'vitest';
import {
  forgetRememberedLogin,
  loadRememberedLogin,
  type RememberedLogin,
  type SecretStore,
  saveRememberedLogin,
  updateRememberedPassword,
} from './remembered-login.ts';

// IndexedDB is the browser's; the crypto round trip runs on Node's WebCrypto with a Map store.
function memoryStore(): SecretStore & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: async (name) => entries.get(name),
    put: async (name, value) => {
      entries.set(name, value);
    },
    delete: async (name) => {
      entries.delete(name);
    },
  };
}

const record: RememberedLogin = {
  type: 'username',
  username: 'lantern_player',
  password: 'Secret123',
  countryDialingCode: '',
  remember: true,
};

const b64 = (text: string) => Buffer.from(text).toString('base64');

function storedBytes(store: ReturnType<typeof memoryStore>): Buffer {
  const sealed = store.entries.get('record') as { iv: Uint8Array; data: ArrayBuffer };
  return Buffer.concat([Buffer.from(sealed.iv), Buffer.from(sealed.data)]);
}

describe('remembered login (spec 3, 4; docs/decisions/015)', () => {
  it('round-trips the record', async () => {
    const store = memoryStore();
    await saveRememberedLogin(record, store);
    expect(await loadRememberedLogin(store)).toEqual(record);
  });

  it('stores neither the password nor its base64 (nor base64 of that)', async () => {
    const store = memoryStore();
    await saveRememberedLogin(record, store);
    const bytes = storedBytes(store);
    for (const text of [record.password, b64(record.password), b64(b64(record.password)), 'lantern']) {
      expect(bytes.includes(Buffer.from(text)), text).toBe(false);
      expect(bytes.toString('base64').includes(text), text).toBe(false);
    }
  });

  it('keeps a key whose bytes cannot be exported', async () => {
    const store = memoryStore();
    await saveRememberedLogin(record, store);
    const key = store.entries.get('key') as CryptoKey;
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('uses a fresh IV on every save, and one key throughout', async () => {
    const store = memoryStore();
    await saveRememberedLogin(record, store);
    const first = storedBytes(store);
    const key = store.entries.get('key');
    await saveRememberedLogin(record, store);
    expect(storedBytes(store).equals(first)).toBe(false);
    expect(store.entries.get('key')).toBe(key);
  });

  it('drops a tampered record instead of trusting it', async () => {
    const store = memoryStore();
    await saveRememberedLogin(record, store);
    const sealed = store.entries.get('record') as { data: ArrayBuffer };
    const bytes = new Uint8Array(sealed.data);
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(await loadRememberedLogin(store)).toBeNull();
    expect(store.entries.has('record')).toBe(false);
  });

  it('drops a record sealed under a key that is gone', async () => {
    const store = memoryStore();
    await saveRememberedLogin(record, store);
    const other = memoryStore();
    await saveRememberedLogin(record, other);
    store.entries.set('key', other.entries.get('key'));
    expect(await loadRememberedLogin(store)).toBeNull();
  });

  it('answers null when nothing is remembered, and after forgetting', async () => {
    const store = memoryStore();
    expect(await loadRememberedLogin(store)).toBeNull();
    await saveRememberedLogin(record, store);
    await forgetRememberedLogin(store);
    expect(await loadRememberedLogin(store)).toBeNull();
  });

  it('re-encodes the record with a new password (spec 4 change password)', async () => {
    const store = memoryStore();
    await saveRememberedLogin(record, store);
    await updateRememberedPassword('Newer456', store);
    expect(await loadRememberedLogin(store)).toEqual({ ...record, password: 'Newer456' });
  });

  it('leaves an SMS record and an empty store alone on a password change', async () => {
    const store = memoryStore();
    await updateRememberedPassword('Newer456', store);
    expect(store.entries.size).toBe(0);
    const sms: RememberedLogin = {
      type: 'sms',
      username: '123456789',
      password: '',
      countryDialingCode: '+60',
      remember: true,
    };
    await saveRememberedLogin(sms, store);
    await updateRememberedPassword('Newer456', store);
    expect(await loadRememberedLogin(store)).toEqual(sms);
  });
});
