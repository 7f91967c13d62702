import { useEffect } from 'react';
import { requestLogin } from '../lib/login-prompt.ts';
import { useLocation } from '../lib/router.ts';
import { readSession } from '../lib/session.ts';

// A guest sent home from a members' page is told why there (spec 8; docs/decisions/016). Its
// own small module: the app layout, which the first paint carries, needs this half only.

/** What a guest sent home from a members' page carries in history state: why, and where to. */
export interface SentHome {
  loginPrompt: { returnTo: string; notice: string };
}

function sentHome(state: unknown): SentHome['loginPrompt'] | null {
  const prompt = (state as Partial<SentHome> | null)?.loginPrompt;
  return typeof prompt?.returnTo === 'string' && typeof prompt.notice === 'string' ? prompt : null;
}

/** The page a guest was sent to opens the login modal with the reason, while still a guest. */
export function useSentHomePrompt(): void {
  const { state, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry.
  useEffect(() => {
    const prompt = sentHome(state);
    if (prompt && !readSession()) requestLogin(prompt);
  }, [key]);
}
