/**
 * Issue 45.4: sign-up, password reset and resend-verification must not tell a known address from
 * an unknown one by how long they take to answer. An attacker's view: one request per address,
 * known and unknown ones interleaved, each answer timed on the embedded server with its job
 * workers in the same process (the default `npm start`; on PostgreSQL too when the run names
 * one). The two samples of answer times are compared as distributions with the two-sample
 * Kolmogorov–Smirnov test (see SAMPLES and ALPHA for how strict). This compares distributions;
 * it asserts no duration.
 */
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { insertProvider, insertUser } from '../demo/factories';
import { ksCriticalValue, ksStatistic } from '../../test/two-sample';

/**
 * Requests per kind of address (each address is asked once), and the test's significance.
 *
 * What a leak is worth: an attacker who sorts one answer by a time threshold is right with
 * probability (1 + D) / 2, D the KS distance of the two time distributions; the 67 % of the
 * issue is D ≈ 0.34, a 60 % guess D = 0.2. The critical D is c(α)·√(2/n), c(α) = √(−ln(α/2)/2).
 * At 200 a side and α = 1e-5 it was 0.247: a 60 % leak passed about 6 runs in 10 (simulated,
 * normal times shifted to D = 0.2, 2 000 runs each). At 400 a side and α = 1e-3 it is 0.138: the
 * 60 % leak fails 999 runs in 1 000, a 62.5 % one (D = 0.25) every run. Alike distributions fail
 * at most once in 1 000 runs per endpoint (the asymptotic bound; it is conservative at this n).
 * 1e-4 would need 500 a side for the same power. On PGlite, on a shared 2-core machine, the three
 * endpoints took 120 s at 200 a side and take about twice that now.
 */
const SAMPLES = 400;
const ALPHA = 1e-3;
/** Requests before the measured ones, so start-up costs (first statements, JIT) count for neither kind. */
const WARM_UP = 20;

let ctx: TestContext;
let providerId: string;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_ENABLED: 'false' });
  providerId = (await insertProvider(ctx.database.db)).id;
});
afterAll(async () => ctx?.close());

const run = `${Date.now().toString(36)}`;
const unknownAddress = (kind: string, i: number) => `nobody-${kind}-${run}-${i}@example.org`;

/** `count` accounts of the provider, verified or not; their addresses. */
async function accounts(kind: string, count: number, verified: boolean): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const user = await insertUser(ctx.database.db, {
      providerId,
      email: `known-${kind}-${run}-${i}@example.org`,
      emailVerifiedAt: verified ? new Date() : null,
      isCreator: false,
    });
    emails.push(user.email);
  }
  return emails;
}

async function timed(url: string, payload: object): Promise<number> {
  const started = performance.now();
  const res = await ctx.app.inject({ method: 'POST', url, payload });
  const took = performance.now() - started;
  expect(res.statusCode, res.body).toBeLessThan(300);
  return took;
}

/**
 * Times one request per address, known and unknown in pairs whose order is drawn at random, so
 * a slower or faster stretch of the machine falls on both samples alike.
 */
async function answerTimes(url: string, body: (email: string) => object, known: string[], unknown: string[]) {
  for (let i = 0; i < WARM_UP; i++) await timed(url, body(i % 2 ? known.pop()! : unknown.pop()!));
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < SAMPLES; i++) {
    const pair = [
      ['known', known[i]!],
      ['unknown', unknown[i]!],
    ] as const;
    for (const [kind, email] of Math.random() < 0.5 ? pair : [pair[1], pair[0]])
      times[kind].push(await timed(url, body(email)));
  }
  return times;
}

function expectAlike(times: { known: number[]; unknown: number[] }) {
  const d = ksStatistic(times.known, times.unknown);
  const critical = ksCriticalValue(times.known.length, times.unknown.length, ALPHA);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!.toFixed(1);
  expect(
    d,
    `answer times differ (KS D=${d.toFixed(3)}, critical ${critical.toFixed(3)} at α=${ALPHA}; ` +
      `median known ${median(times.known)} ms, unknown ${median(times.unknown)} ms)`,
  ).toBeLessThan(critical);
}

const total = SAMPLES + WARM_UP / 2;
const unknownOnes = (kind: string) => Array.from({ length: total }, (_, i) => unknownAddress(kind, i));

describe('no account enumeration by time: known and unknown addresses answer alike', () => {
  it('password reset', { timeout: 900_000 }, async () => {
    const known = await accounts('reset', total, true);
    expectAlike(
      await answerTimes('/api/auth/request-password-reset', (email) => ({ email }), known, unknownOnes('reset')),
    );
  });

  it('resend verification', { timeout: 900_000 }, async () => {
    const known = await accounts('resend', total, false);
    expectAlike(
      await answerTimes('/api/auth/resend-verification', (email) => ({ email }), known, unknownOnes('resend')),
    );
  });

  it('sign-up', { timeout: 900_000 }, async () => {
    const known = await accounts('signup', total, true);
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
    expectAlike(await answerTimes('/api/auth/signup', body, known, unknownOnes('signup')));
  });
});
