/**
 * Provider API `/v1/…` (registered under /api, so /api/v1/seminars): the provider's seminars
 * with the dashboard's schemas and rules (the same seminar service), authenticated by
 * `Authorization: Bearer <api key>` and rate-limited per key. Publishing here, and editing a
 * published seminar, syncs to marketing like the dashboard does (seed §4).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endpoints,
  seminarAddBodySchema,
  seminarListQuerySchema,
  uuidParamsSchema,
  v1SeminarListQuerySchema,
} from '@bu/contracts';
import { AppError } from '../../lib/app-error';
import { emitSeminarsChanged } from '../../lib/events';
import { MINUTE, byIp } from '../../plugins/limits';

export const V1_REQUESTS_PER_MINUTE = 120;

const providerApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = app.apiKeyService;
  const seminars = app.seminarService;
  const tags = ['provider API v1'];

  const perIp = app.limit(MINUTE, [600, byIp('v1')]);
  const perKey = app.limit(MINUTE, [V1_REQUESTS_PER_MINUTE, (r) => `v1:key:${r.auth?.sessionId}`]);

  // Only the Authorization header carries an API key (no query or body token here).
  app.addHook('preValidation', async (request, reply) => {
    await perIp(request, reply);
    const header = request.headers.authorization;
    const secret = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const found = secret ? await keys.authenticate(secret) : null;
    if (!found) throw new AppError('UNAUTHORIZED');
    request.auth = { user: found.user, sessionId: `api-key:${found.keyId}` };
    await perKey(request, reply);
  });

  app.get(
    '/seminars',
    {
      schema: {
        tags,
        querystring: v1SeminarListQuerySchema,
        response: endpoints.v1ListSeminars.responses,
      },
    },
    async (request) => {
      const result = (await seminars.list(request.auth!.user, request.query)).value();
      return {
        success: true as const,
        seminars: result.seminars,
        total: result.total,
        page: result.page,
        pageSize: result.pageSize,
      };
    },
  );

  app.get(
    '/seminars/:id',
    { schema: { tags, params: uuidParamsSchema, response: endpoints.v1GetSeminar.responses } },
    async (request) => {
      const result = (
        await seminars.list(request.auth!.user, seminarListQuerySchema.parse({ id: request.params.id }))
      ).value();
      return { success: true as const, seminar: result.seminars[0]! };
    },
  );

  app.post(
    '/seminars',
    {
      schema: {
        tags,
        description:
          'Same fields and rules as POST /seminars/add; `Status` SHOW publishes, DRAFT (default) saves a draft. Rule failures answer 422 with `codes`.',
        body: seminarAddBodySchema,
        response: endpoints.v1CreateSeminar.responses,
      },
    },
    async (request, reply) => {
      const result = await seminars.add(request.auth!.user, request.body, request.language);
      // No client sends the publish event here (the dashboard form does): the API sends it itself.
      if (result.newlyCreatedSeminar.status === 'online')
        await emitSeminarsChanged(app, request.auth!.user.id, [result.seminarId], true);
      return reply.status(201).send({
        success: true as const,
        seminarId: result.seminarId,
        seminar: result.newlyCreatedSeminar,
        codes: result.codes,
        costs: result.costs,
      });
    },
  );

  app.put(
    '/seminars/:id',
    {
      schema: {
        tags,
        description:
          'Same fields and rules as POST /seminars/edit (fields left out keep their value; start-date lock answers 409 code 14).',
        params: uuidParamsSchema,
        body: seminarAddBodySchema,
        response: endpoints.v1UpdateSeminar.responses,
      },
    },
    async (request) => {
      const { published, ...result } = await seminars.edit(
        request.auth!.user,
        { ...request.body, seminarId: request.params.id },
        request.language,
      );
      // Publishing a draft sends the publish event; edits of a published seminar sync without it.
      if (result.seminar.status === 'online')
        await emitSeminarsChanged(app, request.auth!.user.id, [result.seminarId], published);
      return result;
    },
  );
};

export default providerApiRoutes;
