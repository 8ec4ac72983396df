/** The activity log: an entry for each kind of change, filters, pages, CSV, admins only, 12-month retention. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_PAGE_SIZE } from '@bu/contracts';
import { activityLog, users } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createMemberUser, createProviderUser, seminarPayload, type TestUser } from '../../../test/factories';
import { purgeActivity, recordActivity } from './service';

let ctx: TestContext;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createProviderUser(ctx.database.db, { firstName: 'Anna', lastName: 'Admin' });
  member = await createMemberUser(ctx.database.db, admin.providerId, { firstName: 'Max', lastName: 'Mitglied' });
});
afterAll(async () => ctx?.close());

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: Record<string, unknown>,
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
    ...(payload && { payload }),
  });

type Entry = {
  kind: string;
  subject: string | null;
  user: { id: string; name: string } | null;
  details: Record<string, unknown>;
};
const entries = async (query = '') =>
  (await call('GET', `/settings/activity${query}`, admin)).json().entries as Entry[];

describe('activity log', () => {
  it('records each kind of change with who did it', async () => {
    const password = 'Anna-Passwort-3';
    await ctx.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, admin.userId));
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, admin.userId));
    expect((await call('POST', '/auth/login', null, { email: row!.email, password })).statusCode).toBe(200);
    expect(
      (
        await call('PUT', '/settings/password', admin, {
          currentPassword: password,
          password: 'Anna-Passwort-4',
          passwordConfirmation: 'Anna-Passwort-4',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', '/settings/personal', member, {
          firstName: 'Max',
          lastName: 'Mitglied',
          email: `max-${Date.now()}@example.org`,
          language: 'de',
        })
      ).statusCode,
    ).toBe(200);

    const published = (
      await call('POST', '/seminars/add', member, {
        Status: 'SHOW',
        ...seminarPayload({ title: 'Stressfrei arbeiten' }),
      })
    ).json().seminarId;
    expect((await call('POST', '/seminars/status', admin, { seminarId: published, status: 'paused' })).statusCode).toBe(
      200,
    );
    const draft = (
      await call('POST', '/seminars/add', admin, { Status: 'DRAFT', ...seminarPayload({ title: 'Entwurf' }) })
    ).json().seminarId;
    expect((await call('POST', '/seminars/delete', admin, { seminarId: draft })).statusCode).toBe(200);

    const invited = await call('POST', '/settings/team', admin, {
      email: `neu-${Date.now()}@example.org`,
      firstName: 'Nina',
      lastName: 'Neu',
      role: 'member',
    });
    const invitedId = invited.json().member.id;
    expect((await call('PUT', `/settings/team/${invitedId}`, admin, { role: 'admin' })).statusCode).toBe(200);
    expect((await call('DELETE', `/settings/team/${invitedId}`, admin)).statusCode).toBe(200);

    const invoicing = await call('PUT', '/settings/invoicing', admin, {
      differentBillingAddress: false,
      invoiceEmails: ['rechnung@example.org'],
      showBrochureFields: false,
    });
    expect(invoicing.statusCode, invoicing.body).toBe(200);
    expect((await call('POST', '/settings/api-key', admin)).statusCode).toBe(201);
    expect((await call('DELETE', '/settings/api-key', admin)).statusCode).toBe(200);
    // What the boost module calls inside its confirmation transaction.
    await ctx.database.db.transaction(async (tx) =>
      recordActivity(tx, {
        actor: { id: admin.userId, providerId: admin.providerId, firstName: 'Anna', lastName: 'Admin' },
        kind: 'boost_confirmed',
        subject: 'Stressfrei arbeiten',
        details: { days: 14 },
      }),
    );

    const log = await entries();
    const summary = log.map((e) => [e.kind, e.user?.name ?? null, e.subject]).reverse();
    expect(summary).toEqual([
      ['sign_in', 'Anna Admin', null],
      ['password_changed', 'Anna Admin', null],
      ['email_changed', 'Max Mitglied', null],
      ['seminar_published', 'Max Mitglied', 'Stressfrei arbeiten'],
      ['seminar_status_changed', 'Anna Admin', 'Stressfrei arbeiten'],
      ['seminar_deleted', 'Anna Admin', 'Entwurf'],
      ['team_member_invited', 'Anna Admin', 'Nina Neu'],
      ['team_member_updated', 'Anna Admin', 'Nina Neu'],
      ['team_member_removed', 'Anna Admin', 'Nina Neu'],
      ['invoicing_changed', 'Anna Admin', null],
      ['api_key_created', 'Anna Admin', expect.stringMatching(/^bu_/)],
      ['api_key_revoked', 'Anna Admin', expect.stringMatching(/^bu_/)],
      ['boost_confirmed', 'Anna Admin', 'Stressfrei arbeiten'],
    ]);
    expect(log.find((e) => e.kind === 'seminar_status_changed')!.details).toMatchObject({
      from: 'online',
      to: 'paused',
    });
  });

  it('filters by kind and person, pages, and is for admins only', async () => {
    const byKind = await entries('?kind=seminar_published');
    expect(byKind.every((e) => e.kind === 'seminar_published')).toBe(true);
    const byMember = await entries(`?userId=${member.userId}`);
    expect(byMember.map((e) => e.kind).sort()).toEqual(['email_changed', 'seminar_published']);
    const first = (await call('GET', '/settings/activity', admin)).json();
    expect(first.people).toEqual(
      expect.arrayContaining([
        { id: member.userId, name: 'Max Mitglied' },
        { id: admin.userId, name: 'Anna Admin' },
      ]),
    );
    expect((await call('GET', '/settings/activity?kind=nope', admin)).statusCode).toBe(400);
    expect((await call('GET', '/settings/activity', member)).statusCode).toBe(403);
    expect((await call('GET', '/settings/activity/export.csv', member)).statusCode).toBe(403);

    for (let i = 0; i < ACTIVITY_PAGE_SIZE; i++) {
      await recordActivity(ctx.database.db, {
        actor: { id: admin.userId, providerId: admin.providerId, firstName: 'Anna', lastName: 'Admin' },
        kind: 'sign_in',
      });
    }
    const page1 = (await call('GET', '/settings/activity', admin)).json();
    const page2 = (await call('GET', '/settings/activity?page=2', admin)).json();
    expect(page1.entries).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(page2.entries.length).toBe(page1.total - ACTIVITY_PAGE_SIZE);
    expect(page2.entries[0].id).not.toBe(page1.entries[0].id);
  });

  it("exports the filtered log as CSV in the caller's language", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings/activity/export.csv?kind=seminar_deleted',
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Kind,Person,Support,Concerns,Details');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Seminar deleted,Anna Admin,,Entwurf');
  });

  it('keeps entries 12 months', async () => {
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 13);
    await ctx.database.db
      .insert(activityLog)
      .values({ providerId: admin.providerId, kind: 'sign_in', userName: 'Alt', createdAt: old });
    const before = (await call('GET', '/settings/activity', admin)).json().total;
    expect(await purgeActivity(ctx.database.db, new Date())).toBe(1);
    expect((await call('GET', '/settings/activity', admin)).json().total).toBe(before - 1);
  });
});
