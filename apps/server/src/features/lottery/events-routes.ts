import type { OutgoingHttpHeaders } from 'node:http';
import { API_PATHS } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DrawEvents } from './draw-events.ts';

/** A comment this often: under the 30-60 s idle cut of common proxies and mobile carriers. */
export const DRAW_HEARTBEAT_MS = 25_000;

/**
 * GET /api/lottery/events (issue 13 "Push"): public server-sent events of every draw (`draw`
 * events: opened, locked, drawn, settled, voided), from every API node through Redis when
 * configured; a heartbeat comment every 25 s.
 */
export async function drawEventsRoutes(
  scope: FastifyInstance,
  options: { drawEvents: DrawEvents; heartbeatMs?: number },
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });

  app.get(
    API_PATHS.lotteryEvents,
    {
      schema: {
        tags: ['games'],
        summary: 'Draw events: opened, locked, drawn, settled, voided (server-sent events, issue 13)',
        produces: ['text/event-stream'],
      },
    },
    async (_request, reply) => {
      reply.hijack();
      const kept = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
      reply.raw.writeHead(200, {
        ...(Object.fromEntries(kept) as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      reply.raw.write(': connected\n\n');
      const unsubscribe = options.drawEvents.subscribe((event) => {
        reply.raw.write(`event: draw\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const timer = setInterval(
        () => reply.raw.write(': heartbeat\n\n'),
        options.heartbeatMs ?? DRAW_HEARTBEAT_MS,
      );
      timer.unref();
      const close = () => {
        if (!open.delete(close)) return;
        clearInterval(timer);
        unsubscribe();
        reply.raw.end();
      };
      open.add(close);
      reply.raw.on('close', close);
    },
  );
}
