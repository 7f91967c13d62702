import { STORAGE_KEYS } from '@lobby/shared';
import { useSyncExternalStore } from 'react';

// spec 2.3: the member may hide the balance; the choice stays on this device (local storage).
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const read = () => localStorage.getItem(STORAGE_KEYS.hideBalance) === '1';

export function setBalanceHidden(hidden: boolean): void {
  if (hidden) localStorage.setItem(STORAGE_KEYS.hideBalance, '1');
  else localStorage.removeItem(STORAGE_KEYS.hideBalance);
  for (const listener of listeners) listener();
}

export function useBalanceHidden(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
