/**
 * Settings → Invoices (admins; members 403; another provider's invoice 404):
 * GET /settings/invoices, GET /settings/invoices/upcoming (booked, not yet invoiced),
 * GET /settings/invoices/:id.pdf, GET /settings/invoices/:id.xml.
 * Also the month-end job (`invoices.month-end`, 00:05 on the 1st, Europe/Berlin) that bills the
 * month just ended, and in development (dev mailbox) POST /dev/invoices/run for a chosen month.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addMonthsIso, endpoints, monthOfIso } from '@bu/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { devRoutesEnabled, localOnly } from '../dev';
import { InvoiceRunError } from './service';
import { routeSchema } from '../../lib/route-schema';

const MONTH_END_JOB = 'invoices.month-end';

const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const issuer = app.invoiceIssuer;
  const tags = ['invoices'];
  const admin = { preValidation: app.requireAdmin };

  // The invoice mail carries references; the mail worker loads PDF and XML from here.
  app.mailer.attachmentSource('invoice', async ({ id, format }) => {
    const file = await issuer.file(null, id, format);
    return file && { filename: file.filename, contentType: file.contentType, content: file.body };
  });

  app.jobs.define(MONTH_END_JOB, async () => {
    // The month before the current one (Berlin), which has just ended.
    const month = addMonthsIso(monthOfIso(app.today()), -1);
    const { issued } = await issuer.issueMonth(month);
    app.log.info({ month, issued: issued.length }, 'month-end invoices issued');
  });
  app.jobs.schedule(MONTH_END_JOB, '5 0 1 * *');

  app.get(
    '/settings/invoices',
    { ...admin, schema: { tags, ...routeSchema(endpoints.listInvoices) } },
    async (request) => {
      const invoices = await issuer.list(request.auth!.user.providerId);
      return { success: true as const, invoices, total: invoices.length };
    },
  );

  app.get(
    '/settings/invoices/upcoming',
    {
      ...admin,
      schema: {
        tags,
        description:
          'Booked but not yet invoiced (confirmed boost days, brochure and expanded-text charges), per month, priced by the month-end run itself, with the day of the next run.',
        ...routeSchema(endpoints.upcomingInvoices),
      },
    },
    async (request) => issuer.upcoming(request.auth!.user.providerId),
  );

  app.get(
    '/settings/invoices/:file',
    { ...admin, schema: { tags, ...routeSchema(endpoints.getInvoiceFile) } },
    async (request, reply) => {
      const file = request.params.file.toLowerCase();
      const id = file.slice(0, -4);
      const format = file.slice(-3) as 'pdf' | 'xml';
      // Not an id at all (`----….pdf`) is as unknown as another provider's invoice.
      if (!isUuid(id)) throw notFound();
      const found = await issuer.file(request.auth!.user.providerId, id, format);
      if (!found) throw notFound();
      return reply
        .header('content-type', found.contentType)
        .header('content-disposition', `attachment; filename="${found.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(found.body);
    },
  );

  if (devRoutesEnabled(app)) {
    app.post(
      '/dev/invoices/run',
      {
        onRequest: localOnly,
        schema: { tags: ['dev'], ...routeSchema(endpoints.devRunInvoices) },
      },
      async (request) => {
        try {
          const { issued } = await issuer.issueMonth(request.body.month, { allowOpenMonth: true });
          return { success: true as const, issued };
        } catch (error) {
          if (error instanceof InvoiceRunError) throw new AppError('BAD_REQUEST', { message: error.message });
          throw error;
        }
      },
    );
  }
};

export default invoiceRoutes;
