/**
 * Demo data for the embedded default (`npm start`) and `npm run db:seed`: one verified provider
 * account that can sign in at once, then each feature's demo rows (`demoSeeders`). Built from
 * the row factories the tests use (`./factories`); nothing in `db/` or the modules imports it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { suggestedMessageRules } from '@bu/contracts';
import { messageRuleRow, messageRules, users } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { insertProvider, insertUser, type DemoSeeder } from './factories';
import { seedLeadDemo } from './leads';
import { seedSeminarDemo } from './seminars';
import { seedStatisticsDemo } from './statistics';

export const DEMO_ACCOUNT = { email: 'demo@bildungsurlaub.example', password: 'Demo-Seminare-2026' } as const;

/** The demo provider's master data. */
const DEMO_PROVIDER = {
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
} as const;

/** Feature seeders run after the demo account exists (seminars, locations, leads …). */
const demoSeeders: DemoSeeder[] = [seedSeminarDemo, seedLeadDemo, seedStatisticsDemo];

/**
 * Creates the demo account unless it exists; answers whether anything was created. Another
 * account and provider name give the benches more providers with the same data.
 */
export async function seedDemo(
  db: Db,
  account: { email: string; password: string } = DEMO_ACCOUNT,
  provider: { name?: string; email?: string } = {},
): Promise<boolean> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (existing.length) return false;
  const passwordHash = await hashPassword(account.password);
  const ids = await db.transaction(async (tx) => {
    const row = await insertProvider(tx, { ...DEMO_PROVIDER, ...provider });
    const user = await insertUser(tx, {
      providerId: row.id,
      email: account.email,
      passwordHash,
      firstName: 'Anna',
      lastName: 'Berger',
      telephone: '+49 40 3861 2291',
      language: 'de',
      role: 'admin',
      isCreator: true,
      emailVerifiedAt: new Date(),
      termsAcceptedAt: new Date(),
    });
    // The message rules a new provider is offered (switched off), as after a sign-up.
    await tx.insert(messageRules).values(suggestedMessageRules.map((rule) => messageRuleRow(row.id, rule)));
    return { providerId: row.id, userId: user.id };
  });
  for (const seed of demoSeeders) await seed(db, ids);
  return true;
}
