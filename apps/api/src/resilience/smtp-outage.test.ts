/**
 * Finding 7: mail survives an SMTP outage. A mail that cannot be delivered is retried with
 * exponential backoff for at least 48 hours and, once the server is back, delivered; mail that
 * failed for good stays visible to operators (`npm run admin -- mail failed|retry`);
 * transactional mail goes ahead of bulk mail; several mails are sent at once.
 * Uses a local SMTP server that this test stops and starts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { buildApp, type App } from '../app';
import { runCommand } from '../cli';
import { MAIL_RETRY } from '../modules/mail';
import { createTestContext, type TestContext } from '../../test/helpers';
import { createProviderUser, type TestUser } from '../../test/factories';
import { eventually, freePort } from '../../test/services';

let port: number;
let smtp: SMTPServer | undefined;
const received: { to: string; subject: string }[] = [];
let active = 0;
let maxActive = 0;

function startSmtp(delayMs = 0) {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      active++;
      maxActive = Math.max(maxActive, active);
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () =>
        setTimeout(() => {
          active--;
          received.push({ to: session.envelope.rcptTo[0]!.address, subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '' });
          callback();
        }, delayMs),
      );
    },
  });
  return new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', () => resolve()));
}
const stopSmtp = () => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));

let ctx: TestContext;
let user: TestUser;
let worker: App | undefined;

beforeAll(async () => {
  port = await freePort();
  ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_CONCURRENCY: '4' });
  user = await createProviderUser(ctx.database.db);
});
afterAll(async () => {
  await worker?.close();
  await ctx?.close();
  await stopSmtp();
});

const mailJobs = async () =>
  (
    await ctx.database.executeSql(
      `SELECT id, state, retry_count, retry_limit, retry_delay, retry_backoff,
              extract(epoch FROM start_after - now())::int AS wait, extract(epoch FROM keep_until - created_on)::int AS kept
       FROM pgboss.job WHERE name = 'mail.send'`,
    )
  ).rows as {
    id: string;
    state: string;
    retry_limit: number;
    retry_delay: number;
    retry_backoff: boolean;
    wait: number;
    kept: number;
  }[];

const requestReset = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });

describe('SMTP outage', () => {
  it('retries for at least 48 hours and delivers once the server is back', async () => {
    expect((await requestReset(user.email)).statusCode).toBe(200);
    await eventually('the first attempt to fail', async () => (await mailJobs())[0]?.state === 'retry');
    const [job] = await mailJobs();
    // pg-boss waits at least retryDelay·2^n before attempt n+1.
    const minimumSeconds = job!.retry_delay * (2 ** job!.retry_limit - 1);
    expect(job!.retry_backoff).toBe(true);
    expect(minimumSeconds).toBeGreaterThanOrEqual(48 * 3600);
    expect(job!.kept).toBeGreaterThan(2 * minimumSeconds);
    expect(job!.wait).toBeGreaterThanOrEqual(MAIL_RETRY.retryDelay - 1);

    await startSmtp();
    // The wait passes (moved forward rather than slept through).
    await ctx.database.executeSql(`UPDATE pgboss.job SET start_after = now() WHERE name = 'mail.send'`);
    await eventually('the mail to arrive', async () => received.some((m) => m.to === user.email));
    await eventually('the sent job to be removed', async () => (await mailJobs()).length === 0);
  });

  it('keeps mail that failed for good visible to operators and queues it again on request', async () => {
    await stopSmtp();
    const other = await createProviderUser(ctx.database.db);
    expect((await requestReset(other.email)).statusCode).toBe(200);
    await eventually('the first attempt to fail', async () => (await mailJobs())[0]?.state === 'retry');
    // The last attempt: the retries are used up.
    await ctx.database.executeSql(
      `UPDATE pgboss.job SET retry_count = retry_limit, start_after = now() WHERE name = 'mail.send'`,
    );
    await eventually('the mail to fail', async () => (await mailJobs())[0]?.state === 'failed');

    const listing = await runCommand(ctx.database, ['mail', 'failed'], { config: ctx.config });
    expect(listing).toContain(other.email);
    expect(listing).toMatch(/Passwort|password/i);

    await startSmtp();
    expect(await runCommand(ctx.database, ['mail', 'retry', 'all'], { config: ctx.config })).toBe(
      'mails queued again: 1',
    );
    await eventually('the retried mail to arrive', async () => received.some((m) => m.to === other.email));
    expect(await runCommand(ctx.database, ['mail', 'failed'], { config: ctx.config })).toBe('no failed mail');
  });

  it('sends transactional mail ahead of bulk mail, several at once', async () => {
    await stopSmtp();
    await startSmtp(300);
    received.length = 0;
    const queue = await createTestContext(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_CONCURRENCY: '4' },
      { role: 'api' },
    );
    try {
      for (let i = 0; i < 12; i++)
        await queue.app.mailer.send(`bulk-${i}@example.org`, { subject: `Bulk ${i}`, text: 'x', html: '<p>x</p>' });
      await queue.app.mailer.send(
        'urgent@example.org',
        { subject: 'Urgent', text: 'x', html: '<p>x</p>' },
        { transactional: true },
      );
      worker = await buildApp({ config: queue.config, database: queue.database, role: 'worker' });
      await worker.ready();
      await eventually('all mail to arrive', async () => received.length === 13);
      expect(received.findIndex((m) => m.to === 'urgent@example.org')).toBeLessThan(4);
      expect(maxActive).toBeGreaterThan(1);
    } finally {
      await worker?.close();
      worker = undefined;
      await queue.close();
    }
  });
});
