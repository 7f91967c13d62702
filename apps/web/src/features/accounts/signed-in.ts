import type { LoginResponse, TrialResponse } from '@lobby/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { dropMemberData } from '../../lib/query-scopes.ts';
import { saveSession } from '../../lib/session.ts';
import { useStartupConfig } from '../../lib/startup-config.ts';

/**
 * spec 4 "Session": every login answer (login, register, trial play, the sign-in after a
 * password reset) becomes the session here. Whoever was signed in on this device before leaves
 * no cached data behind for the new member. A trial answer carries its own merchant code and
 * keeps the trial user name in session storage too (spec 3).
 */
export function signedIn(
  queryClient: QueryClient,
  answer: LoginResponse | TrialResponse,
  merchantCode: string,
): void {
  dropMemberData(queryClient);
  const base = { token: answer.token, userName: answer.userName, type: answer.customerType };
  if ('trialBalance' in answer) {
    saveSession({ ...base, merchantCode: answer.merchantCode }, answer.userName);
  } else {
    saveSession({ ...base, merchantCode, firstTimeLogin: answer.firstTimeLogin });
  }
}

/** signedIn bound to this app's query cache and merchant. */
export function useSignedIn(): (answer: LoginResponse | TrialResponse) => void {
  const queryClient = useQueryClient();
  const { merchantCode } = useStartupConfig();
  return (answer) => signedIn(queryClient, answer, merchantCode);
}
