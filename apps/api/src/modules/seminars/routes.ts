/**
 * Seminar calls (seed §7, DESIGN §5–6): GET /seminars, POST /seminars/add|edit|status|
 * duplicate|delete|publish-drafts, GET /seminars/publish-drafts/preview, GET /seminars/overview.
 * docs/api.md describes each request, answer and code.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  costsSchema,
  globalSemesterSchema,
  leadActivitySchema,
  localizedLabelSchema,
  locationSchema,
  ownerSchema,
  publishDraftsBodySchema,
  seminarAddBodySchema,
  seminarEditBodySchema,
  seminarIdBodySchema,
  seminarListQuerySchema,
  seminarSchema,
  seminarStatuses,
  seminarStatusBodySchema,
  seminarSummarySchema,
} from '@bu/contracts';
import { EVENTS, emit, type SeminarChanged } from '../../lib/events';
import { plainJson } from '../../lib/plain-json';
import { createSeminarService } from './service';

const ok = z.literal(true);

export const seminarListResponseSchema = z.object({
  success: ok,
  seminars: z.array(seminarSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  globalSemester: globalSemesterSchema,
  seminar_categories: z.record(z.string(), localizedLabelSchema),
  providerLocations: z.array(locationSchema),
  seminar_conversation_counts: z.record(z.string(), z.number()),
  owners: z.array(ownerSchema),
});
const failedSchema = z.array(z.object({ seminarId: z.string(), title: z.string(), codes: z.array(z.number()) }));
const tokenQuery = z.object({ token: z.string().optional() });

const seminarRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSeminarService(app);
  /** Every publish path (status change, publish all drafts) and edits of published seminars sync. */
  const seminarChanged = async (userId: string, seminarIds: string[], published: boolean) => {
    for (const seminarId of seminarIds) await emit(app, EVENTS.seminarChanged, { userId, seminarId, published } satisfies SeminarChanged);
  };
  const auth = { preHandler: app.authenticate };
  const tags = ['seminars'];

  app.get(
    '/seminars',
    {
      ...auth,
      ...plainJson,
      schema: {
        tags,
        querystring: seminarListQuerySchema,
        response: { 200: seminarListResponseSchema },
      },
    },
    async (request) => service.list(request.auth!.user, request.query),
  );

  app.get(
    '/seminars/overview',
    {
      ...auth,
      schema: {
        tags,
        querystring: tokenQuery,
        response: {
          200: z.object({
            success: ok,
            counts: z.object({
              draft: z.number(),
              online: z.number(),
              paused: z.number(),
              archived: z.number(),
              expired: z.number(),
              total: z.number(),
            }),
            expiringSoon: z.array(seminarSummarySchema),
            recentlyChanged: z.array(seminarSummarySchema.extend({ updatedAt: z.string() })),
            leadActivity: leadActivitySchema,
          }),
        },
      },
    },
    async (request) => service.overview(request.auth!.user),
  );

  app.post(
    '/seminars/add',
    {
      ...auth,
      schema: {
        tags,
        body: seminarAddBodySchema,
        response: {
          201: z.object({
            success: ok,
            seminarId: z.string(),
            newlyCreatedSeminar: seminarSchema,
            providerSeminars: z.array(seminarSummarySchema),
            owners: z.array(ownerSchema),
            codes: z.array(z.number()),
            costs: costsSchema,
          }),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await service.add(request.auth!.user, request.body, request.language)),
  );

  app.post(
    '/seminars/edit',
    {
      ...auth,
      schema: {
        tags,
        body: seminarEditBodySchema,
        response: { 200: z.object({ success: ok, seminarId: z.string(), seminar: seminarSchema, costs: costsSchema }) },
      },
    },
    async (request) => {
      const result = await service.edit(request.auth!.user, request.body, request.language);
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
        response: {
          200: z.object({
            success: ok,
            seminarId: z.string(),
            status: z.enum(seminarStatuses),
            seminar: seminarSchema,
            costs: costsSchema,
          }),
        },
      },
    },
    async (request) => {
      const result = await service.setStatus(request.auth!.user, request.body.seminarId, request.body.status, request.language);
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
        response: { 201: z.object({ success: ok, seminarId: z.string(), seminar: seminarSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.duplicate(request.auth!.user, request.body.seminarId, request.language)),
  );

  app.post(
    '/seminars/delete',
    {
      ...auth,
      schema: { tags, body: seminarIdBodySchema, response: { 200: z.object({ success: ok, seminarId: z.string() }) } },
    },
    async (request) => service.remove(request.auth!.user, request.body.seminarId),
  );

  app.get(
    '/seminars/publish-drafts/preview',
    {
      ...auth,
      schema: {
        tags,
        querystring: tokenQuery.extend({
          seminarIds: z
            .string()
            .optional()
            .transform((v) => (v ? v.split(',').filter(Boolean) : undefined))
            .pipe(z.array(z.uuid()).max(1000).optional()),
        }),
        response: {
          200: z.object({
            success: ok,
            drafts: z.number(),
            publishable: z.array(z.string()),
            failed: failedSchema,
            costs: costsSchema,
            globalSemester: globalSemesterSchema,
          }),
        },
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
        response: {
          200: z.object({
            success: ok,
            confirmationId: z.string(),
            published: z.array(z.string()),
            failed: failedSchema,
            costs: costsSchema,
          }),
        },
      },
    },
    async (request) => {
      const result = await service.publishDrafts(request.auth!.user, request.body.seminarIds, request.body.expectedTotalCents);
      await seminarChanged(request.auth!.user.id, result.published, true);
      return result;
    },
  );
};

export default seminarRoutes;
