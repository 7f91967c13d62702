import type { OutgoingHttpHeaders } from 'node:http';
import { API_PATHS, ERROR_STATUS, ErrorEnvelope } from '@lobby/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';
import { type MemberEvents, readBalanceEvent } from '../../core/member-events.ts';
import type { SessionCache } from '../../core/session-cache.ts';
import type { Db } from '../../db/client.ts';
import {
  assertSessionLive,
  findRequestSession,
  MEMBER_ERRORS,
  MEMBER_SECURITY,
  sessionMember,
} from '../../plugins/session.ts';
import { EventStream } from './stream.ts';
import { STREAM_DOCS } from './stream-docs.ts';

/** A comment this often: under the 30-60 s idle cut of common proxies and mobile carriers. */
export const HEARTBEAT_MS = 25_000;
/** Open streams per member and node: a sixth (another tab, a phone left open) closes the oldest. */
export const MAX_STREAMS_PER_MEMBER = 5;

export interface EventsRoutesOptions {
  db: Db;
  events: MemberEvents;
  bus: InvalidationBus;
  sessions: SessionCache;
  heartbeatMs?: number;
  maxStreamsPerMember?: number;
}

interface Open {
  stream: EventStream;
  /** The request that opened the stream: its bearer token is judged again while it lasts. */
  request: FastifyRequest;
}

/**
 * GET /api/events (issue 11 "Live balance"): the member's server-sent events, authenticated by
 * the usual Authorization header, which the web sends through fetch() streaming (decision 059).
 * A balance snapshot comes first on every connect, so a reconnect never misses the balance;
 * then live events; a heartbeat comment every 25 s. The stream ends when its session ends
 * (logout anywhere, password change, replacement, expiry, disabled member) and when the
 * server closes (decision 060).
 */
export async function eventsRoutes(scope: FastifyInstance, options: EventsRoutesOptions) {
  const { db, events, bus, sessions } = options;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const maxStreams = options.maxStreamsPerMember ?? MAX_STREAMS_PER_MEMBER;
  const byMember = new Map<number, Open[]>();
  const all = () => [...byMember.values()].flat();

  /** Closes the stream when its session no longer admits requests (the client then gets a 401). */
  const judge = async ({ stream, request }: Open) => {
    try {
      assertSessionLive(await findRequestSession(sessions, request));
    } catch {
      stream.close();
    }
  };
  const snapshot = async ({ stream }: Open) => {
    try {
      const event = await readBalanceEvent(db, stream.memberId, true);
      if (event) stream.send(event);
    } catch (err) {
      app.log.warn({ err, memberId: stream.memberId }, 'events: snapshot failed, closing the stream');
      stream.close();
    }
  };

  // A revocation or a change of the member (on any node: the bus carries it) is judged at once;
  // the session cache subscribed first, so the judgement reads a fresh row.
  bus.subscribe('member', (key) => {
    for (const open of key === null ? all() : (byMember.get(Number(key)) ?? [])) void judge(open);
  });
  // Redis was away: events may be lost, so every stream gets the balance again (decision 060).
  events.onGap(() => {
    for (const open of all()) void snapshot(open);
  });
  const timer = setInterval(() => {
    for (const open of all()) {
      open.stream.heartbeat();
      // Expiry (idle, lifetime, trial end) sends no message: the heartbeat finds it.
      void judge(open);
    }
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  timer.unref();
  // Open streams would keep server.close() waiting forever: end them first.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    for (const open of all()) open.stream.close();
  });

  const register = (open: Open) => {
    const list = byMember.get(open.stream.memberId) ?? [];
    while (list.length >= maxStreams) list.shift()?.stream.close();
    list.push(open);
    byMember.set(open.stream.memberId, list);
    const unsubscribe = events.subscribe(open.stream.memberId, (event) => open.stream.send(event));
    open.stream.onClose(() => {
      unsubscribe();
      const rest = (byMember.get(open.stream.memberId) ?? []).filter((other) => other !== open);
      if (rest.length === 0) byMember.delete(open.stream.memberId);
      else byMember.set(open.stream.memberId, rest);
    });
  };

  app.get(
    API_PATHS.events,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['wallet'],
        summary: 'Live balance, deposit and withdrawal events (server-sent events, issue 11)',
        description: STREAM_DOCS,
        security: MEMBER_SECURITY,
        produces: ['text/event-stream'],
        response: {
          ...Object.fromEntries(MEMBER_ERRORS.map((code) => [ERROR_STATUS[code], ErrorEnvelope])),
        },
      },
    },
    async (request, reply) => {
      const member = sessionMember(request);
      // Fastify lets go of the answer: no compression (it would hold events back in its buffer)
      // and no serialiser; the security headers set on the request so far are kept.
      reply.hijack();
      const kept = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
      reply.raw.writeHead(200, {
        ...(Object.fromEntries(kept) as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and similar proxies would buffer the stream otherwise.
        'x-accel-buffering': 'no',
      });
      const open: Open = { stream: new EventStream(member.id, reply.raw), request };
      // Listening starts before the snapshot is read, so nothing published meanwhile is lost.
      register(open);
      open.stream.heartbeat();
      try {
        open.stream.start(await readBalanceEvent(db, member.id, true));
      } catch (err) {
        request.log.error({ err }, 'events: the balance snapshot failed');
        open.stream.close();
      }
    },
  );
}
