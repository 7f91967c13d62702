import { API_PATHS, LoginResponse, RememberedLoginRequest } from '@lobby/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { AppError, appError } from '../../core/errors.ts';
import type { AttemptCounterFactory } from '../../core/rate-limits.ts';
import type { Db } from '../../db/client.ts';
import { readCookie, strictCookie } from '../../lib/cookies.ts';
import { ok, responses } from '../../lib/responses.ts';
import type { LoginResult } from './login.ts';
import {
  forgetRememberedLogin,
  type IssuedRememberToken,
  rememberCounters,
  rememberedLogin,
} from './remember.ts';
import type { SessionMeta } from './service.ts';

// The remembered login's routes (issue 8, docs/decisions/035). The token travels only as an
// HttpOnly, SameSite=Strict cookie scoped to API_PATHS.sessionRemembered: page script (and so
// an XSS) never sees it, and no other request, API call or site ever carries it.

export const REMEMBER_COOKIE = 'lobby_remember';
const tags = ['accounts'];

interface RememberCookies {
  /** Secure cookies when PUBLIC_URL is https. */
  secure: boolean;
}

const rememberCookies = (publicUrl: string | undefined): RememberCookies => ({
  secure: publicUrl?.startsWith('https:') ?? false,
});

function setRememberCookie(reply: FastifyReply, cookies: RememberCookies, issued: IssuedRememberToken) {
  const maxAge = (issued.expiresAt.getTime() - Date.now()) / 1000;
  const path = API_PATHS.sessionRemembered;
  reply.header(
    'set-cookie',
    strictCookie(REMEMBER_COOKIE, issued.token, { path, maxAge, secure: cookies.secure }),
  );
}

/** The login answer; with the remember flag set, this device's remember cookie goes with it. */
export function withRememberCookie(
  reply: FastifyReply,
  { publicUrl }: { publicUrl?: string | undefined },
  result: LoginResult,
) {
  if (result.rememberToken) setRememberCookie(reply, rememberCookies(publicUrl), result.rememberToken);
  return result.answer;
}

function clearRememberCookie(reply: FastifyReply, cookies: RememberCookies) {
  const path = API_PATHS.sessionRemembered;
  reply.header('set-cookie', strictCookie(REMEMBER_COOKIE, '', { path, maxAge: 0, secure: cookies.secure }));
}

const tokenOf = (request: FastifyRequest) => readCookie(request.headers.cookie, REMEMBER_COOKIE);

/** A form post (the one cross-site request needing no preflight) is refused before anything. */
async function requireJson(request: FastifyRequest) {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw appError('UNSUPPORTED_MEDIA_TYPE', 'This call takes a JSON body.');
  }
}

export interface RememberRoutesOptions {
  db: Db;
  attemptCounter: AttemptCounterFactory;
  /** PUBLIC_URL: an https origin makes the cookie Secure. */
  publicUrl: string | undefined;
  /** Told of sessions a remembered login replaced (the cap of decision 034). */
  sessions: SessionMeta['sessions'];
}

export function rememberRoutes(
  scope: FastifyInstance,
  { db, attemptCounter, publicUrl, sessions }: RememberRoutesOptions,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const failures = rememberCounters(attemptCounter);
  const cookies = rememberCookies(publicUrl);

  app.post(
    API_PATHS.sessionRemembered,
    {
      preValidation: requireJson,
      schema: {
        tags,
        summary: "Log in with this device's remember cookie; answers the login response and rotates it",
        body: RememberedLoginRequest,
        response: responses(LoginResponse, [
          'VALIDATION_ERROR',
          'UNSUPPORTED_MEDIA_TYPE',
          'REMEMBER_TOKEN_INVALID',
          'RATE_LIMITED',
        ]),
      },
    },
    async (request, reply) => {
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'], sessions };
      try {
        const { answer, next } = await rememberedLogin(db, failures, tokenOf(request), meta);
        setRememberCookie(reply, cookies, next);
        return ok(answer);
      } catch (error) {
        // A refused token is dead: the browser drops it. A 429 leaves the device's token alone.
        if (error instanceof AppError && error.code === 'REMEMBER_TOKEN_INVALID')
          clearRememberCookie(reply, cookies);
        throw error;
      }
    },
  );

  app.delete(
    API_PATHS.sessionRemembered,
    {
      schema: {
        tags,
        summary: 'Forget this device\'s remembered login ("not you?", remember unchecked)',
        response: responses(z.null(), []),
      },
    },
    async (request, reply) => {
      await forgetRememberedLogin(db, tokenOf(request));
      clearRememberCookie(reply, cookies);
      return ok(null);
    },
  );
}
