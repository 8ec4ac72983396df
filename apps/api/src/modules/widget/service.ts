/** The widget's settings: the origins allowed to embed a provider's widget (empty = any site). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WidgetSettings } from '@bu/contracts';
import { providers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { servicePlugin } from '../../plugins/service';

function createWidgetService(app: FastifyInstance) {
  const { db } = app;
  return {
    async settings(providerId: string): Promise<WidgetSettings> {
      const [row] = await db
        .select({ allowedOrigins: providers.widgetOrigins })
        .from(providers)
        .where(eq(providers.id, providerId));
      if (!row) throw new AppError('NOT_FOUND');
      return { providerId, allowedOrigins: row.allowedOrigins };
    },

    async updateSettings(providerId: string, allowedOrigins: string[]): Promise<WidgetSettings> {
      const [row] = await db
        .update(providers)
        .set({ widgetOrigins: allowedOrigins, updatedAt: app.now() })
        .where(eq(providers.id, providerId))
        .returning({ allowedOrigins: providers.widgetOrigins });
      if (!row) throw new AppError('NOT_FOUND');
      return { providerId, allowedOrigins: row.allowedOrigins };
    },

    /** The allow-list of the widget the frame shows; null for an unknown provider. */
    async framePolicy(providerId: string): Promise<string[] | null> {
      if (!isUuid(providerId)) return null;
      const [row] = await db
        .select({ allowedOrigins: providers.widgetOrigins })
        .from(providers)
        .where(eq(providers.id, providerId));
      return row ? row.allowedOrigins : null;
    },
  };
}

type WidgetService = ReturnType<typeof createWidgetService>;

declare module 'fastify' {
  interface FastifyInstance {
    widgetService: WidgetService;
  }
}

export default servicePlugin('widgetService', createWidgetService, ['database', 'clock']);
