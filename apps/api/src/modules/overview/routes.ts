/** GET /overview: the signed-in home in one call (service.ts, docs/api.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, tokenQuerySchema } from '@bu/contracts';
import { createInvoiceIssuer } from '../invoices/service';
import { createOverviewService } from './service';

const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const invoices = createInvoiceIssuer({
    db: app.db,
    config: app.config,
    now: () => app.now(),
    sendMail: (to, content) => app.mailer.send(to, content),
  });
  const service = createOverviewService(app, invoices);

  app.get(
    '/overview',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['overview'],
        description:
          'Key figures (online seminars, inquiries of 7 days, seminar views of 30 days ending yesterday, booked but not invoiced for admins), what needs action, the latest changes and the first-run checklist.',
        querystring: tokenQuerySchema,
        response: endpoints.getOverview.responses,
      },
    },
    async (request) => service.overview(request.auth!.user),
  );
};

export default overviewRoutes;
