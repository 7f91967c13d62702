import { useSyncExternalStore } from 'react';

// The login modal (spec 2.5 "modal or page shown when a guest must sign in";
// docs/decisions/016). Anyone may ask for it; app/app-layout.tsx hosts it and loads its code
// only when asked, so this store is all the first paint carries.

export interface LoginPrompt {
  /** Where the member goes after logging in: by default the route the request came from. */
  returnTo: string;
  /** An i18n key shown above the form, e.g. why the member must log in again. */
  notice?: string | undefined;
}

let current: LoginPrompt | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** The route the visitor is on, with its query: where a prompt returns by default. */
export function currentRoute(): string {
  return window.location.pathname + window.location.search;
}

/** Opens the login modal; a second request replaces the first. */
export function requestLogin(prompt: { returnTo?: string; notice?: string } = {}): void {
  current = { returnTo: prompt.returnTo ?? currentRoute(), notice: prompt.notice };
  emit();
}

export function closeLoginPrompt(): void {
  if (!current) return;
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginPrompt(): LoginPrompt | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
