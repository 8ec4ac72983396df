/**
 * Test factories: a provider with a verified user and a live session token, inserted
 * directly (no mail round trip), plus a valid seminar payload to vary per test. Rows come from
 * the factories the demo seed uses too (`src/demo/factories.ts`).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { providers, sessions } from '../src/db/schema/index';
import { inDays, insertProvider, insertUser } from '../src/demo/factories';
import { createSecret, hashSecret } from '../src/lib/tokens';

export { inDays };

const LIVE_UNTIL = new Date('2100-01-01T00:00:00Z');

export interface TestUser {
  providerId: string;
  userId: string;
  token: string;
  email: string;
  providerNumber: number;
}

export async function createProviderUser(
  db: Db,
  options: {
    role?: 'admin' | 'member';
    isSuperadmin?: boolean;
    providerId?: string;
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<TestUser> {
  const providerId = options.providerId ?? (await insertProvider(db)).id;
  const [provider] = await db.select().from(providers).where(eq(providers.id, providerId));
  const user = await insertUser(db, {
    providerId,
    firstName: options.firstName ?? 'Erika',
    lastName: options.lastName ?? 'Musterfrau',
    role: options.role ?? 'admin',
    isCreator: !options.providerId,
    isSuperadmin: options.isSuperadmin ?? false,
  });
  const token = createSecret();
  // The session is checked on the app's clock, which a test may move by days or fix far from
  // today: this one stays live whatever a test does with the clock. Tests of a session's end set
  // its columns themselves.
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashSecret(token),
    lastUsedAt: LIVE_UNTIL,
    expiresAt: LIVE_UNTIL,
  });
  return { providerId, userId: user.id, token, email: user.email, providerNumber: provider!.providerNumber };
}

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
export async function createSupportSession(
  db: Db,
  providerId: string,
  superadmin?: TestUser,
): Promise<TestUser & { superadmin: TestUser }> {
  const admin =
    superadmin ?? (await createProviderUser(db, { isSuperadmin: true, firstName: 'Susi', lastName: 'Support' }));
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
