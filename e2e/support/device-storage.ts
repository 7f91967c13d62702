import type { Page } from 'playwright-core';

/** What a page keeps on the device: the place a remembered secret would hide (decision 035). */
export interface DeviceStorage {
  /** `key=value` of every local and session storage entry. */
  web: string[];
  /** Every string in IndexedDB, and every byte array as text and as base64. */
  idb: string[];
  /** The CryptoKey objects stored in IndexedDB. */
  keys: { extractable: boolean; algorithm: string }[];
  databases: (string | undefined)[];
  /** What script can read of the cookies (an HttpOnly cookie is not here). */
  cookie: string;
}

/** Reads local storage, session storage and every IndexedDB store of the page's origin. */
export function deviceStorage(page: Page): Promise<DeviceStorage> {
  return page.evaluate(async () => {
    const web: string[] = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (const key of Object.keys(storage)) web.push(`${key}=${storage.getItem(key)}`);
    }
    const idb: string[] = [];
    const keys: { extractable: boolean; algorithm: string }[] = [];
    const asText = (bytes: Uint8Array) => String.fromCharCode(...bytes);
    const flatten = (value: unknown): void => {
      if (typeof value === 'string') idb.push(value);
      else if (value instanceof CryptoKey)
        keys.push({ extractable: value.extractable, algorithm: value.algorithm.name });
      else if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
        const bytes =
          value instanceof ArrayBuffer
            ? new Uint8Array(value)
            : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
        idb.push(asText(bytes), btoa(asText(bytes)));
      } else if (value && typeof value === 'object') Object.values(value).forEach(flatten);
    };
    const databases = await indexedDB.databases();
    for (const info of databases) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        values.forEach(flatten);
      }
      db.close();
    }
    return { web, idb, keys, databases: databases.map((info) => info.name), cookie: document.cookie };
  });
}
