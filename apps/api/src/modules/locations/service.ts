/** Saved locations of a provider: list, create, update, delete and address verification. */
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatAddress, locationInputSchema, type Location, type LocationStatus } from '@bu/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { locations, seminars } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { verifyAddress, type AddressInput } from './address-check';
import { servicePlugin } from '../../plugins/service';

type LocationRow = typeof locations.$inferSelect;

export function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    type: row.type,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    state: row.state,
    cityAddition: row.cityAddition,
    status: row.status,
    isBusinessAddress: row.isBusinessAddress,
    validated: row.validated,
    formattedAddress: formatAddress(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The provider's locations, business address first, then newest first. */
async function listLocations(db: Db, providerId: string, status?: LocationStatus): Promise<Location[]> {
  const rows = await db
    .select()
    .from(locations)
    .where(and(eq(locations.providerId, providerId), status ? eq(locations.status, status) : undefined))
    .orderBy(desc(locations.isBusinessAddress), desc(locations.createdAt), asc(locations.id));
  return rows.map(toLocation);
}

function createLocationService(app: FastifyInstance) {
  return {
    list: (providerId: string, status?: LocationStatus) => listLocations(app.db, providerId, status),

    async create(providerId: string, input: z.output<typeof locationInputSchema>): Promise<Location> {
      const row = await app.db.transaction(async (tx) => {
        // One business address per provider: marking a new one unmarks the old.
        if (input.isBusinessAddress) {
          await tx.update(locations).set({ isBusinessAddress: false }).where(eq(locations.providerId, providerId));
        }
        const [created] = await tx
          .insert(locations)
          .values({
            providerId,
            type: input.type,
            street: input.street,
            postalCode: input.postalCode,
            city: input.city,
            country: input.country,
            state: input.state,
            cityAddition: input.cityAddition,
            status: input.status,
            isBusinessAddress: input.isBusinessAddress,
            validated: null,
          })
          .returning();
        return created!;
      });
      return toLocation(row);
    },

    /** Replaces every field; a changed address clears the `validated` flag. Another provider's id is 404. */
    async update(providerId: string, id: string, input: z.output<typeof locationInputSchema>): Promise<Location> {
      const row = await app.db.transaction(async (tx) => {
        const [stored] = await tx
          .select()
          .from(locations)
          .where(and(eq(locations.id, id), eq(locations.providerId, providerId)))
          .for('update');
        if (!stored) throw new AppError('NOT_FOUND');
        if (input.isBusinessAddress) {
          await tx
            .update(locations)
            .set({ isBusinessAddress: false })
            .where(and(eq(locations.providerId, providerId), ne(locations.id, id)));
        }
        const addressChanged = (['street', 'postalCode', 'city', 'country', 'state'] as const).some(
          (f) => stored[f] !== input[f],
        );
        const [updated] = await tx
          .update(locations)
          .set({
            type: input.type,
            street: input.street,
            postalCode: input.postalCode,
            city: input.city,
            country: input.country,
            state: input.state,
            cityAddition: input.cityAddition,
            status: input.status,
            isBusinessAddress: input.isBusinessAddress,
            validated: addressChanged ? null : stored.validated,
            updatedAt: app.now(),
          })
          .where(eq(locations.id, id))
          .returning();
        return updated!;
      });
      return toLocation(row);
    },

    /** Deletes a location no seminar uses (409 `LOCATION_IN_USE` with the seminar count otherwise). */
    async remove(providerId: string, id: string): Promise<void> {
      await app.db.transaction(async (tx) => {
        const [stored] = await tx
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.id, id), eq(locations.providerId, providerId)))
          .for('update');
        if (!stored) throw new AppError('NOT_FOUND');
        const [used] = await tx.select({ n: count() }).from(seminars).where(eq(seminars.locationId, id));
        const n = used?.n ?? 0;
        if (n > 0)
          throw new AppError('LOCATION_IN_USE', { fieldErrors: { id: 'locationInUse' }, params: { count: n } });
        await tx.delete(locations).where(eq(locations.id, id));
      });
    },

    /** Verifies a saved location (and stores the answer in `validated`) or an unsaved address. */
    async verify(providerId: string, input: { id: string } | AddressInput) {
      if ('id' in input) {
        const [stored] = await app.db
          .select()
          .from(locations)
          .where(and(eq(locations.id, input.id), eq(locations.providerId, providerId)));
        if (!stored) throw new AppError('NOT_FOUND');
        const verification = await verifyAddress(stored, app.config.GEOCODER_URL);
        const [updated] = await app.db
          .update(locations)
          .set({ validated: verification.valid, updatedAt: app.now() })
          .where(eq(locations.id, stored.id))
          .returning();
        return { verification, location: toLocation(updated!) };
      }
      return { verification: await verifyAddress(input, app.config.GEOCODER_URL), location: null };
    },
  };
}

type LocationService = ReturnType<typeof createLocationService>;

declare module 'fastify' {
  interface FastifyInstance {
    locationService: LocationService;
  }
}

export default servicePlugin('locationService', createLocationService, ['database', 'config', 'clock']);
