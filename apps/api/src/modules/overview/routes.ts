/** GET /overview: the signed-in home in one call (service.ts, docs/api.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@bu/contracts';
import { routeSchema } from '../../lib/route-schema';

const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.overviewService;

  app.get(
    '/overview',
    {
      // Besides the provider's data (whose version the tables it reads bump, migrations 0012 and
      // 0021), the answer changes with the hour (inquiries of 7 days, today's date) and a rollup
      // (its stamp comes with the session, plugins/auth.ts).
      ...app.cachedAnswer(
        'overview',
        (request) => `${Math.floor(app.now().getTime() / 3_600_000)}|${request.auth?.rollupStamp}`,
      ),
      schema: {
        tags: ['overview'],
        description:
          'Key figures (online seminars, inquiries of 7 days, seminar views of 30 days ending yesterday, booked but not invoiced for admins), what needs action, the latest changes and the first-run checklist.',
        ...routeSchema(endpoints.getOverview),
      },
    },
    async (request) => service.overview(request.auth!.user),
  );
};

export default overviewRoutes;
