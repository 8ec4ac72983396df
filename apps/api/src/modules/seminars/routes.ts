/**
 * Seminar calls (seed §7, DESIGN §5–6): GET /seminars, POST /seminars/add|edit|status|
 * duplicate|delete|publish-drafts, GET /seminars/publish-drafts/preview; the CSV calls in import-routes.ts.
 * docs/api.md describes each request, answer and code.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type SessionUser } from '@bu/contracts';
import { emitSeminarsChanged } from '../../lib/events';
import { plainJson, sendJson } from '../../lib/plain-json';
import csvImportRoutes from './import-routes';
import { routeSchema } from '../../lib/route-schema';

const seminarRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.seminarService;
  /** Every publish path (status change, publish all drafts) and edits of published seminars sync. */
  const seminarChanged = (user: SessionUser, seminarIds: string[], published: boolean) =>
    emitSeminarsChanged(app, user, seminarIds, published);
  const auth = { preValidation: app.authenticate };
  const tags = ['seminars'];
  // The CSV template, export and import, with their upload parser in their own scope.
  await app.register(csvImportRoutes);

  app.get(
    '/seminars',
    {
      // Statuses (expired) depend on the day. The list statement reads the session too (readInSession).
      ...app.cachedAnswer('seminars', () => app.today(), { readsSession: true }),
      ...plainJson,
      schema: { tags, ...routeSchema(endpoints.listSeminars) },
    },
    async (request) => {
      const read = await app.readInSession(request, (user, check) => service.readList(user, request.query, check));
      return sendJson(await service.listAnswer(read, request.query));
    },
  );

  app.post(
    '/seminars/add',
    {
      ...auth,
      schema: { tags, ...routeSchema(endpoints.addSeminar) },
    },
    async (request, reply) => {
      const result = await service.add(request.auth!.user, request.body, request.language);
      // Saved as published: the provider's webhooks hear of it.
      if (result.newlyCreatedSeminar.status === 'online')
        await app.webhooks.emit(request.auth!.user.providerId, 'seminar.published', result.newlyCreatedSeminar);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/seminars/edit',
    {
      ...auth,
      schema: { tags, ...routeSchema(endpoints.editSeminar) },
    },
    async (request) => {
      const { published: _published, ...result } = await service.edit(
        request.auth!.user,
        request.body,
        request.language,
      );
      // Edits of published seminars reach the marketing sync too (the client adds the publish event).
      if (result.seminar.status === 'online') await seminarChanged(request.auth!.user, [result.seminarId], false);
      return result;
    },
  );

  app.post(
    '/seminars/status',
    {
      ...auth,
      schema: { tags, ...routeSchema(endpoints.setSeminarStatus) },
    },
    async (request) => {
      const result = await service.setStatus(
        request.auth!.user,
        request.body.seminarId,
        request.body.status,
        request.language,
      );
      if (result.status === 'online') await seminarChanged(request.auth!.user, [result.seminarId], true);
      return result;
    },
  );

  app.post(
    '/seminars/duplicate',
    {
      ...auth,
      schema: { tags, ...routeSchema(endpoints.duplicateSeminar) },
    },
    async (request, reply) =>
      reply.status(201).send(await service.duplicate(request.auth!.user, request.body.seminarId, request.language)),
  );

  app.post(
    '/seminars/delete',
    {
      ...auth,
      schema: { tags, ...routeSchema(endpoints.deleteSeminar) },
    },
    async (request) => service.remove(request.auth!.user, request.body.seminarId),
  );

  app.get(
    '/seminars/publish-drafts/preview',
    {
      ...auth,
      schema: { tags, ...routeSchema(endpoints.previewPublishDrafts) },
    },
    async (request) => service.previewPublishDrafts(request.auth!.user, request.query.seminarIds),
  );

  app.post(
    '/seminars/publish-drafts',
    {
      ...auth,
      schema: { tags, ...routeSchema(endpoints.publishDrafts) },
    },
    async (request) => {
      const result = await service.publishDrafts(
        request.auth!.user,
        request.body.seminarIds,
        request.body.expectedTotalCents,
      );
      await seminarChanged(request.auth!.user, result.published, true);
      return result;
    },
  );
};

export default seminarRoutes;
