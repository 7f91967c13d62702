import { API_PATHS, LanguageCode } from '@lobby/shared';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';
import { Changes } from '../../core/operator-audit.ts';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { OPERATOR_ERRORS, OPERATOR_ROUTE } from '../../plugins/operator-auth.ts';
import {
  addAnnouncement,
  changeAnnouncement,
  operatorAnnouncements,
  removeAnnouncement,
} from './announcement-operator.ts';
import { addHelpItem, changeHelpItem, operatorHelpItems, removeHelpItem } from './help-operator.ts';
import * as s from './operator-schemas.ts';
import { serviceBarLinks } from './queries.ts';
import { setServiceBar } from './service-bar.ts';
import { setUserAgreement } from './user-agreement.ts';

/** agreement:set: one language's user agreement, HTML (decision 041). */
export const UserAgreementBody = z.strictObject({
  language: LanguageCode,
  html: z.string().check(z.minLength(1), z.maxLength(60_000)),
});

export interface ContentOperatorOptions {
  db: Db;
  /** Tells every node's kept content answers about a change (decision 044). */
  bus: InvalidationBus;
}

const changed = responses(Changes, [...OPERATOR_ERRORS, 'VALIDATION_ERROR']);
const changedById = responses(Changes, [...OPERATOR_ERRORS, 'VALIDATION_ERROR', 'NOT_FOUND']);
const route = (summary: string) => ({ ...OPERATOR_ROUTE, summary });
const idOf = (params: { id: string }) => Number(params.id);
// Texts in up to 29 languages, HTML each, run past the API's 64 KB default.
const TEXTS_BODY_LIMIT = 512 * 1024;

/** The content feature's operator commands, behind the shared operator check (plugins/operator-auth.ts). */
export async function contentOperatorRoutes(scope: FastifyInstance, { db, bus }: ContentOperatorOptions) {
  scope.addHook('onRequest', scope.requireOperator);
  // Every change has committed by the time its answer is sent: publishing before the operator
  // sees it means the next public content call on any node answers the new content.
  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 300) await bus.publish('content', '*');
    return payload;
  });
  const app = scope.withTypeProvider<ZodTypeProvider>();
  announcementRoutes(app, db);
  helpRoutes(app, db);
  serviceBarRoutes(app, db);
  agreementRoutes(app, db);
}

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
const byId = { params: s.ContentIdParams };

/** Announcements (spec 3, 4, 7 "Announcements"; decision 043). */
function announcementRoutes(app: App, db: Db) {
  app.post(
    API_PATHS.operatorAnnouncements,
    {
      bodyLimit: TEXTS_BODY_LIMIT,
      schema: {
        ...route('Add an announcement; its HTML is sanitised'),
        body: s.AnnouncementBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await addAnnouncement(db, req.body) }),
  );
  app.get(
    API_PATHS.operatorAnnouncements,
    {
      schema: {
        ...route('Every announcement, all languages'),
        response: responses(s.OperatorAnnouncements, OPERATOR_ERRORS),
      },
    },
    async () => ok(await operatorAnnouncements(db)),
  );
  app.patch(
    API_PATHS.operatorAnnouncement,
    {
      bodyLimit: TEXTS_BODY_LIMIT,
      schema: {
        ...route('Change, enable or disable an announcement (titles and contents merge by language)'),
        ...byId,
        body: s.AnnouncementChange,
        response: changedById,
      },
    },
    async (req) => ok({ changes: await changeAnnouncement(db, idOf(req.params), req.body) }),
  );
  app.delete(
    API_PATHS.operatorAnnouncement,
    { schema: { ...route('Remove an announcement'), ...byId, response: changedById } },
    async (req) => ok({ changes: await removeAnnouncement(db, idOf(req.params)) }),
  );
}

/** Help centre (spec 2.13). */
function helpRoutes(app: App, db: Db) {
  app.post(
    API_PATHS.operatorHelpItems,
    {
      bodyLimit: TEXTS_BODY_LIMIT,
      schema: { ...route('Add a help item; its HTML is sanitised'), body: s.HelpItemBody, response: changed },
    },
    async (req) => ok({ changes: await addHelpItem(db, req.body) }),
  );
  app.get(
    API_PATHS.operatorHelpItems,
    {
      schema: {
        ...route('Every help item, all languages'),
        response: responses(s.OperatorHelpItems, OPERATOR_ERRORS),
      },
    },
    async () => ok(await operatorHelpItems(db)),
  );
  app.patch(
    API_PATHS.operatorHelpItem,
    {
      bodyLimit: TEXTS_BODY_LIMIT,
      schema: { ...route('Change a help item'), ...byId, body: s.HelpItemChange, response: changedById },
    },
    async (req) => ok({ changes: await changeHelpItem(db, idOf(req.params), req.body) }),
  );
  app.delete(
    API_PATHS.operatorHelpItem,
    { schema: { ...route('Remove a help item'), ...byId, response: changedById } },
    async (req) => ok({ changes: await removeHelpItem(db, idOf(req.params)) }),
  );
}

/** Service bar (spec 2.4). */
function serviceBarRoutes(app: App, db: Db) {
  app.put(
    API_PATHS.operatorServiceBar,
    {
      schema: {
        ...route('Facebook and Telegram links of the service bar (null clears)'),
        body: s.ServiceBarBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await setServiceBar(db, req.body) }),
  );
  app.get(
    API_PATHS.operatorServiceBar,
    {
      schema: { ...route('The service bar links'), response: responses(s.ServiceBarAnswer, OPERATOR_ERRORS) },
    },
    async () => ok(await serviceBarLinks(db)),
  );
}

/** The user agreement (decision 041). */
function agreementRoutes(app: App, db: Db) {
  app.post(
    API_PATHS.operatorUserAgreement,
    {
      // A long agreement in a non-Latin script runs past the API's 64 KB default.
      bodyLimit: 256 * 1024,
      schema: {
        ...route("Set one language's user agreement; its HTML is sanitised (spec 2.6 item 7)"),
        body: UserAgreementBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await setUserAgreement(db, req.body.language, req.body.html) }),
  );
}
