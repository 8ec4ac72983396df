/**
 * Issue 45 item 6, from the attacker's side: the client address is the connection's unless the
 * connection comes from a proxy named in TRUST_PROXY, so a forged X-Forwarded-For from anyone
 * else changes nothing — not the statistics' networks, not the sign-in limits. While no proxy is
 * trusted (the default), forwarded headers are ignored and the first request that brings one is
 * warned about in the log, once per process; a start that still names TRUST_PROXY_HOPS is
 * refused (server.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITORS_PER_NETWORK_MAX } from '@bu/contracts';
import { and, eq } from 'drizzle-orm';
import { createTestContext, json, type TestContext } from '../../test/helpers';
import { createProviderUser, inDays, seminarPayload, type TestUser } from '../../test/factories';
import { statEventCounts, users } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';

/** The one proxy this deployment sits behind; the attacker connects past it, directly. */
const PROXY = '10.9.0.1';
const ATTACKER = '203.0.113.50';
const PASSWORD = 'Lernen-am-Meer-7';
const browser = (tag: string) => `Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0 ${tag}`;

let ctx: TestContext;
let owner: TestUser;
let seminarId: string;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: PROXY });
  owner = await createProviderUser(ctx.database.db);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/seminars/add',
    headers: { authorization: `Bearer ${owner.token}` },
    payload: {
      Status: 'SHOW',
      ...seminarPayload({ title: 'Watt und Wetter', startDate: inDays(30), endDate: inDays(31) }),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  seminarId = res.json().seminarId as string;
}, 300_000);
afterAll(async () => ctx?.close());

const invented = (n: number) => `198.51.100.${n + 1}`;

describe('a forged X-Forwarded-For from a client that is no trusted proxy', () => {
  it('counts 100 events "from 20 invented addresses" as the one address they came from', async () => {
    let accepted = 0;
    for (let n = 0; n < 20; n++) {
      const forwarded = { 'x-forwarded-for': invented(n) };
      const page = await ctx.app.inject({
        method: 'GET',
        url: `/api/public/seminars/${seminarId}`,
        remoteAddress: ATTACKER,
        headers: { ...forwarded, 'user-agent': browser(`page ${n}`) },
      });
      expect(page.statusCode, page.body).toBe(200);
      const { viewToken } = json<{ viewToken: string }>(page);
      for (let v = 0; v < 5; v++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/public/events',
          remoteAddress: ATTACKER,
          headers: { ...forwarded, 'user-agent': browser(`${n}/${v}`) },
          payload: { events: [{ type: 'seminar_view', seminarId, viewToken }] },
        });
        expect(res.statusCode, res.body).toBe(202);
        accepted += json<{ accepted: number }>(res).accepted;
      }
    }
    const [row] = await ctx.database.db
      .select({ counted: statEventCounts.counted })
      .from(statEventCounts)
      .where(and(eq(statEventCounts.targetId, seminarId), eq(statEventCounts.type, 'seminar_view')));
    expect(accepted).toBe(VISITORS_PER_NETWORK_MAX);
    expect(row!.counted).toBe(VISITORS_PER_NETWORK_MAX);
  }, 120_000);

  it('draws the lock after 10 wrong passwords, each sent with a new X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 14; n++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ATTACKER,
        headers: { 'x-forwarded-for': invented(100 + n) },
        payload: { email: owner.email, password: `wrong-${n}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });
});

describe('through the trusted proxy', () => {
  it('reads the client address from X-Forwarded-For', async () => {
    const from = (client: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': client },
        payload: { email: `nobody-${Math.random()}@example.org`, password: 'guess' },
      });
    for (let i = 0; i < 50; i++) expect((await from('192.0.2.1')).statusCode).toBe(401);
    expect((await from('192.0.2.1')).statusCode).toBe(429);
    expect((await from('192.0.2.2')).statusCode).toBe(401);
  });

  it('locks an account after 10 wrong passwords from 10 real addresses, but not where its owner signed in before', async () => {
    const member = await createProviderUser(ctx.database.db);
    await ctx.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, member.userId));
    const from = (client: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': client },
        payload: { email: member.email, password },
      });
    expect((await from('192.0.2.200', PASSWORD)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let n = 0; n < 14; n++) statuses.push((await from(`192.0.2.${10 + n}`, `wrong-${n}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    // The right password from yet another address waits too; the owner's known address does not.
    expect((await from('192.0.2.99', PASSWORD)).statusCode).toBe(429);
    expect((await from('192.0.2.200', PASSWORD)).statusCode).toBe(200);
  });
});

describe('forwarded headers while no proxy is trusted (the default)', () => {
  // A context of its own, started in the hook (its migrations take long on a busy machine).
  const lines: string[] = [];
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestContext(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (chunk) => lines.push(...chunk.split('\n').filter(Boolean)) } },
    );
  });
  afterAll(() => plain?.close());

  it('are ignored, the connection being the client, and warned about once, at the first request that brings one', async () => {
    const log = () =>
      lines.map((l) => JSON.parse(l) as { level: number; msg: string; req?: { remoteAddress?: string } });
    const warnings = () =>
      log().filter((l) => l.msg.startsWith('forwarded headers arrive but TRUST_PROXY names no proxy'));
    // Started, and a request without forwarded headers: nothing to warn about yet.
    await plain.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ATTACKER });
    expect(warnings()).toEqual([]);

    const forged = [
      { 'x-forwarded-for': '198.51.100.7' },
      { 'x-forwarded-for': '198.51.100.8, 10.9.0.1' },
      { forwarded: 'for=198.51.100.9' },
      { 'x-real-ip': '198.51.100.10' },
    ];
    for (const headers of forged) {
      const res = await plain.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ATTACKER, headers });
      expect(res.statusCode).toBe(200);
    }
    // Each request is logged as coming from the connection, never from the address it named.
    const requests = log().filter((l) => l.msg === 'request completed');
    expect(requests.map((l) => l.req?.remoteAddress)).toEqual(Array(forged.length + 1).fill(ATTACKER));
    // One warning for the four, at warn level, saying what to do.
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ level: 40 });
    expect(warnings()[0]!.msg).toContain('set TRUST_PROXY to its addresses');
  });
});
