/**
 * Finding 2: the dev mailbox holds live sign-in links, so it never answers a request from
 * another machine — neither directly nor through a proxy on this one — and keeps them a day only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMails } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { DEV_MAILBOX_RETENTION_JOB } from '../mail';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const mailbox = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=someone@example.org', ...options });

const devCalls = [
  { method: 'POST' as const, url: '/api/dev/invoices/run', payload: { month: '2020-01' } },
  { method: 'POST' as const, url: '/api/dev/statistics/rollup' },
];

describe('dev routes', () => {
  it('answer the invoice run and the rollup from this machine', async () => {
    for (const call of devCalls) expect((await ctx.app.inject(call)).statusCode, call.url).toBe(200);
  });

  it('answer 404 to another machine or through a proxy, before doing anything', async () => {
    for (const call of devCalls) {
      for (const options of [
        { remoteAddress: '203.0.113.7' },
        { remoteAddress: '10.0.0.2' },
        { headers: { 'x-forwarded-for': '127.0.0.1' } },
        { headers: { forwarded: 'for=127.0.0.1' } },
        { headers: { 'x-real-ip': '127.0.0.1' } },
      ]) {
        const res = await ctx.app.inject({ ...call, ...options });
        expect(res.statusCode, `${call.url} ${JSON.stringify(options)}`).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
    }
  });

  it('do not exist in production, even from this machine', async () => {
    const production = await createTestContext({ NODE_ENV: 'production' });
    try {
      for (const call of [...devCalls, { method: 'GET' as const, url: '/api/dev/mailbox' }]) {
        expect((await production.app.inject(call)).statusCode, call.url).toBe(404);
      }
      expect(production.app.printRoutes()).not.toContain('dev/');
    } finally {
      await production.close();
    }
  });
});

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
