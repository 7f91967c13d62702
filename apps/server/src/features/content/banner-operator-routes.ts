import { API_PATHS } from '@lobby/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validationError } from '../../core/errors.ts';
import { Changes } from '../../core/operator-audit.ts';
import { ok, responses } from '../../lib/responses.ts';
import { OPERATOR_ERRORS, OPERATOR_ROUTE } from '../../plugins/operator-auth.ts';
import {
  addBanner,
  changeBanner,
  listOperatorBanners,
  removeBanner,
  setBannerImage,
} from './banner-admin.ts';
import { BANNER_UPLOAD_MAX_BYTES } from './banner-images.ts';
import type { HomeMediaRoutesOptions } from './banner-routes.ts';
import { BannerBody, BannerPatch, EnabledBody, IdParams, OperatorBanners } from './banner-schemas.ts';
import { hotMatchOperatorRoutes } from './hot-match-operator-routes.ts';

/**
 * An upload's bytes, held where the input guard's walk over the body does not go (it looks for
 * hostile strings; five million array entries would only cost it time).
 */
class UploadedBytes {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes() {
    return this.#bytes;
  }
}

const tooLarge = () => validationError('image', 'the file is larger than 5 MB');

/** Any body but JSON, read up to 5 MB (spec 9) and refused by name beyond, never buffered past it. */
function readRawBody(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (err: Error | null, body?: unknown) => void,
) {
  if (Number(request.headers['content-length']) > BANNER_UPLOAD_MAX_BYTES) return done(tooLarge());
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (err: Error | null, body?: unknown) => {
    if (finished) return;
    finished = true;
    done(err, body);
  };
  payload.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > BANNER_UPLOAD_MAX_BYTES) finish(tooLarge());
    else if (!finished) chunks.push(chunk);
  });
  payload.on('end', () => finish(null, new UploadedBytes(Buffer.concat(chunks))));
  payload.on('error', (err: Error) => finish(err));
}

const changed = responses(Changes, [...OPERATOR_ERRORS, 'VALIDATION_ERROR', 'NOT_FOUND']);
const idOf = (params: { id: string }) => Number(params.id);

/** The operator's banner commands (issue 10 "Operator"), then the hot matches' in their own file. */
export async function bannerOperatorRoutes(
  scope: FastifyInstance,
  { db, bus, mediaDir }: HomeMediaRoutesOptions,
) {
  scope.addHook('onRequest', scope.requireOperator);
  // Every change has committed by the time its answer is sent: every node forgets its answers.
  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 300) await bus.publish('content', '*');
    return payload;
  });
  scope.addContentTypeParser('*', readRawBody);
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const route = (summary: string) => ({ ...OPERATOR_ROUTE, summary });

  app.get(
    API_PATHS.operatorBanners,
    {
      schema: {
        ...route('Every banner, in display order'),
        response: responses(OperatorBanners, OPERATOR_ERRORS),
      },
    },
    async () => ok(await listOperatorBanners(db)),
  );
  app.post(
    API_PATHS.operatorBanners,
    {
      schema: {
        ...route('Add a banner (spec 2.4, 3); its artwork follows'),
        body: BannerBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await addBanner(db, req.body) }),
  );
  app.patch(
    API_PATHS.operatorBanner,
    { schema: { ...route('Change a banner'), params: IdParams, body: BannerPatch, response: changed } },
    async (req) => ok({ changes: await changeBanner(db, idOf(req.params), req.body) }),
  );
  app.put(
    API_PATHS.operatorBannerEnabled,
    { schema: { ...route('Show or hide a banner'), params: IdParams, body: EnabledBody, response: changed } },
    async (req) => {
      const command = req.body.enabled ? 'banner:enable' : 'banner:disable';
      return ok({ changes: await changeBanner(db, idOf(req.params), req.body, command) });
    },
  );
  app.delete(
    API_PATHS.operatorBanner,
    { schema: { ...route('Remove a banner'), params: IdParams, response: changed } },
    async (req) => ok({ changes: await removeBanner(db, idOf(req.params)) }),
  );
  app.put(
    API_PATHS.operatorBannerImage,
    {
      schema: {
        ...route('Upload the artwork: the raw bytes as image/png, image/jpeg or image/webp, 5 MB at most'),
        params: IdParams,
        response: changed,
      },
    },
    async (req) => {
      if (!(req.body instanceof UploadedBytes)) {
        throw validationError(
          'image',
          'send the picture itself with Content-Type image/png, image/jpeg or image/webp',
        );
      }
      const upload = { bytes: req.body.bytes, contentType: req.headers['content-type'] ?? '' };
      return ok({ changes: await setBannerImage(db, mediaDir, idOf(req.params), upload) });
    },
  );

  await scope.register(hotMatchOperatorRoutes, { db });
}
