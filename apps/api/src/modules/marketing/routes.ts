/**
 * Marketing contact sync calls of the seed (§7), exactly as named there. They answer
 * `{success:true}` once the sync is queued; the Brevo call happens in the `marketing.sync` job.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@bu/contracts';
import { AppError } from '../../lib/app-error';
import { EVENTS, type RegistrationConfirmed, type SeminarChanged } from '../../lib/events';
import { MINUTE, byEmail, byIp } from '../../plugins/limits';
import { MARKETING_SYNC_JOB } from './service';
import { routeSchema } from '../../lib/route-schema';

const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const marketing = app.marketingService;
  app.jobs.define<{ logId: string }>(MARKETING_SYNC_JOB, async ({ logId }) => marketing.process(logId));
  app.jobs.define<SeminarChanged>(EVENTS.seminarChanged, async (event) => {
    await marketing.seminarChanged(event.userId, event.seminarId, event.published);
  });
  app.jobs.define<RegistrationConfirmed>(EVENTS.registrationConfirmed, async ({ userId }) => {
    await marketing.registrationConfirmed(userId);
  });

  app.put(
    '/dashboard/brevo/updated-seminar-attributes',
    {
      preValidation: app.authenticate,
      schema: { tags: ['marketing'], ...routeSchema(endpoints.syncSeminarAttributes) },
    },
    async (request) => {
      const user = request.auth!.user;
      const queued = await marketing.seminarAttributes(
        user,
        request.body.seminarId,
        Boolean(request.body.sendPublishEvent),
      );
      if (queued === null) throw new AppError('NOT_FOUND');
      return { success: true as const };
    },
  );

  app.put(
    '/dashboard/brevo/update-profile-attributes',
    {
      preValidation: app.authenticate,
      schema: { tags: ['marketing'], ...routeSchema(endpoints.syncProfileAttributes) },
    },
    async (request) => {
      const { member_id, providerName, providerEmail } = request.body;
      const queued = await marketing.profileAttributes(request.auth!.user, {
        memberId: member_id === undefined ? undefined : String(member_id),
        providerName,
        providerEmail,
      });
      if (queued === null) throw new AppError('NOT_FOUND');
      return { success: true as const };
    },
  );

  app.post(
    '/dashboard/brevo/add-contact',
    {
      preHandler: [
        app.limit(15 * MINUTE, [10, byIp('add-contact')]),
        app.limit(60 * MINUTE, [3, byEmail('add-contact')]),
      ],
      schema: { tags: ['marketing'], ...routeSchema(endpoints.addMarketingContact) },
    },
    // Same answer whether or not the email has an account (no account enumeration).
    async (request) => {
      await marketing.addContact(request.body.email, request.body.attributes ?? {});
      return { success: true as const };
    },
  );
};

export default marketingRoutes;
