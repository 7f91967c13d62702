import { API_PATHS, LanguageCode } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { Changes } from '../../core/operator-audit.ts';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { OPERATOR_ERRORS, OPERATOR_ROUTE } from '../../plugins/operator-auth.ts';
import { sendMessage, sentMessages, setWelcomeText } from './operator.ts';

// The inbox's operator commands (issue 10; decision 047), behind the shared operator check.

const Title = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const Content = z.string().check(z.minLength(1), z.maxLength(20_000));
const MessageText = z.strictObject({ title: Title, content: Content });
/** At least one language; each one's title and HTML. */
const Texts = z
  .partialRecord(LanguageCode, MessageText)
  .check(z.refine((texts) => Object.keys(texts).length > 0, 'at least one language'));

/** message:send: to one member by account name, or to all members (one broadcast row). */
export const SendMessageBody = z.discriminatedUnion('to', [
  z.strictObject({ to: z.literal('all'), texts: Texts }),
  z.strictObject({
    to: z.literal('member'),
    account: z.string().check(z.minLength(1), z.maxLength(64)),
    texts: Texts,
  }),
]);

/** message:welcome: one language of the welcome template. */
export const WelcomeMessageBody = z.strictObject({ language: LanguageCode, title: Title, content: Content });

export const SentMessagesQuery = z.object({
  limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(500))),
});
const LanguageTexts = z.record(z.string(), z.object({ title: z.string(), content: z.string() }));
export const SentMessagesResponse = z.object({
  welcome: z.nullable(LanguageTexts),
  messages: z.array(
    z.object({
      id: z.number(),
      /** The member's account, or 'all' for a broadcast. */
      to: z.string(),
      titles: z.record(z.string(), z.string()),
      sentAt: z.string(),
      readCount: z.number(),
    }),
  ),
});

export async function messagesOperatorRoutes(scope: FastifyInstance, { db }: { db: Db }) {
  scope.addHook('onRequest', scope.requireOperator);
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    API_PATHS.operatorMessages,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: 'Send a message to one member or to all; its HTML is sanitised (issue 10, decision 047)',
        body: SendMessageBody,
        response: responses(Changes, [...OPERATOR_ERRORS, 'VALIDATION_ERROR', 'NOT_FOUND']),
      },
    },
    async (req) => {
      const { texts, ...recipient } = req.body;
      return ok({ changes: await sendMessage(db, recipient, texts) });
    },
  );

  app.post(
    API_PATHS.operatorWelcomeMessage,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: 'Set one language of the welcome message new members get (decision 047)',
        body: WelcomeMessageBody,
        response: responses(Changes, [...OPERATOR_ERRORS, 'VALIDATION_ERROR']),
      },
    },
    async (req) => {
      const { language, ...text } = req.body;
      return ok({ changes: await setWelcomeText(db, language, text) });
    },
  );

  app.get(
    API_PATHS.operatorMessages,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: 'Messages sent, newest first, with how many read each, and the welcome template',
        querystring: SentMessagesQuery,
        response: responses(SentMessagesResponse, [...OPERATOR_ERRORS, 'VALIDATION_ERROR']),
      },
    },
    async (req) => ok(await sentMessages(db, req.query.limit ?? 20)),
  );
}
