/**
 * Seminar calls (seed §7, DESIGN §5–6): GET /seminars, POST /seminars/add|edit|status|
 * duplicate|delete|publish-drafts, GET /seminars/publish-drafts/preview.
 * docs/api.md describes each request, answer and code.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endpoints,
  publishDraftsBodySchema,
  publishDraftsPreviewQuerySchema,
  seminarAddBodySchema,
  seminarEditBodySchema,
  seminarIdBodySchema,
  seminarListQuerySchema,
  seminarStatusBodySchema,
  todayIso,
} from '@bu/contracts';
import { emitSeminarsChanged } from '../../lib/events';
import { plainJson, sendJson } from '../../lib/plain-json';

const seminarRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.seminarService;
  /** Every publish path (status change, publish all drafts) and edits of published seminars sync. */
  const seminarChanged = (userId: string, seminarIds: string[], published: boolean) =>
    emitSeminarsChanged(app, userId, seminarIds, published);
  const auth = { preHandler: app.authenticate };
  const tags = ['seminars'];

  app.get(
    '/seminars',
    {
      // Statuses (expired) depend on the day. The list statement reads the session too (readInSession).
      ...app.cachedAnswer('seminars', () => todayIso(app.now()), { readsSession: true }),
      ...plainJson,
      schema: {
        tags,
        querystring: seminarListQuerySchema,
        response: endpoints.listSeminars.responses,
      },
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
      schema: {
        tags,
        body: seminarAddBodySchema,
        response: endpoints.addSeminar.responses,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.add(request.auth!.user, request.body, request.language)),
  );

  app.post(
    '/seminars/edit',
    {
      ...auth,
      schema: {
        tags,
        body: seminarEditBodySchema,
        response: endpoints.editSeminar.responses,
      },
    },
    async (request) => {
      const { published: _published, ...result } = await service.edit(
        request.auth!.user,
        request.body,
        request.language,
      );
      // Edits of published seminars reach the marketing sync too (the client adds the publish event).
      if (result.seminar.status === 'online') await seminarChanged(request.auth!.user.id, [result.seminarId], false);
      return result;
    },
  );

  app.post(
    '/seminars/status',
    {
      ...auth,
      schema: {
        tags,
        body: seminarStatusBodySchema,
        response: endpoints.setSeminarStatus.responses,
      },
    },
    async (request) => {
      const result = await service.setStatus(
        request.auth!.user,
        request.body.seminarId,
        request.body.status,
        request.language,
      );
      if (result.status === 'online') await seminarChanged(request.auth!.user.id, [result.seminarId], true);
      return result;
    },
  );

  app.post(
    '/seminars/duplicate',
    {
      ...auth,
      schema: {
        tags,
        body: seminarIdBodySchema,
        response: endpoints.duplicateSeminar.responses,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.duplicate(request.auth!.user, request.body.seminarId, request.language)),
  );

  app.post(
    '/seminars/delete',
    {
      ...auth,
      schema: { tags, body: seminarIdBodySchema, response: endpoints.deleteSeminar.responses },
    },
    async (request) => service.remove(request.auth!.user, request.body.seminarId),
  );

  app.get(
    '/seminars/publish-drafts/preview',
    {
      ...auth,
      schema: {
        tags,
        querystring: publishDraftsPreviewQuerySchema,
        response: endpoints.previewPublishDrafts.responses,
      },
    },
    async (request) => service.previewPublishDrafts(request.auth!.user, request.query.seminarIds),
  );

  app.post(
    '/seminars/publish-drafts',
    {
      ...auth,
      schema: {
        tags,
        body: publishDraftsBodySchema,
        response: endpoints.publishDrafts.responses,
      },
    },
    async (request) => {
      const result = await service.publishDrafts(
        request.auth!.user,
        request.body.seminarIds,
        request.body.expectedTotalCents,
      );
      await seminarChanged(request.auth!.user.id, result.published, true);
      return result;
    },
  );
};

export default seminarRoutes;
