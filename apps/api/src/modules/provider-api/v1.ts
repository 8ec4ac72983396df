/**
 * Provider API `/v1/…` (registered under /api, so /api/v1/seminars): the provider's seminars,
 * leads, conversations and statistics with the dashboard's schemas, rules and services,
 * authenticated by `Authorization: Bearer <api key>` and rate-limited per key. Each route needs
 * the scope the endpoint map names for it (403 API_KEY_SCOPE_MISSING otherwise); a route without
 * one is refused to every key. Publishing here, and editing a published seminar, syncs to
 * marketing like the dashboard does (seed §4).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ApiKeyScope, type Endpoint, endpoints, type OperationId, seminarListQuerySchema } from '@bu/contracts';
import { AppError } from '../../lib/app-error';
import { emitSeminarsChanged } from '../../lib/events';
import { bearerToken } from '../../lib/tokens';
import { MINUTE, byIp } from '../../plugins/limits';
import { routeSchema } from '../../lib/route-schema';

const V1_REQUESTS_PER_MINUTE = 120;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The API-key scope a /v1 route needs (from the endpoint map). */
    scope?: ApiKeyScope;
  }
}

/** A /v1 route's config: the scope the endpoint map names for it. */
const scoped = (id: OperationId): { scope?: ApiKeyScope } => ({ scope: (endpoints[id] as Endpoint).scope });

const providerApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = app.apiKeyService;
  const seminars = app.seminarService;
  const tags = ['provider API v1'];

  const perIp = app.limit(MINUTE, [600, byIp('v1')]);
  const perKey = app.limit(MINUTE, [
    V1_REQUESTS_PER_MINUTE,
    (r) => `v1:key:${r.auth?.kind === 'apiKey' && r.auth.keyId}`,
  ]);

  // Only the Authorization header carries an API key (no query or body token here).
  app.addHook('preValidation', async (request, reply) => {
    await perIp(request, reply);
    const secret = bearerToken(request.headers.authorization);
    const found = secret ? await keys.authenticate(secret) : null;
    if (!found) throw new AppError('UNAUTHORIZED');
    request.auth = { kind: 'apiKey', user: found.user, keyId: found.keyId };
    await perKey(request, reply);
    const scope = request.routeOptions.config.scope;
    if (!scope || !found.scopes.includes(scope))
      throw new AppError('API_KEY_SCOPE_MISSING', { params: { scope: scope ?? '—' } });
  });

  app.get(
    '/seminars',
    {
      config: scoped('v1ListSeminars'),
      schema: { tags, ...routeSchema(endpoints.v1ListSeminars) },
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
    {
      config: scoped('v1GetSeminar'),
      schema: { tags, ...routeSchema(endpoints.v1GetSeminar) },
    },
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
      config: scoped('v1CreateSeminar'),
      schema: {
        tags,
        description:
          'Same fields and rules as POST /seminars/add; `Status` SHOW publishes, DRAFT (default) saves a draft. Rule failures answer 422 with `codes`. Publishing with costs needs the key’s creator to be an admin at the time of the call (403 PAID_ACTION_ADMIN_ONLY).',
        ...routeSchema(endpoints.v1CreateSeminar),
      },
    },
    async (request, reply) => {
      const result = await seminars.add(request.auth!.user, request.body, request.language);
      // No client sends the publish event here (the dashboard form does): the API sends it itself.
      if (result.newlyCreatedSeminar.status === 'online')
        await emitSeminarsChanged(app, request.auth!.user, [result.seminarId], true);
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
      config: scoped('v1UpdateSeminar'),
      schema: {
        tags,
        description:
          'Same fields and rules as POST /seminars/edit (fields left out keep their value; start-date lock answers 409 code 14).',
        ...routeSchema(endpoints.v1UpdateSeminar),
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
        await emitSeminarsChanged(app, request.auth!.user, [result.seminarId], published);
      return result;
    },
  );

  app.get(
    '/leads',
    {
      config: scoped('v1ListLeads'),
      schema: { tags, description: 'The query and answer of GET /leads.', ...routeSchema(endpoints.v1ListLeads) },
    },
    async (request) => (await app.leadService.readList(request.auth!.user, request.query)).answer,
  );

  app.get(
    '/leads/:id',
    {
      config: scoped('v1GetLead'),
      schema: {
        tags,
        description: 'The answer of GET /leads/:id; reading it here leaves the lead unread in the dashboard.',
        ...routeSchema(endpoints.v1GetLead),
      },
    },
    async (request) => app.leadService.detail(request.auth!.user, request.params.id, { markRead: false }),
  );

  app.put(
    '/leads/:id',
    {
      config: scoped('v1UpdateLead'),
      schema: {
        tags,
        description:
          'Stage, owner (a user of the provider, or null) and notes, with the rules of PUT /leads/:id (booking takes a place or the waitlist). Other fields are ignored.',
        ...routeSchema(endpoints.v1UpdateLead),
      },
    },
    async (request) => app.leadService.update(request.auth!.user, request.params.id, request.body),
  );

  app.post(
    '/conversations/:id/messages',
    {
      config: scoped('v1SendMessage'),
      schema: {
        tags,
        description: 'Mails the reply to the participant like POST /conversations/:id/messages.',
        ...routeSchema(endpoints.v1SendMessage),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.conversationService.reply(request.auth!.user, request.params.id, request.body.text)),
  );

  app.get(
    '/statistics',
    {
      config: scoped('v1Statistics'),
      schema: { tags, description: 'The query and answer of GET /statistics.', ...routeSchema(endpoints.v1Statistics) },
    },
    async (request) => app.statisticsService.statisticsNow(request.auth!.user.providerId, request.query),
  );
};

export default providerApiRoutes;
