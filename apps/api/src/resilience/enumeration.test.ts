/**
 * Finding 4: sign-up, password reset and resend-verification take the same path for known
 * and unknown addresses, so neither their answer nor their timing tells anything. The
 * account-dependent work runs in jobs (this API-only process just queues them): for both
 * kinds of address a request sends the same SQL statements and queues the same job, and
 * answers the same. (Compared by what the request does, not by how long it takes, so a busy
 * machine cannot fail it.)
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { createProviderUser, type TestUser } from '../../test/factories';

let ctx: TestContext;
let known: TestUser;
let unverified: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_ENABLED: 'false' }, { role: 'api' });
  known = await createProviderUser(ctx.database.db);
  unverified = await createProviderUser(ctx.database.db);
  await ctx.database.executeSql('UPDATE users SET email_verified_at = NULL WHERE email = $1', [unverified.email]);
});
afterAll(async () => ctx?.close());

/** What one request does: its answer, the SQL it sends and the jobs it queues (names and fields). */
async function trace(url: string, payload: object) {
  const client = (ctx.database.db as unknown as { $client: { query: (text: string) => unknown } }).$client;
  const statements = vi.spyOn(client, 'query');
  const jobs = vi.spyOn(ctx.app.jobs, 'send');
  try {
    const res = await ctx.app.inject({ method: 'POST', url, payload });
    return {
      status: res.statusCode,
      body: res.body,
      // pg-boss's own upkeep runs beside the request; the queued job is in `jobs`.
      statements: statements.mock.calls.map(([text]) => text).filter((text) => !text.includes('pgboss.')),
      jobs: jobs.mock.calls.map(([name, data]) => [name, Object.keys(data as object).sort()]),
    };
  } finally {
    statements.mockRestore();
    jobs.mockRestore();
  }
}

const expectAlike = async (url: string, knownBody: object, unknownBody: object) => {
  const forKnown = await trace(url, knownBody);
  expect(forKnown.status).toBeLessThan(300);
  expect(forKnown.jobs).toHaveLength(1);
  expect(await trace(url, unknownBody)).toEqual(forKnown);
};

describe('no account enumeration: the same work for known and unknown addresses', () => {
  it('password reset', async () => {
    await expectAlike('/api/auth/request-password-reset', { email: known.email }, { email: 'nobody-1@example.org' });
  });

  it('resend verification', async () => {
    await expectAlike('/api/auth/resend-verification', { email: unverified.email }, { email: 'nobody-2@example.org' });
  });

  it('sign-up', async () => {
    const body = (email: string) => ({
      approved: true,
      email,
      password: 'Gleiche-Zeit-fuer-alle-1',
      providerName: 'Akademie Takt',
      telephone: '+49 30 1234',
      street: 'Weg 1',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      firstName: 'T',
      lastName: 'Takt',
      language: 'de',
      acceptTerms: true,
    });
    await expectAlike('/api/auth/signup', body(known.email), body('new-1@example.org'));
  });
});
