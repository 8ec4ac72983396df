/** Saved locations of a provider: list and create (the full locations screen comes later). */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatAddress, locationInputSchema, type Location, type LocationStatus } from '@bu/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema/index';

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
export async function listLocations(db: Db, providerId: string, status?: LocationStatus): Promise<Location[]> {
  const rows = await db
    .select()
    .from(locations)
    .where(and(eq(locations.providerId, providerId), status ? eq(locations.status, status) : undefined))
    .orderBy(desc(locations.isBusinessAddress), desc(locations.createdAt), asc(locations.id));
  return rows.map(toLocation);
}

export function createLocationService(app: FastifyInstance) {
  return {
    list: (providerId: string, status?: LocationStatus) => listLocations(app.db, providerId, status),

    async create(providerId: string, input: z.output<typeof locationInputSchema>): Promise<Location> {
      const [row] = await app.db
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
      return toLocation(row!);
    },
  };
}
