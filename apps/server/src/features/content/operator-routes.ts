import { ANNOUNCEMENT_EXECUTIONS, ANNOUNCEMENT_TYPES, API_PATHS, LanguageCode } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { Changes } from '../../core/operator-audit.ts';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { OPERATOR_ERRORS, OPERATOR_ROUTE } from '../../plugins/operator-auth.ts';
import { addAnnouncement } from './add-announcement.ts';
import { setUserAgreement } from './user-agreement.ts';

/** announcement:add (spec 3 "Popup announcement"; group names as the spec's calls use them). */
export const AnnouncementBody = z.strictObject({
  type: z.enum(ANNOUNCEMENT_TYPES),
  group: z.string().check(z.regex(/^[a-z_]{1,32}$/, 'a group name such as m_home or m_reg')),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  content: z.string().check(z.maxLength(20_000)),
  execution: z.optional(z.enum(ANNOUNCEMENT_EXECUTIONS)),
  position: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(10_000))),
});
export type AnnouncementBody = z.infer<typeof AnnouncementBody>;

/** agreement:set: one language's user agreement, HTML (decision 041). */
export const UserAgreementBody = z.strictObject({
  language: LanguageCode,
  html: z.string().check(z.minLength(1), z.maxLength(60_000)),
});

/** The content feature's operator commands, behind the shared operator check (plugins/operator-auth.ts). */
export async function contentOperatorRoutes(scope: FastifyInstance, { db }: { db: Db }) {
  scope.addHook('onRequest', scope.requireOperator);
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    API_PATHS.operatorAnnouncements,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: 'Add an announcement; its HTML is sanitised (spec 3, 7 "Announcements")',
        body: AnnouncementBody,
        response: responses(Changes, [...OPERATOR_ERRORS, 'VALIDATION_ERROR']),
      },
    },
    async (req) => ok({ changes: await addAnnouncement(db, req.body) }),
  );

  app.post(
    API_PATHS.operatorUserAgreement,
    {
      // A long agreement in a non-Latin script runs past the API's 64 KB default.
      bodyLimit: 256 * 1024,
      schema: {
        ...OPERATOR_ROUTE,
        summary: "Set one language's user agreement; its HTML is sanitised (spec 2.6 item 7)",
        body: UserAgreementBody,
        response: responses(Changes, [...OPERATOR_ERRORS, 'VALIDATION_ERROR']),
      },
    },
    async (req) => ok({ changes: await setUserAgreement(db, req.body.language, req.body.html) }),
  );
}
