import type { ErrorCode } from '@lobby/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appError } from '../core/errors.ts';
import { touchSession } from '../core/member-sessions.ts';
import type { SessionCache, SessionRow } from '../core/session-cache.ts';
import { SESSION_TOUCH_MS, sessionEndsAt } from '../core/session-lifetime.ts';
import type { Db } from '../db/client.ts';
import type { SESSION_REVOKED_REASONS } from '../db/schema/index.ts';
import { bearerToken, hashToken } from '../lib/session-tokens.ts';

/** What a route guarded by requireMember knows about the caller. */
export interface SessionMember {
  id: number;
  /** The session the request came with (logout revokes it). */
  sessionId: number;
  account: string;
  /** spec 6 customer type (0 player, 4 trial/free, ...). */
  customerType: number;
  isTrial: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireMember; null on routes that do not require a member. */
    member: SessionMember | null;
  }
  interface FastifyInstance {
    /** preHandler: 401/403 unless the request carries a live session of an active member. */
    requireMember(request: FastifyRequest): Promise<void>;
    /**
     * preHandler: requireMember, then 403 TRIAL_NOT_ALLOWED for a trial member (spec 6: trial
     * accounts are told to log in with a real account), e.g. deposit, withdraw, transfer, agent.
     */
    requireRealMember(request: FastifyRequest): Promise<void>;
  }
}

/** The codes requireMember answers (401 and 403); requireRealMember adds TRIAL_NOT_ALLOWED. */
export const MEMBER_ERRORS = [
  'UNAUTHORIZED',
  'SESSION_EXPIRED',
  'SESSION_REVOKED',
  'SESSION_PASSWORD_CHANGED',
  'SESSION_REPLACED',
  'ACCOUNT_DISABLED',
] as const;
export const REAL_MEMBER_ERRORS = [...MEMBER_ERRORS, 'TRIAL_NOT_ALLOWED'] as const;
/** The OpenAPI security of a route behind requireMember. */
export const MEMBER_SECURITY = [{ memberSession: [] }];

// Each reason has its own code so the web can tell the member why (issue 3 "Sessions").
const REVOKED_CODES: Record<(typeof SESSION_REVOKED_REASONS)[number], ErrorCode> = {
  logout: 'SESSION_REVOKED',
  password_changed: 'SESSION_PASSWORD_CHANGED',
  replaced: 'SESSION_REPLACED',
};

const loggedOut = (code: ErrorCode) =>
  appError(
    code,
    code === 'SESSION_REPLACED'
      ? 'You were logged out because this account signed in on another device. Please log in again.'
      : 'The account has been logged out, please log in again',
  );

const trialNotAllowed = () =>
  appError(
    'TRIAL_NOT_ALLOWED',
    'Sorry, this account does not have permission or the feature is temporarily unavailable.',
  );

/** The session row behind the request's bearer token, if any (from memory when fresh). */
export async function findRequestSession(sessions: SessionCache, request: FastifyRequest) {
  const token = bearerToken(request.headers.authorization);
  return token ? await sessions.find(hashToken(token)) : undefined;
}

/**
 * Throws what requireMember answers for a session that admits no request (401/403). Also how an
 * open event stream re-judges its session (features/events) without touching last_seen_at.
 */
export function assertSessionLive(row: SessionRow | undefined, now = Date.now()): asserts row is SessionRow {
  if (!row) throw appError('UNAUTHORIZED', 'You are not logged in, please login first');
  if (row.revokedAt) {
    throw loggedOut(row.revokedReason ? REVOKED_CODES[row.revokedReason] : 'SESSION_REVOKED');
  }
  // Absolute lifetime, idle timeout and trial end (docs/decisions/034). A cached row is never
  // kept past this moment, so the verdict comes from a fresh row whenever it could say "over".
  if (sessionEndsAt(row) <= now) throw loggedOut('SESSION_EXPIRED');
  if (row.status !== 'active') {
    throw appError('ACCOUNT_DISABLED', 'Sorry, the user does not exist or is disabled.');
  }
}

export interface SessionPluginOptions {
  db: Db;
  /** Where session rows are looked up: memory first (core/session-cache.ts). */
  sessions: SessionCache;
}

async function session(app: FastifyInstance, { db, sessions }: SessionPluginOptions) {
  app.decorateRequest('member', null);
  const requireMember = async (request: FastifyRequest) => {
    const row = await findRequestSession(sessions, request);
    const now = Date.now();
    assertSessionLive(row, now);
    if (now - row.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
      await touchSession(db, row.sessionId, SESSION_TOUCH_MS / 1000);
      // The cached copy too: the calls of the next minute need no write.
      row.lastSeenAt = new Date(now);
    }
    request.member = {
      id: row.memberId,
      sessionId: row.sessionId,
      account: row.account,
      customerType: row.customerType,
      isTrial: row.isTrial,
    };
  };
  app.decorate('requireMember', requireMember);
  app.decorate('requireRealMember', async (request: FastifyRequest) => {
    await requireMember(request);
    if (request.member?.isTrial) throw trialNotAllowed();
  });
}

/** The member of a route guarded by requireMember; a missing one is a wiring mistake (500). */
export function sessionMember(request: FastifyRequest): SessionMember {
  if (!request.member) throw new Error(`requireMember did not run for ${request.url}`);
  return request.member;
}

export const sessionPlugin = fp(session, { name: 'session' });
