/**
 * Conversation calls (DESIGN §5–6, issue 5): GET /conversations, GET /conversations/:id,
 * POST /conversations/:id/messages. docs/api.md describes each request and answer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@bu/contracts';
import { plainJson } from '../../lib/plain-json';
import { routeSchema } from '../../lib/route-schema';

const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.conversationService;
  const auth = { preValidation: app.authenticate };
  const tags = ['conversations'];

  app.get(
    '/conversations',
    {
      // The list statement reads the session too (readInSession).
      ...app.cachedAnswer('conversations', undefined, { readsSession: true }),
      ...plainJson,
      schema: { tags, ...routeSchema(endpoints.listConversations) },
    },
    async (request) =>
      (await app.readInSession(request, (user, check) => service.readList(user, request.query, check))).answer,
  );

  app.get(
    '/conversations/:id',
    {
      ...auth,
      schema: { tags, ...routeSchema(endpoints.getConversation) },
    },
    async (request) => service.detail(request.auth!.user, request.params.id),
  );

  app.post(
    '/conversations/:id/messages',
    {
      ...auth,
      schema: { tags, ...routeSchema(endpoints.sendMessage) },
    },
    async (request, reply) =>
      reply.status(201).send(await service.reply(request.auth!.user, request.params.id, request.body.text)),
  );
};

export default conversationRoutes;
