/** The provider's public profile (`provider_data`) and its completeness. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { profileCompleteness, type Provider } from '@bu/contracts';
import { providers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { servicePlugin } from '../../plugins/service';
import { sanitizeDescription } from '../seminars';

type ProviderRow = typeof providers.$inferSelect;

interface ProfileUpdate {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  website: string | null;
  email: string | null;
  phone: string | null;
  description?: string | null;
}

function createProfileService(app: FastifyInstance) {
  const { db, imageService: images } = app;

  async function toProvider(row: ProviderRow): Promise<Provider> {
    return {
      id: row.id,
      providerNumber: row.providerNumber,
      name: row.name,
      street: row.street,
      postalCode: row.postalCode,
      city: row.city,
      country: row.country,
      website: row.website,
      email: row.email,
      phone: row.phone,
      description: row.description,
      completeness: profileCompleteness(row, await images.summary(row.id)),
    };
  }

  async function row(providerId: string): Promise<ProviderRow> {
    const [found] = await db.select().from(providers).where(eq(providers.id, providerId));
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  return {
    row,
    get: async (providerId: string) => toProvider(await row(providerId)),

    /** Updates name, business address, contact data and (when given) the sanitized description. */
    async update(providerId: string, input: ProfileUpdate): Promise<Provider> {
      const [updated] = await db
        .update(providers)
        .set({
          name: input.name,
          street: input.street,
          postalCode: input.postalCode,
          city: input.city,
          country: input.country,
          website: input.website,
          email: input.email,
          phone: input.phone,
          ...(input.description !== undefined && { description: sanitizeDescription(input.description) }),
          updatedAt: app.now(),
        })
        .where(eq(providers.id, providerId))
        .returning();
      if (!updated) throw new AppError('NOT_FOUND');
      return toProvider(updated);
    },
  };
}

type ProfileService = ReturnType<typeof createProfileService>;

declare module 'fastify' {
  interface FastifyInstance {
    profileService: ProfileService;
  }
}

export default servicePlugin('profileService', createProfileService, ['database', 'clock', 'imageService']);
