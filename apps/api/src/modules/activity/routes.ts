/**
 * GET /settings/activity?kind=&userId=&page= and GET /settings/activity/export.csv (admins),
 * plus the daily retention job that deletes entries older than 12 months.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@bu/contracts';
import { exportActivityCsv, listActivity, purgeActivity } from './service';
import { routeSchema } from '../../lib/route-schema';

const ACTIVITY_RETENTION_JOB = 'activity.retention';

const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];
  const admin = { preValidation: app.requireAdmin };

  app.jobs.define(ACTIVITY_RETENTION_JOB, async () => {
    const deleted = await purgeActivity(app.db, app.now());
    if (deleted) app.log.info({ deleted }, 'activity log: old entries deleted');
  });
  // Every night at 03:15 (pg-boss keeps one schedule per name across processes).
  app.jobs.schedule(ACTIVITY_RETENTION_JOB, '15 3 * * *');

  app.get(
    '/settings/activity',
    { ...admin, schema: { tags, ...routeSchema(endpoints.listActivity) } },
    async (request) => {
      const { kind, userId, page } = request.query;
      return {
        success: true as const,
        ...(await listActivity(app.db, request.auth!.user.providerId, { kind, userId }, page)),
      };
    },
  );

  app.get(
    '/settings/activity/export.csv',
    {
      ...admin,
      schema: {
        tags,
        description: 'The filtered activity log as CSV (UTF-8 with BOM; `;`-separated in German, `,` in English).',
        ...routeSchema(endpoints.exportActivity),
      },
    },
    async (request, reply) => {
      const { kind, userId } = request.query;
      const csv = await exportActivityCsv(app.db, request.auth!.user.providerId, { kind, userId }, request.language);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="activity-${app.today()}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

export default activityRoutes;
