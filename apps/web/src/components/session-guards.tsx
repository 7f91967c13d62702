import { ROUTES } from '@lobby/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { currentRoute, requestLogin } from '../lib/login-prompt.ts';
import { Navigate, useLocation } from '../lib/router.ts';
import { readSession, useSession } from '../lib/session.ts';

// Where signed-in members and guests land (spec 2.5, 2.8, 2.9, 8; docs/decisions/016).

/** What a guest sent home from a members' page carries in history state: why, and where to. */
interface SentHome {
  loginPrompt: { returnTo: string; notice: string };
}

function sentHome(state: unknown): SentHome['loginPrompt'] | null {
  const prompt = (state as Partial<SentHome> | null)?.loginPrompt;
  return typeof prompt?.returnTo === 'string' && typeof prompt.notice === 'string' ? prompt : null;
}

/**
 * /m/login and /m/register: a member (real or trial) who opens them is already signed in, so
 * goes home (replacing the entry). Decided on arrival only: the login that happens on the
 * screen leads where the screen sends it.
 */
export function GuestsOnly({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(() => readSession() !== null);
  if (signedInOnArrival) return <Navigate to={ROUTES.home} replace />;
  return children;
}

/**
 * A members' page (/m/changePsw, /m/set): a guest goes home (spec 2.8, 2.9) and is told why
 * there, with the login modal that comes back to the page (spec 8 'You are not logged in,
 * please login first'). A session ending on the page just goes home: logout and the
 * session-gone prompt say their own word.
 */
export function MembersOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const [arrival] = useState(() => (readSession() ? null : currentRoute()));
  if (arrival !== null) {
    const state: SentHome = { loginPrompt: { returnTo: arrival, notice: 'errors.UNAUTHORIZED' } };
    return <Navigate to={ROUTES.home} replace state={state} />;
  }
  if (!session) return <Navigate to={ROUTES.home} replace />;
  return children;
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
