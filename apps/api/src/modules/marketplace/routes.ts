/**
 * Public marketplace reads (no sign-in, rate-limited per address): GET /public/seminars (search,
 * pages of 20), GET /public/seminars/:id (a provider's own token also opens its unpublished
 * seminars as a preview), GET /public/providers/:id. docs/api.md describes them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, MARKETPLACE_READ_RATE_LIMIT } from '@bu/contracts';
import { MINUTE, byIp } from '../../plugins/limits';
import { tokenOf } from '../../plugins/auth';
import { routeSchema } from '../../lib/route-schema';

const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.marketplaceService;
  const tags = ['marketplace'];
  const limit = app.limit(MARKETPLACE_READ_RATE_LIMIT.windowMinutes * MINUTE, [
    MARKETPLACE_READ_RATE_LIMIT.perIp,
    byIp('marketplace-read'),
  ]);

  app.get(
    '/public/seminars',
    {
      schema: { tags, ...routeSchema(endpoints.searchPublicSeminars) },
      preHandler: limit,
    },
    async (request) => service.search(request.query, { address: request.ip, userAgent: request.headers['user-agent'] }),
  );

  app.get(
    '/public/seminars/:id',
    {
      schema: { tags, ...routeSchema(endpoints.getPublicSeminar) },
      preHandler: limit,
    },
    async (request) => {
      // A token is optional here: with a valid one the provider previews its own drafts; an
      // invalid or expired one reads like an anonymous visitor (a public page never answers 401).
      if (tokenOf(request)) await app.authenticate(request).catch(() => undefined);
      return service.seminarAnswer(request.params.id, request.ip, request.auth?.user.providerId);
    },
  );

  app.get(
    '/public/providers/:id',
    { schema: { tags, ...routeSchema(endpoints.getPublicProvider) }, preHandler: limit },
    async (request) => service.providerAnswer(request.params.id, request.ip),
  );
};

export default marketplaceRoutes;
