/** Team: invitations (mail, single use, expiry), roles, last-admin guard, creator removal, 403 for members. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authKeys, users } from '../../db/schema/index';
import { createTestContext, keyFrom, waitForMail, type TestContext } from '../../../test/helpers';
import { createMemberUser, createProviderUser, createSupportSession, type TestUser } from '../../../test/factories';

let ctx: TestContext;
let creator: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  creator = await createProviderUser(ctx.database.db, { firstName: 'Clara', lastName: 'Gründerin' });
  bob = await createProviderUser(ctx.database.db);
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
    ...(user && { headers: { authorization: `Bearer ${user.token}` } }),
    ...(payload && { payload }),
  });

async function invite(email: string, role: 'admin' | 'member' = 'member', language?: 'de' | 'en') {
  const res = await call('POST', '/settings/team', creator, {
    email,
    firstName: 'Ina',
    lastName: 'Eingeladen',
    role,
    ...(language && { language }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().member as { id: string; status: string; role: string };
}

describe('team', () => {
  it('lists the team; an admin invites by email and the invitee joins with a password through the mailed link', async () => {
    const list = await call('GET', '/settings/team', creator);
    expect(list.json()).toMatchObject({
      success: true,
      total: 1,
      members: [{ id: creator.userId, role: 'admin', isCreator: true, status: 'active' }],
    });

    const member = await invite('Ina@Example.org', 'member', 'en');
    expect(member).toMatchObject({ status: 'invited', role: 'member' });
    const [mail] = await waitForMail(ctx.app, 'ina@example.org');
    expect(mail!.subject).toContain('Invitation');
    expect(mail!.text).toContain('Clara Gründerin');
    expect(mail!.text).toContain('http://localhost:3000/auth/accept-invitation?key=');
    const key = keyFrom(mail!.text);

    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invitation',
      payload: { key, password: 'Sicher-123', passwordConfirmation: 'Sicher-124' },
    });
    expect(mismatch.json().fieldErrors).toEqual({ passwordConfirmation: 'passwordsDoNotMatch' });
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invitation',
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0' },
      payload: { key, password: 'Sicher-123', passwordConfirmation: 'Sicher-123' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The new member's first session names its device, as a sign-in's does.
    const sessions = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings/sessions',
      headers: { authorization: `Bearer ${accepted.json().token}` },
    });
    expect(sessions.json().sessions).toEqual([expect.objectContaining({ browser: 'Firefox', os: 'Windows' })]);
    expect(accepted.json()).toMatchObject({
      success: true,
      userId: member.id,
      user: { email: 'ina@example.org', role: 'member', providerId: creator.providerId, language: 'en' },
    });
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/validate-session',
      payload: { bu_auth_token: accepted.json().token },
    });
    expect(session.statusCode).toBe(200);
    // Single use.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invitation',
      payload: { key, password: 'Sicher-123' },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('LINK_EXPIRED');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ina@example.org', password: 'Sicher-123' },
    });
    expect(login.statusCode).toBe(200);
    expect(
      (await call('GET', '/settings/team', creator)).json().members.find((m: { id: string }) => m.id === member.id)
        .status,
    ).toBe('active');
  });

  it('refuses an expired invitation key (410) and an email that already has an account (409)', async () => {
    const member = await invite('late@example.org');
    const [mail] = await waitForMail(ctx.app, 'late@example.org');
    await ctx.database.db
      .update(authKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authKeys.userId, member.id));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invitation',
      payload: { key: keyFrom(mail!.text), password: 'Sicher-123' },
    });
    expect(res.statusCode).toBe(410);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.passwordHash).toBeNull();
    // A fresh invitation replaces the expired one.
    const resent = await call('POST', `/settings/team/${member.id}/resend-invitation`, creator);
    expect(resent.statusCode).toBe(200);
    const mails = await waitForMail(ctx.app, 'late@example.org', 2);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invitation',
      payload: { key: keyFrom(mails[0]!.text), password: 'Sicher-123' },
    });
    expect(ok.statusCode).toBe(200);

    const taken = await call('POST', '/settings/team', creator, { email: bob.email, firstName: 'B', lastName: 'B' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ email: 'emailTaken' });
    const invalid = await call('POST', '/settings/team', creator, {
      email: 'x',
      firstName: '',
      lastName: 'B',
      role: 'owner',
    });
    expect(invalid.json().fieldErrors).toEqual({ email: 'invalidEmail', firstName: 'required', role: 'invalid' });
  });

  it('re-inviting a pending member answers INVITATION_PENDING naming the member; the invitation can be resent and revoked', async () => {
    const member = await invite('pending@example.org');
    await waitForMail(ctx.app, 'pending@example.org');
    const again = await call('POST', '/settings/team', creator, {
      email: 'pending@example.org',
      firstName: 'Ina',
      lastName: 'E',
      role: 'member',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'INVITATION_PENDING',
      params: { memberId: member.id },
      message:
        'Diese Person ist bereits eingeladen, hat die Einladung aber noch nicht angenommen. Du kannst die Einladung erneut senden.',
    });
    expect(again.body).not.toContain('bereits ein Konto');
    // Another provider learns nothing about it: the plain "has an account" answer.
    const elsewhere = await call('POST', '/settings/team', bob, {
      email: 'pending@example.org',
      firstName: 'Ina',
      lastName: 'E',
      role: 'member',
    });
    expect(elsewhere.json()).toMatchObject({ code: 'CONFLICT', fieldErrors: { email: 'emailTaken' } });
    expect(elsewhere.body).not.toContain(member.id);

    expect((await call('POST', `/settings/team/${member.id}/resend-invitation`, creator)).statusCode).toBe(200);
    const mails = await waitForMail(ctx.app, 'pending@example.org', 2);
    const key = keyFrom(mails[0]!.text);

    // Revoke: the member is gone and the link no longer works.
    expect((await call('DELETE', `/settings/team/${member.id}`, creator)).statusCode).toBe(200);
    expect(
      (await call('GET', '/settings/team', creator)).json().members.some((m: { id: string }) => m.id === member.id),
    ).toBe(false);
    const accept = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invitation',
      payload: { key, password: 'Sicher-123' },
    });
    expect(accept.statusCode).toBe(410);
    // And the address can be invited afresh.
    await invite('pending@example.org');
  });

  it('changes roles; the last admin can neither demote nor remove themselves', async () => {
    const demote = await call('PUT', `/settings/team/${creator.userId}`, creator, { role: 'member' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'CONFLICT', fieldErrors: { role: 'lastAdmin' } });
    const other = await createProviderUser(ctx.database.db, { providerId: creator.providerId, role: 'admin' });
    const remove = await call('DELETE', `/settings/team/${other.userId}`, other);
    expect(remove.statusCode, remove.body).toBe(200);

    // A second admin takes over, the creator steps down; the remaining admin is then the last one.
    const solo = await createProviderUser(ctx.database.db);
    const second = await createMemberUser(ctx.database.db, solo.providerId);
    const promote = await call('PUT', `/settings/team/${second.userId}`, solo, { role: 'admin', firstName: 'Neue' });
    expect(promote.statusCode, promote.body).toBe(200);
    expect(promote.json().member).toMatchObject({ role: 'admin', firstName: 'Neue' });
    const stepDown = await call('PUT', `/settings/team/${solo.userId}`, solo, { role: 'member' });
    expect(stepDown.statusCode).toBe(200);
    expect(stepDown.json().member.role).toBe('member');
    const removeSelf = await call('DELETE', `/settings/team/${second.userId}`, second);
    expect(removeSelf.statusCode).toBe(409);
    expect(removeSelf.json().fieldErrors).toEqual({ id: 'lastAdmin' });
    expect((await call('PUT', `/settings/team/${second.userId}`, second, { role: 'member' })).statusCode).toBe(409);
  });

  it('removes a member; the creator only by support (superadmin)', async () => {
    const member = await createMemberUser(ctx.database.db, creator.providerId);
    expect((await call('DELETE', `/settings/team/${member.userId}`, creator)).statusCode).toBe(200);
    expect((await call('GET', '/settings/personal', member)).statusCode).toBe(401);

    const admin2 = await createProviderUser(ctx.database.db, { providerId: creator.providerId, role: 'admin' });
    const refused = await call('DELETE', `/settings/team/${creator.userId}`, admin2);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', fieldErrors: { id: 'creatorRemovalSupportOnly' } });
    const own = await superadminOf(creator.providerId);
    expect((await call('DELETE', `/settings/team/${creator.userId}`, own)).statusCode).toBe(403);
    const support = await createSupportSession(ctx.database.db, creator.providerId);
    const removed = await call('DELETE', `/settings/team/${creator.userId}`, support);
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it("answers 403 to members for every team change and 404 for another provider's members", async () => {
    const admin = await createProviderUser(ctx.database.db);
    const member = await createMemberUser(ctx.database.db, admin.providerId);
    expect((await call('GET', '/settings/team', member)).statusCode).toBe(200);
    expect(
      (await call('POST', '/settings/team', member, { email: 'n@example.org', firstName: 'N', lastName: 'N' }))
        .statusCode,
    ).toBe(403);
    expect((await call('PUT', `/settings/team/${admin.userId}`, member, { role: 'member' })).statusCode).toBe(403);
    expect((await call('DELETE', `/settings/team/${admin.userId}`, member)).statusCode).toBe(403);
    expect((await call('POST', `/settings/team/${admin.userId}/resend-invitation`, member)).statusCode).toBe(403);
    expect((await call('PUT', `/settings/team/${bob.userId}`, admin, { role: 'member' })).statusCode).toBe(404);
    expect((await call('DELETE', `/settings/team/${bob.userId}`, admin)).statusCode).toBe(404);
  });
});

async function superadminOf(providerId: string) {
  return createProviderUser(ctx.database.db, { providerId, role: 'admin', isSuperadmin: true, firstName: 'Support' });
}
