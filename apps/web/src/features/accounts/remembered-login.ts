import { STORAGE_KEYS } from '@lobby/shared';

// spec 3 "Remembered-login record", spec 4 "Login method" (docs/decisions/015): the record is
// never kept as plain text or base64. It is encrypted with AES-GCM 256 under a key that WebCrypto
// generated as non-extractable: the key object lives in IndexedDB (CryptoKey objects are
// structured-cloneable) and its bytes can never be read, by script or from the disk copy.

export type LoginMethod = 'username' | 'sms';

export interface RememberedLogin {
  type: LoginMethod;
  /** The account name, or the mobile number for the SMS method. */
  username: string;
  /** The password; empty for the SMS method (an SMS code is good once). */
  password: string;
  countryDialingCode: string;
  remember: boolean;
}

/** Where the key and the ciphertext are kept: IndexedDB in the browser, a Map in unit tests. */
export interface SecretStore {
  get(name: string): Promise<unknown>;
  put(name: string, value: unknown): Promise<void>;
  delete(name: string): Promise<void>;
}

const KEY = 'key';
const RECORD = 'record';
/** Binds the ciphertext to its purpose and format version. */
const AAD = new TextEncoder().encode('lobby:remembered-login:v1');

interface SealedRecord {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

function isSealed(value: unknown): value is SealedRecord {
  const v = value as SealedRecord | null;
  return !!v && v.iv instanceof Uint8Array && v.data instanceof ArrayBuffer;
}

function isRecord(value: unknown): value is RememberedLogin {
  const v = value as RememberedLogin | null;
  return (
    !!v &&
    (v.type === 'username' || v.type === 'sms') &&
    typeof v.username === 'string' &&
    typeof v.password === 'string' &&
    typeof v.countryDialingCode === 'string' &&
    typeof v.remember === 'boolean'
  );
}

async function existingKey(store: SecretStore): Promise<CryptoKey | null> {
  const key = await store.get(KEY);
  return key instanceof CryptoKey ? key : null;
}

async function keyFor(store: SecretStore): Promise<CryptoKey> {
  const key = await existingKey(store);
  if (key) return key;
  const created = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  await store.put(KEY, created);
  return created;
}

/** Reads and decrypts the record; a record that does not decrypt is dropped, not trusted. */
export async function loadRememberedLogin(
  store: SecretStore = browserStore(),
): Promise<RememberedLogin | null> {
  try {
    const [key, sealed] = await Promise.all([existingKey(store), store.get(RECORD)]);
    if (!key || !isSealed(sealed)) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.iv, additionalData: AAD },
      key,
      sealed.data,
    );
    const record: unknown = JSON.parse(new TextDecoder().decode(plain));
    if (isRecord(record)) return record;
  } catch {
    // A wrong key (the key store was cleared), tampering or no IndexedDB: nothing remembered.
  }
  await forgetRememberedLogin(store);
  return null;
}

/** Encrypts and stores the record with a fresh 96-bit IV. */
export async function saveRememberedLogin(
  record: RememberedLogin,
  store: SecretStore = browserStore(),
): Promise<void> {
  const key = await keyFor(store);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: AAD },
    key,
    new TextEncoder().encode(JSON.stringify(record)),
  );
  await store.put(RECORD, { iv, data } satisfies SealedRecord);
}

/** Unchecking "remember password" deletes the record (the key may stay: it protects nothing). */
export async function forgetRememberedLogin(store: SecretStore = browserStore()): Promise<void> {
  await store.delete(RECORD).catch(() => undefined);
}

/**
 * spec 4 "Change password": the remembered record is re-encoded with the new password. Called
 * by the change-password screen after a successful change; a no-op when nothing is remembered
 * or the record is of the SMS method (which holds no password).
 */
export async function updateRememberedPassword(
  newPassword: string,
  store: SecretStore = browserStore(),
): Promise<void> {
  const record = await loadRememberedLogin(store);
  if (record?.type !== 'username') return;
  await saveRememberedLogin({ ...record, password: newPassword }, store);
}

const STORE_NAME = 'remembered-login';

function request<T>(make: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode) {
  return (db: IDBDatabase) =>
    new Promise<T>((resolve, reject) => {
      const req = make(db.transaction(STORE_NAME, mode).objectStore(STORE_NAME));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
}

let opened: Promise<IDBDatabase> | undefined;

function openDb(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(STORAGE_KEYS.rememberedLoginDb, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE_NAME);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  // A failed open (private mode in some browsers) is tried again next time.
  opened.catch(() => {
    opened = undefined;
  });
  return opened;
}

/** The key and the sealed record in one IndexedDB object store. */
export function browserStore(): SecretStore {
  return {
    get: async (name) => request((s) => s.get(name), 'readonly')(await openDb()),
    put: async (name, value) => {
      await request((s) => s.put(value, name), 'readwrite')(await openDb());
    },
    delete: async (name) => {
      await request((s) => s.delete(name), 'readwrite')(await openDb());
    },
  };
}
