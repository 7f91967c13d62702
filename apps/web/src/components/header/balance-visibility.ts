import { useSyncExternalStore } from 'react';

// spec 2.3: the member may hide the balance; the choice stays on this device (local storage).
const HIDE_BALANCE_KEY = 'hideBalance';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const read = () => localStorage.getItem(HIDE_BALANCE_KEY) === '1';

export function setBalanceHidden(hidden: boolean): void {
  if (hidden) localStorage.setItem(HIDE_BALANCE_KEY, '1');
  else localStorage.removeItem(HIDE_BALANCE_KEY);
  for (const listener of listeners) listener();
}

export function useBalanceHidden(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
