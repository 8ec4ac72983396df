/**
 * Finding 4: sign-up, password reset and resend-verification take the same path for known
 * and unknown addresses, so their timing tells nothing. Compares the medians of many
 * interleaved samples; the account-dependent work runs in jobs (this API-only process just
 * queues them), so both sides do the same work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(url: string, payload: object): Promise<number> {
  const start = process.hrtime.bigint();
  const res = await ctx.app.inject({ method: 'POST', url, payload });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  expect(res.statusCode).toBeLessThan(300);
  return ms;
}

/**
 * Interleaves known and unknown samples, alternating which goes first, and compares each pair:
 * the median of the pairs' ratios. Load on the machine hits both requests of a pair alike, so a
 * busy machine (a browser run beside the tests) moves the medians but not the ratio.
 */
async function compare(
  url: string,
  knownBody: (i: number) => object,
  unknownBody: (i: number) => object,
  samples: number,
) {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 3; i++) await timed(url, unknownBody(1000 + i)); // warm-up
  for (let i = 0; i < samples; i++) {
    if (i % 2 === 0) {
      known.push(await timed(url, knownBody(i)));
      unknown.push(await timed(url, unknownBody(i)));
    } else {
      unknown.push(await timed(url, unknownBody(i)));
      known.push(await timed(url, knownBody(i)));
    }
  }
  return { known, unknown };
}

/** Before the fix the medians differed by factors of 2.5–5; the same path keeps them close. */
const expectAlike = ({ known, unknown }: { known: number[]; unknown: number[] }) => {
  const ratio = median(known.map((k, i) => unknown[i]! / k));
  expect(
    Math.max(ratio, 1 / ratio),
    `known ${median(known).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms (medians)`,
  ).toBeLessThan(1.6);
};

describe('no account enumeration by timing', () => {
  it('password reset', async () => {
    expectAlike(
      await compare(
        '/api/auth/request-password-reset',
        () => ({ email: known.email }),
        (i) => ({ email: `nobody-${i}@example.org` }),
        40,
      ),
    );
  });

  it('resend verification', async () => {
    expectAlike(
      await compare(
        '/api/auth/resend-verification',
        () => ({ email: unverified.email }),
        (i) => ({ email: `nobody-${i}@example.org` }),
        40,
      ),
    );
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
    expectAlike(
      await compare(
        '/api/auth/signup',
        () => body(known.email),
        (i) => body(`new-${i}@example.org`),
        15,
      ),
    );
  });
});
