/**
 * Finding 6: no single-use key is readable from the database. Mail jobs hold only an
 * encrypted payload while queued and are removed once sent; the keys themselves are stored
 * as SHA-256 only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createTestContext, keyFrom, waitForMail, type TestContext } from '../../test/helpers';
import { createProviderUser, type TestUser } from '../../test/factories';

let ctx: TestContext;
let worker: App | undefined;
let admin: TestUser;

beforeAll(async () => {
  // An API-only process: jobs stay queued, as they do behind a backlog or an SMTP outage.
  ctx = await createTestContext({}, { role: 'api' });
  admin = await createProviderUser(ctx.database.db);
});
afterAll(async () => {
  await worker?.close();
  await ctx?.close();
});

/**
 * Job rows of one queue, or of every queue (`%`), current and archived — the ones that carry a
 * payload: pg-boss's own cron bookkeeping (`__pgboss__…`) and the ticks of scheduled jobs (`{}`)
 * hold none.
 */
const jobTables = async (queue = 'mail.send') => {
  const { rows } = await ctx.database.executeSql(
    `SELECT data::text AS data FROM (
       SELECT name, data FROM pgboss.job UNION ALL SELECT name, data FROM pgboss.archive
     ) AS jobs
     WHERE name LIKE $1 AND name NOT LIKE '\\_\\_pgboss%' AND data IS NOT NULL AND data::text <> '{}'`,
    [queue],
  );
  return rows as { data: string }[];
};

describe('secrets at rest', () => {
  it('keeps queued mail encrypted and deletes it once sent', async () => {
    const post = (url: string, payload: object, token?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api${url}`,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await post('/auth/request-password-reset', { email: admin.email })).statusCode).toBe(200);
    expect(
      (
        await post(
          '/settings/team',
          { firstName: 'Ina', lastName: 'Vite', email: 'invitee@example.org', role: 'admin' },
          admin.token,
        )
      ).statusCode,
    ).toBe(201);

    // The reset request waits as an `auth.*` job, the invitation as a mail job: both sealed.
    await expect
      .poll(async () => (await jobTables('%')).length, { timeout: 5000, interval: 100 })
      .toBeGreaterThanOrEqual(2);
    const queued = await jobTables('%');
    for (const { data } of queued) {
      expect(Object.keys(JSON.parse(data) as object)).toEqual(['sealed']);
      expect(data).not.toMatch(/key=|@example\.org|invitee|reset/i);
    }

    // A worker with the same key delivers them; then nothing of them is left in pg-boss.
    worker = await buildApp({ config: ctx.config, database: ctx.database, role: 'worker' });
    await worker.ready();
    const [resetMail] = await waitForMail(ctx.app, admin.email);
    const [invitation] = await waitForMail(ctx.app, 'invitee@example.org');
    const keys = [keyFrom(resetMail!.text), keyFrom(invitation!.text)];
    expect(keys.every((k) => k.length > 20)).toBe(true);

    await expect.poll(() => jobTables(), { timeout: 5000, interval: 100 }).toEqual([]);
    const { rows } = await ctx.database.executeSql(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE data::text LIKE '%' || $1 || '%' OR data::text LIKE '%' || $2 || '%' OR data::text LIKE '%@example.org%'`,
      keys,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
