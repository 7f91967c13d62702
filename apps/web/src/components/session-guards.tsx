import { ROUTES, TRIAL_CUSTOMER_TYPE } from '@lobby/shared';
import { type ReactNode, useState } from 'react';
import { currentRoute } from '../lib/login-prompt.ts';
import { Navigate } from '../lib/router.ts';
import { readSession, useSession } from '../lib/session.ts';
import type { SentHome } from './sent-home-prompt.ts';

// Where signed-in members and guests land (spec 2.5, 2.8, 2.9, 8; docs/decisions/016).

/**
 * /m/login and /m/register: a member with a real account who opens them is signed in already,
 * so goes home (replacing the entry). A trial member may stay: spec 6 tells them to log in
 * with a real account, which replaces the trial session. Decided on arrival only: the login
 * that happens on the screen leads where the screen sends it.
 */
export function GuestsOnly({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(() => {
    const session = readSession();
    return session !== null && session.type !== TRIAL_CUSTOMER_TYPE;
  });
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
