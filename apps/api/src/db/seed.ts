/**
 * Demo data for the embedded default: one verified provider account that can sign in at once.
 * Features add their own demo rows through `demoSeeders`.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { providers, users } from './schema/index';
import { hashPassword } from '../lib/passwords';
import { seedSeminarDemo } from '../modules/seminars/demo-data';
import { seedLeadDemo } from '../modules/leads/demo-data';
import { seedStatisticsDemo } from '../modules/statistics/demo-data';

export const DEMO_ACCOUNT = { email: 'demo@bildungsurlaub.example', password: 'Demo-Seminare-2026' } as const;

export type DemoSeeder = (db: Db, ids: { providerId: string; userId: string }) => Promise<void>;
/** Feature seeders run after the demo account exists (seminars, locations, leads …). */
export const demoSeeders: DemoSeeder[] = [seedSeminarDemo, seedLeadDemo, seedStatisticsDemo];

/** Creates the demo account unless it exists; answers whether anything was created. */
export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  if (existing.length) return false;
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const ids = await db.transaction(async (tx) => {
    const [provider] = await tx
      .insert(providers)
      .values({
        name: 'Bildungswerk Elbe e. V.',
        street: 'Große Elbstraße 145',
        postalCode: '22767',
        city: 'Hamburg',
        country: 'DE',
        website: 'https://bildungswerk-elbe.example',
        email: 'kontakt@bildungswerk-elbe.example',
        phone: '+49 40 3861 2290',
        description:
          'Politische Bildung, Gesundheit und Kommunikation – anerkannte Bildungsurlaube in Hamburg, Schleswig-Holstein und Niedersachsen seit 1994.',
      })
      .returning();
    const [user] = await tx
      .insert(users)
      .values({
        providerId: provider!.id,
        email: DEMO_ACCOUNT.email,
        passwordHash,
        firstName: 'Anna',
        lastName: 'Berger',
        telephone: '+49 40 3861 2291',
        language: 'de',
        role: 'admin',
        isCreator: true,
        emailVerifiedAt: new Date(),
        termsAcceptedAt: new Date(),
      })
      .returning();
    return { providerId: provider!.id, userId: user!.id };
  });
  for (const seed of demoSeeders) await seed(db, ids);
  return true;
}
