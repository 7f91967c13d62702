import { STORAGE_KEYS } from '@lobby/shared';

// Decision 015's remembered login (AES-GCM under a non-extractable key in IndexedDB
// `lobby-secrets`) held the password. Decision 035 replaces it: a sealed record left on a device
// is read once, its method, account and dialing code kept, and the whole database deleted, the
// password with it. Only reading is kept here; nothing seals a record any more.

/** What a decision 015 record gives the new one: everything but the password. */
export interface LegacyRememberedLogin {
  type: 'username' | 'sms';
  username: string;
  countryDialingCode: string;
  remember: boolean;
}

/** Where the old key and ciphertext were kept: IndexedDB in the browser, a Map in unit tests. */
export interface LegacySecretStore {
  get(name: string): Promise<unknown>;
  /** Deletes the key, the record and, in the browser, the database. */
  drop(): Promise<void>;
}

/** Decision 015's additional data: binds the ciphertext to its purpose and format version. */
const AAD = new TextEncoder().encode('lobby:remembered-login:v1');

function isSealed(value: unknown): value is { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer } {
  const v = value as { iv?: unknown; data?: unknown } | null;
  return !!v && v.iv instanceof Uint8Array && v.data instanceof ArrayBuffer;
}

/**
 * The fields both record formats share, type-checked; anything else (the old password) is
 * dropped. Null when the value is no record.
 */
export function recordFields(value: unknown): LegacyRememberedLogin | null {
  const v = value as Partial<Record<keyof LegacyRememberedLogin, unknown>> | null;
  if (!v || (v.type !== 'username' && v.type !== 'sms') || typeof v.username !== 'string') return null;
  return {
    type: v.type,
    username: v.username,
    countryDialingCode: typeof v.countryDialingCode === 'string' ? v.countryDialingCode : '',
    remember: v.remember === true,
  };
}

/**
 * Reads decision 015's record, if there is one, and drops the store whatever happened: a
 * record that does not decrypt is lost, as decision 015 already did with one.
 */
export async function takeLegacyRememberedLogin(
  store: LegacySecretStore,
): Promise<LegacyRememberedLogin | null> {
  try {
    const [key, sealed] = await Promise.all([store.get('key'), store.get('record')]);
    if (!(key instanceof CryptoKey) || !isSealed(sealed)) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.iv, additionalData: AAD },
      key,
      sealed.data,
    );
    return recordFields(JSON.parse(new TextDecoder().decode(plain)));
  } catch {
    return null;
  } finally {
    await store.drop().catch(() => undefined);
  }
}

const STORE_NAME = 'remembered-login';

/** True when the browser can say the old database is absent, so nothing needs opening. */
async function surelyAbsent(): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return false;
  const all = await indexedDB.databases();
  return !all.some((info) => info.name === STORAGE_KEYS.rememberedLoginDb);
}

function openLegacy(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(STORAGE_KEYS.rememberedLoginDb);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE_NAME);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function read(db: IDBDatabase, name: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (!db.objectStoreNames.contains(STORE_NAME)) return resolve(undefined);
    const req = db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME).get(name);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Decision 015's IndexedDB store; null when the browser shows there is none. */
export async function browserLegacyStore(): Promise<LegacySecretStore | null> {
  if (typeof indexedDB === 'undefined' || (await surelyAbsent())) return null;
  const db = await openLegacy();
  return {
    get: (name) => read(db, name),
    drop: () =>
      new Promise<void>((resolve) => {
        db.close();
        const req = indexedDB.deleteDatabase(STORAGE_KEYS.rememberedLoginDb);
        req.onsuccess = () => resolve();
        req.onerror = () => resolve();
        req.onblocked = () => resolve();
      }),
  };
}
