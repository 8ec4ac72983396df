/**
 * Test factories: a provider with a verified user and a live session token, inserted
 * directly (no mail round trip), plus a valid seminar payload to vary per test.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { providers, sessions, users } from '../src/db/schema/index';
import { createSecret, hashSecret } from '../src/lib/tokens';

export interface TestUser {
  providerId: string;
  userId: string;
  token: string;
  email: string;
  providerNumber: number;
}

export async function createProviderUser(
  db: Db,
  options: { role?: 'admin' | 'member'; isSuperadmin?: boolean; providerId?: string; firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  let providerId = options.providerId;
  if (!providerId) {
    const [provider] = await db
      .insert(providers)
      .values({
        name: `Testanbieter ${randomUUID().slice(0, 8)}`,
        street: 'Teststraße 1',
        postalCode: '20095',
        city: 'Hamburg',
        country: 'DE',
        email: `anbieter-${randomUUID().slice(0, 8)}@example.org`,
      })
      .returning();
    providerId = provider!.id;
  }
  const [provider] = await db.select().from(providers).where(eq(providers.id, providerId));
  const email = `user-${randomUUID().slice(0, 12)}@example.org`;
  const [user] = await db
    .insert(users)
    .values({
      providerId,
      email,
      passwordHash: null,
      firstName: options.firstName ?? 'Erika',
      lastName: options.lastName ?? 'Musterfrau',
      language: 'de',
      role: options.role ?? 'admin',
      isCreator: !options.providerId,
      isSuperadmin: options.isSuperadmin ?? false,
      emailVerifiedAt: new Date(),
      termsAcceptedAt: new Date(),
    })
    .returning();
  const token = createSecret();
  await db.insert(sessions).values({
    userId: user!.id,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + 24 * 3600_000),
  });
  return { providerId, userId: user!.id, token, email, providerNumber: provider!.providerNumber };
}

/** ISO date `days` from today (UTC is close enough: tests keep a margin of several days). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A seminar payload that passes every rule, publish rules included. */
export function seminarPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Rhetorik und Präsentation im Beruf',
    seminarNumber: 'BU-101',
    categoryId: 9,
    descriptionWeb: '<p>Fünf Tage <strong>Rhetorik</strong> für den Berufsalltag.</p>',
    descriptionBrochure: 'Souverän reden und präsentieren.',
    seminarType: 'online',
    seminarForm: 'block',
    startDate: inDays(60),
    endDate: inDays(64),
    priceType: 'exact',
    priceCents: 49000,
    recognitions: [{ state: 'HH', number: 'HH-2026-117' }, { state: 'NI' }],
    publicationChannel: 'online',
    followUpBooking: false,
    expandedText: false,
    ...overrides,
  };
}

/** A member (non-admin) of an existing provider, with a live session. */
export const createMemberUser = (db: Db, providerId: string, options: { firstName?: string; lastName?: string } = {}) =>
  createProviderUser(db, { ...options, providerId, role: 'member' });

/** A multipart/form-data body for `app.inject` (fields first, then the file part). */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name?: string; filename: string; contentType: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----bu-test-${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A superadmin (of a provider of its own) and a support session of theirs acting as `providerId`. */
export async function createSupportSession(db: Db, providerId: string, superadmin?: TestUser): Promise<TestUser & { superadmin: TestUser }> {
  const admin = superadmin ?? (await createProviderUser(db, { isSuperadmin: true, firstName: 'Susi', lastName: 'Support' }));
  const token = createSecret();
  await db.insert(sessions).values({
    userId: admin.userId,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + 3600_000),
    supportProviderId: providerId,
  });
  const [provider] = await db.select().from(providers).where(eq(providers.id, providerId));
  return { ...admin, providerId, providerNumber: provider!.providerNumber, token, superadmin: admin };
}
