/**
 * The dev mailbox: mails stored instead of sent when no SMTP server is configured.
 * It holds live sign-in links, so it answers only requests made on this machine: from a
 * loopback address and not relayed by a proxy (which would hide the real client).
 * Every other /dev/* route (invoice run, statistics rollup) exists under the same condition
 * (`devRoutesEnabled`) and answers under the same check (`localOnly`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { endpoints } from '@bu/contracts';
import { devMails } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { routeSchema } from '../../lib/route-schema';

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** True for a request from this machine itself, not forwarded from elsewhere. */
function isLocalRequest(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded ?? request.headers['x-real-ip'];
  return loopback.test(request.socket.remoteAddress ?? '') && forwarded === undefined;
}

/** Whether the /dev/* routes exist at all: never in production, only with the dev mailbox. */
export const devRoutesEnabled = (app: FastifyInstance) =>
  app.config.NODE_ENV !== 'production' && app.mailer.transport === 'dev-mailbox';

/** onRequest hook of every /dev/* route: 404 unless the request comes from this machine. */
export async function localOnly(request: FastifyRequest) {
  if (!isLocalRequest(request)) throw new AppError('NOT_FOUND');
}

const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', localOnly);
  app.get(
    '/dev/mailbox',
    {
      schema: { tags: ['dev'], ...routeSchema(endpoints.devMailbox) },
    },
    async (request) => {
      const { to } = request.query;
      const messages = await app.db
        .select()
        .from(devMails)
        .where(to ? eq(devMails.to, to) : undefined)
        .orderBy(desc(devMails.createdAt))
        .limit(100);
      return {
        success: true as const,
        messages: messages.map(({ id: _id, ...m }) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      };
    },
  );
};

export default devRoutes;
