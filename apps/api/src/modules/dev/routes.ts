/** The dev mailbox: mails stored instead of sent when no SMTP server is configured. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { devMails } from '../../db/schema/index';

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});

const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({ to: z.string().trim().toLowerCase().optional() }),
        response: { 200: z.object({ success: z.literal(true), messages: z.array(mailSchema) }) },
      },
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
