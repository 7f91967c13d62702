import { TRIAL_CUSTOMER_TYPE } from '@lobby/shared';

// What the /m/trail screen shows (spec 2.1, 2.5, 6; decision 040). Pure, so each case is a row.

export type TrialScreenState = 'offer' | 'running' | 'member';

/** A guest is offered a trial; a trial member sees theirs running; a real member needs none. */
export function trialScreenState(session: { type: number } | null): TrialScreenState {
  if (!session) return 'offer';
  return session.type === TRIAL_CUSTOMER_TYPE ? 'running' : 'member';
}

/** Time left as h:mm:ss (never negative): 7_203_000 ms → "2:00:03". */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
  const seconds = String(total % 60).padStart(2, '0');
  return `${hours}:${minutes}:${seconds}`;
}

/**
 * The trial's lifetime as a text key and its count: whole hours when it is some, else minutes
 * (120 → trial.hours, 2). The locale files hold each language's plural forms.
 */
export function lifetimeText(minutes: number): { key: 'trial.hours' | 'trial.minutes'; count: number } {
  return minutes >= 60 && minutes % 60 === 0
    ? { key: 'trial.hours', count: minutes / 60 }
    : { key: 'trial.minutes', count: minutes };
}
