// How long a member session lives (issue 8 item 11, docs/decisions/034): the one place to change
// it. requireMember, the session cache and login all read these, so they cannot disagree.

/** No session outlives this from its login, whatever renewals it saw (NIST SP 800-63B AAL2). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** A session unused this long is over (NIST SP 800-63B AAL2: 30 minutes of inactivity). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

/**
 * last_seen_at moves at most once per this interval, so a busy member costs one write a minute,
 * not one a call. It lags the member's last call by less than this, which makes the idle
 * timeout end a session between IDLE - TOUCH and IDLE after its last call: never later.
 */
export const SESSION_TOUCH_MS = 60 * 1000;

/** Live sessions per member; the login beyond it revokes the oldest as 'replaced'. */
export const MAX_LIVE_SESSIONS = 5;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  isTrial: boolean;
  trialExpiresAt: Date | null;
}

/**
 * When a session stops answering (epoch ms): its stored end, its absolute lifetime from login
 * (also for rows stored before the lifetime existed) and its idle timeout. A trial session ends
 * with its trial (under 12 h) and has no idle timeout: it holds no money and cannot be logged
 * into again, so ending it early would only throw the trial away.
 */
export function sessionEndsAt(row: SessionTimes): number {
  const stored = Math.min(row.expiresAt.getTime(), row.createdAt.getTime() + SESSION_ABSOLUTE_MS);
  if (row.isTrial) {
    return row.trialExpiresAt ? Math.min(stored, row.trialExpiresAt.getTime()) : stored;
  }
  return Math.min(stored, row.lastSeenAt.getTime() + SESSION_IDLE_MS);
}
