import { STORAGE_KEYS } from '@lobby/shared';
import {
  browserLegacyStore,
  type LegacySecretStore,
  recordFields,
  takeLegacyRememberedLogin,
} from './remembered-login-legacy.ts';

// spec 3 "Remembered-login record", spec 4 "Login method", issue 8 (docs/decisions/035): the
// record restores the method, the account, the dialing code and the checkbox, and never holds a
// password. One-tap login rests on a server-side remember token in an HttpOnly cookie, which
// script never sees; `oneTap` only says whether the last login here asked for one.

export type LoginMethod = 'username' | 'sms';

export interface RememberedLogin {
  type: LoginMethod;
  /** The account name, or the mobile number for the SMS method. */
  username: string;
  countryDialingCode: string;
  remember: boolean;
  /** A remember token was issued to this device and has not been refused since. */
  oneTap: boolean;
}

/** The slice of localStorage the record uses: a Map-backed one in unit tests. */
export type RecordStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = STORAGE_KEYS.rememberedLogin;

/** Only the known fields, type-checked: a stored object with anything else is not trusted. */
function parseRecord(text: string | null): RememberedLogin | null {
  try {
    const value: unknown = JSON.parse(text ?? 'null');
    const fields = recordFields(value);
    return fields && { ...fields, oneTap: (value as { oneTap?: unknown }).oneTap === true };
  } catch {
    return null;
  }
}

const defaultStorage = (): RecordStorage | null =>
  typeof localStorage === 'undefined' ? null : localStorage;

export function saveRememberedLogin(record: RememberedLogin, storage = defaultStorage()): void {
  const { type, username, countryDialingCode, remember, oneTap } = record;
  storage?.setItem(KEY, JSON.stringify({ type, username, countryDialingCode, remember, oneTap }));
}

/**
 * The record, or null. With none, a decision 015 record left on this device is migrated once
 * (no one-tap: no token was ever issued for it) and its store deleted with the password.
 */
export async function loadRememberedLogin(
  storage = defaultStorage(),
  legacy: () => Promise<LegacySecretStore | null> = browserLegacyStore,
): Promise<RememberedLogin | null> {
  if (!storage) return null;
  const record = parseRecord(storage.getItem(KEY));
  if (record) return record;
  storage.removeItem(KEY);
  const store = await legacy().catch(() => null);
  const old = store ? await takeLegacyRememberedLogin(store) : null;
  if (!old?.remember) return null;
  const migrated = { ...old, oneTap: false };
  saveRememberedLogin(migrated, storage);
  return migrated;
}

/** Unchecking "remember", "not you?", or a login without remember: nothing stays here. */
export function forgetRememberedLogin(storage = defaultStorage()): void {
  storage?.removeItem(KEY);
}

/**
 * The server refused or revoked this device's token (expired, password changed): the record
 * keeps the account for the form, without offering one tap. `accounts` limits it to the
 * records of those accounts (a device may remember another member's login).
 */
export function endOneTap(
  matches: (username: string) => boolean = () => true,
  storage = defaultStorage(),
): void {
  const record = parseRecord(storage?.getItem(KEY) ?? null);
  if (record?.oneTap && matches(record.username)) saveRememberedLogin({ ...record, oneTap: false }, storage);
}
