/**
 * Public marketplace reads (no sign-in, rate-limited per address): GET /public/seminars (search,
 * pages of 20), GET /public/seminars/:id (a provider's own token also opens its unpublished
 * seminars as a preview), GET /public/providers/:id. docs/api.md describes them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endpoints,
  idParamsSchema,
  MARKETPLACE_READ_RATE_LIMIT,
  publicSeminarSearchQuerySchema,
  tokenQuerySchema,
} from '@bu/contracts';
import { MINUTE, byIp } from '../../plugins/limits';
import { tokenOf } from '../../plugins/auth';

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
      schema: {
        tags,
        querystring: publicSeminarSearchQuerySchema,
        response: endpoints.searchPublicSeminars.responses,
      },
      preHandler: limit,
    },
    async (request) => service.search(request.query, { address: request.ip, userAgent: request.headers['user-agent'] }),
  );

  app.get(
    '/public/seminars/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: tokenQuerySchema,
        response: endpoints.getPublicSeminar.responses,
      },
      preHandler: limit,
    },
    async (request) => {
      // A token is optional here: with a valid one the provider previews its own drafts; an
      // invalid or expired one reads like an anonymous visitor (a public page never answers 401).
      if (tokenOf(request)) await app.authenticate(request).catch(() => undefined);
      const seminar = await service.seminar(request.params.id, request.auth?.user.providerId);
      return {
        success: true as const,
        seminar,
        viewToken: app.viewTokens.issue({ kind: 'seminar', ids: [seminar.id], top: 0 }, request.ip),
      };
    },
  );

  app.get(
    '/public/providers/:id',
    { schema: { tags, params: idParamsSchema, response: endpoints.getPublicProvider.responses }, preHandler: limit },
    async (request) => {
      const provider = await service.provider(request.params.id);
      return {
        success: true as const,
        provider,
        viewToken: app.viewTokens.issue({ kind: 'provider', ids: [provider.id], top: 0 }, request.ip),
      };
    },
  );
};

export default marketplaceRoutes;
