/**
 * Finding 2: the dev mailbox holds live sign-in links, so it never answers a request from
 * another machine — neither directly nor through a proxy on this one — and keeps them a day only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMails } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { DEV_MAILBOX_RETENTION_JOB } from '../mail/mailer';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const mailbox = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=someone@example.org', ...options });

describe('dev mailbox', () => {
  it('answers requests from this machine', async () => {
    expect((await mailbox()).statusCode).toBe(200);
    expect((await mailbox({ remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('answers 404 to another machine, directly or through a proxy', async () => {
    const remote = await mailbox({ remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await mailbox({ remoteAddress: '10.0.0.2' })).statusCode).toBe(404);
    expect((await mailbox({ headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(404);
    expect((await mailbox({ headers: { forwarded: 'for=203.0.113.7' } })).statusCode).toBe(404);
  });

  it('deletes mails older than a day on its hourly job, keeping newer ones', async () => {
    const to = 'retention@example.org';
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
    const mail = { to, text: 'https://example.org/?key=x', html: '<p>x</p>' };
    await ctx.database.db.insert(devMails).values([
      { ...mail, subject: 'two days old', createdAt: hoursAgo(48) },
      { ...mail, subject: 'a day and an hour old', createdAt: hoursAgo(25) },
      { ...mail, subject: 'an hour old', createdAt: hoursAgo(1) },
    ]);
    const subjects = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${to}` }))
        .json()
        .messages.map((m: { subject: string }) => m.subject);
    expect(await subjects()).toHaveLength(3);
    await ctx.app.jobs.send(DEV_MAILBOX_RETENTION_JOB, {});
    await expect.poll(subjects, { timeout: 15_000, interval: 200 }).toEqual(['an hour old']);
  });
});
