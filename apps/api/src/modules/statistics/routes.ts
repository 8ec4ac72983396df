/**
 * Statistics calls: POST /public/events (marketplace pages report what visitors do; JSON or
 * text/plain so `navigator.sendBeacon` works), GET /statistics and GET /statistics/export.csv
 * (signed-in provider), and the rollup job on its pg-boss schedule. Outside production,
 * POST /dev/statistics/rollup runs the rollup at once (browser journeys, local checks).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, EVENTS_RATE_LIMIT } from '@bu/contracts';
import { plainJson } from '../../lib/plain-json';
import { depthCheckedJsonParser } from '../../lib/json-body';
import { devRoutesEnabled, localOnly } from '../dev';
import { MINUTE, byIp } from '../../plugins/limits';
import { ROLLUP_JOB, rollup } from './rollup';
import { routeSchema } from '../../lib/route-schema';

/** 50 events, each with the view token of a result page (about 460 characters). */
const EVENTS_BODY_LIMIT = 32 * 1024;

const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = app.eventService;
  const service = app.statisticsService;
  const tags = ['statistics'];
  const auth = { preValidation: app.authenticate };
  const runRollup = () => rollup(app.db, { retentionDays: app.config.STATS_RAW_RETENTION_DAYS, now: app.now() });

  app.jobs.define(ROLLUP_JOB, async () => {
    await runRollup();
  });
  app.jobs.every(ROLLUP_JOB, app.config.STATS_ROLLUP_INTERVAL_SECONDS);

  // sendBeacon posts strings as text/plain: read them as JSON here (this plugin's routes only).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: EVENTS_BODY_LIMIT },
    depthCheckedJsonParser(app),
  );

  app.post(
    '/public/events',
    {
      schema: {
        tags,
        description: 'Marketplace visitor events (no cookies; docs/privacy.md). Answers how many were stored.',
        ...routeSchema(endpoints.recordEvents),
      },
      bodyLimit: EVENTS_BODY_LIMIT,
      // No access-log line per beacon: the client address is not written anywhere (docs/privacy.md).
      logLevel: 'warn',
      preHandler: app.limit(EVENTS_RATE_LIMIT.windowMinutes * MINUTE, [EVENTS_RATE_LIMIT.perIp, byIp('events')]),
    },
    async (request, reply) => {
      const accepted = await events.ingest(request.body.events, request.ip, request.headers['user-agent']);
      return reply.status(202).send({ success: true as const, accepted });
    },
  );

  app.get(
    '/statistics',
    {
      // Figures change with a rollup and with the day (besides the provider's own data); the
      // rollup stamp comes with the session (plugins/auth.ts), and the answer is computed from it.
      ...app.cachedAnswer('statistics', (request) => `${app.today()}|${request.auth?.rollupStamp}`),
      ...plainJson,
      schema: { tags, ...routeSchema(endpoints.statistics) },
    },
    async (request) =>
      service.statistics(request.auth!.user.providerId, request.query, request.auth!.rollupStamp ?? null),
  );

  app.get(
    '/statistics/export.csv',
    {
      ...auth,
      schema: {
        tags,
        description: 'The per-seminar table as CSV (UTF-8 with BOM; `;`-separated in German, `,` in English).',
        ...routeSchema(endpoints.exportStatistics),
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(
        request.auth!.user.providerId,
        request.query,
        request.auth!.rollupStamp ?? null,
        request.language,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="statistics-${request.query.from}-${request.query.to}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  if (devRoutesEnabled(app)) {
    app.post(
      '/dev/statistics/rollup',
      { onRequest: localOnly, schema: { tags: ['dev'], ...routeSchema(endpoints.devRollUpStatistics) } },
      async () => {
        await runRollup();
        return { success: true as const, toDay: app.today() };
      },
    );
  }
};

export default statisticsRoutes;
