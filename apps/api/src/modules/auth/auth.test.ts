import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authKeys, sessions, users } from '../../db/schema/index';
import { createTestContext, keyFrom, waitForMail, watchJobs, type TestContext } from '../../../test/helpers';
import { createProviderUser } from '../../../test/factories';
import { MAIL_JOB } from '../mail';
import { PASSWORD_RESET_JOB, SIGNUP_JOB, type SignupJob } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const signupBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  approved: true,
  email,
  password: 'Lernen-am-Meer-7',
  providerName: 'Bildungswerk Nord',
  telephone: '+49 40 123456',
  street: 'Hafenstraße 1',
  postalCode: '20095',
  city: 'Hamburg',
  country: 'DE',
  firstName: 'Anna',
  lastName: 'Berg',
  language: 'de',
  acceptTerms: true,
  ...overrides,
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });

async function registerAndConfirm(email: string, language = 'de') {
  expect((await post('/auth/signup', signupBody(email, { language }))).statusCode).toBe(201);
  const [mail] = await waitForMail(ctx.app, email);
  const res = await post('/auth/confirm-registration', { key: keyFrom(mail!.text) });
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; userId: string; user: { isSuperadmin: boolean } };
}

describe('sign-up', () => {
  it('creates an unverified account and mails a verification link in the chosen language', async () => {
    const res = await post('/auth/signup', signupBody('New.Provider@Example.org', { language: 'en' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });
    const [mail] = await waitForMail(ctx.app, 'new.provider@example.org');
    expect(mail!.subject).toBe('Please confirm your email address');
    expect(mail!.text).toContain('http://localhost:3000/auth/confirm-registration?key=');
    expect(mail!.html).toContain('<a href="http://localhost:3000/auth/confirm-registration?key=');
    // The button in the brand colour, as in the dashboard (and every other mail of it).
    expect(mail!.html).toMatch(/<a href="[^"]+" style="display:inline-block;background:#0f766e;color:#fff;/);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'new.provider@example.org'));
    expect(user?.emailVerifiedAt).toBeNull();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.role).toBe('admin');
    expect(user?.isCreator).toBe(true);
  });

  it('names every missing field, translated', async () => {
    const res = await post('/auth/signup', {}, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'Please check your input.' });
    expect(body.fieldErrors).toMatchObject({
      approved: 'selectOption',
      email: 'required',
      password: 'required',
      providerName: 'required',
      telephone: 'required',
      acceptTerms: 'acceptTerms',
    });
    const de = await post('/auth/signup', {});
    expect(de.json().message).toBe('Bitte prüfe deine Eingaben.');
  });

  it('refuses an invalid email, a short password and a common password', async () => {
    const bad = await post('/auth/signup', signupBody('not-an-email', { password: 'abc' }));
    expect(bad.json().fieldErrors).toEqual({ email: 'invalidEmail', password: 'passwordTooShort' });
    const common = await post('/auth/signup', signupBody('common@example.org', { password: 'Passwort123' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldErrors).toEqual({ password: 'passwordTooCommon' });
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'common@example.org'));
    expect(rows).toHaveLength(0);
  });

  it('answers a second sign-up for a known address like a new one and mails the owner instead', async () => {
    await registerAndConfirm('taken@example.org');
    const res = await post('/auth/signup', signupBody('taken@example.org', { providerName: 'Someone else' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });
    const messages = await waitForMail(ctx.app, 'taken@example.org', 2);
    expect(messages[0]!.subject).toBe('Du hast bereits ein Konto');
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'taken@example.org'));
    expect(rows).toHaveLength(1);
  });

  it('refuses malformed JSON with a clear error', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});

describe('confirm registration', () => {
  it('verifies the address, signs the user in, and works only once', async () => {
    await post('/auth/signup', signupBody('confirm@example.org'));
    const [mail] = await waitForMail(ctx.app, 'confirm@example.org');
    const key = keyFrom(mail!.text);
    const first = await post('/auth/confirm-registration', { key });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ success: true, userId: expect.any(String), user: { isSuperadmin: false } });
    expect(body.token.length).toBeGreaterThanOrEqual(43);
    // Used again (the account is confirmed now): say so and point to sign-in, not to a new registration.
    const again = await post('/auth/confirm-registration', { key }, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'ALREADY_CONFIRMED',
      message: 'Your email address is already confirmed. Please sign in.',
    });
    const againDe = await post('/auth/confirm-registration', { key });
    expect(againDe.json()).toMatchObject({
      code: 'ALREADY_CONFIRMED',
      message: 'Deine E-Mail-Adresse ist bereits bestätigt. Bitte melde dich an.',
    });
  });

  it('refuses an expired key with 410 and an unknown one with 400 LINK_INVALID', async () => {
    await post('/auth/signup', signupBody('expired@example.org'));
    const [mail] = await waitForMail(ctx.app, 'expired@example.org');
    await ctx.database.db.update(authKeys).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post('/auth/confirm-registration', { key: keyFrom(mail!.text) });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED' });
    const bogus = await post('/auth/confirm-registration', { key: 'x'.repeat(43) }, { 'accept-language': 'en' });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json()).toMatchObject({
      success: false,
      code: 'LINK_INVALID',
      message: expect.stringMatching(/^This link is not valid/),
    });
    expect((await post('/auth/confirm-registration', {})).statusCode).toBe(400);
  });

  it('stores only a hash of the key', async () => {
    await post('/auth/signup', signupBody('hashed@example.org'));
    const [mail] = await waitForMail(ctx.app, 'hashed@example.org');
    const key = keyFrom(mail!.text);
    const stored = await ctx.database.db.select({ keyHash: authKeys.keyHash }).from(authKeys);
    expect(stored.some((row) => row.keyHash === key)).toBe(false);
  });
});

describe('resend verification', () => {
  it('sends a new link while the earlier one keeps working, and answers the same for unknown addresses', async () => {
    await post('/auth/signup', signupBody('resend@example.org'));
    const [first] = await waitForMail(ctx.app, 'resend@example.org');
    expect((await post('/auth/resend-verification', { email: 'resend@example.org' })).json()).toEqual({
      success: true,
    });
    const [second] = await waitForMail(ctx.app, 'resend@example.org', 2);
    expect(keyFrom(second!.text)).not.toBe(keyFrom(first!.text));
    // Either link confirms; once one is used, the other says the account is confirmed already.
    expect((await post('/auth/confirm-registration', { key: keyFrom(first!.text) })).statusCode).toBe(200);
    const again = await post('/auth/confirm-registration', { key: keyFrom(second!.text) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'ALREADY_CONFIRMED' });
    expect((await post('/auth/resend-verification', { email: 'nobody@example.org' })).json()).toEqual({
      success: true,
    });
  });

  it('keeps the first link working after sign-in attempts re-sent some, at most three mails per window (defect 16)', async () => {
    // Its own client address, so the sign-up limit of the later rate-limit tests is untouched.
    const postFrom = (url: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api${url}`,
        payload,
        remoteAddress: '198.51.100.16',
        headers: { 'accept-language': 'en' },
      });
    const email = 'early-login@example.org';
    expect((await postFrom('/auth/signup', signupBody(email))).statusCode).toBe(201);
    const [first] = await waitForMail(ctx.app, email);

    const logins = [];
    for (let i = 0; i < 4; i++) logins.push(await postFrom('/auth/login', { email, password: 'Lernen-am-Meer-7' }));
    expect(logins.map((res) => res.statusCode)).toEqual([403, 403, 403, 403]);
    expect(logins[0]!.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please confirm your email address first. We have sent you a link.',
    });
    // Login mails synchronously, so the mailbox is final once the answers are in: the sign-up
    // mail and two re-sent links, no more.
    const mails = await waitForMail(ctx.app, email, 3);
    expect(mails).toHaveLength(3);

    const confirmed = await postFrom('/auth/confirm-registration', { key: keyFrom(first!.text) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, user: { email } });
    // The other links are spent with it: they say the account is confirmed already.
    const again = await postFrom('/auth/confirm-registration', { key: keyFrom(mails[0]!.text) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'ALREADY_CONFIRMED' });
    expect((await postFrom('/auth/login', { email, password: 'Lernen-am-Meer-7' })).statusCode).toBe(200);
  });
});

describe('login, sessions and logout', () => {
  it('signs in with the right password only, with one message for unknown email and wrong password', async () => {
    await registerAndConfirm('login@example.org');
    const ok = await post('/auth/login', { email: 'LOGIN@example.org', password: 'Lernen-am-Meer-7' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, user: { email: 'login@example.org', role: 'admin' } });
    const wrong = await post(
      '/auth/login',
      { email: 'login@example.org', password: 'falsch' },
      { 'accept-language': 'en' },
    );
    const unknown = await post(
      '/auth/login',
      { email: 'ghost@example.org', password: 'falsch' },
      { 'accept-language': 'en' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Email address or password is incorrect.',
    });
  });

  it('refuses an unverified account with 403 and mails a fresh link', async () => {
    await post('/auth/signup', signupBody('unverified@example.org'));
    await waitForMail(ctx.app, 'unverified@example.org');
    const res = await post('/auth/login', { email: 'unverified@example.org', password: 'Lernen-am-Meer-7' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    await waitForMail(ctx.app, 'unverified@example.org', 2);
  });

  it('validates the token from the body, the query or the Authorization header', async () => {
    const { token, userId } = await registerAndConfirm('validate@example.org');
    const viaBody = await post('/validate-session', { bu_auth_token: token });
    expect(viaBody.json()).toMatchObject({ success: true, isSuperadmin: false, user: { id: userId } });
    expect((await post(`/validate-session?token=${token}`, {})).statusCode).toBe(200);
    expect((await post('/validate-session', {}, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    const bad = await post('/validate-session', { bu_auth_token: 'wrong-token' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect((await post('/validate-session', {})).statusCode).toBe(401);
  });

  it('ends sessions at logout, when idle too long and past their absolute lifetime', async () => {
    const { token, userId } = await registerAndConfirm('sessions@example.org');
    const auth = { authorization: `Bearer ${token}` };
    expect((await post('/auth/logout', {}, auth)).json()).toEqual({ success: true });
    expect((await post('/validate-session', {}, auth)).statusCode).toBe(401);

    const idle = (await post('/auth/login', { email: 'sessions@example.org', password: 'Lernen-am-Meer-7' })).json()
      .token;
    await ctx.database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - (ctx.config.SESSION_IDLE_HOURS + 1) * 3600_000) })
      .where(eq(sessions.userId, userId));
    expect((await post('/validate-session', { bu_auth_token: idle })).statusCode).toBe(401);

    const old = (await post('/auth/login', { email: 'sessions@example.org', password: 'Lernen-am-Meer-7' })).json()
      .token;
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect((await post('/validate-session', { bu_auth_token: old })).statusCode).toBe(401);
  });

  it('reports the superadmin flag', async () => {
    const { token, userId } = await registerAndConfirm('support@example.org');
    await ctx.database.db.update(users).set({ isSuperadmin: true }).where(eq(users.id, userId));
    expect((await post('/validate-session', { bu_auth_token: token })).json().isSuperadmin).toBe(true);
  });

  it('saves the language of the signed-in user', async () => {
    const { token, userId } = await registerAndConfirm('language@example.org');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: { authorization: `Bearer ${token}` },
      payload: { language: 'en' },
    });
    expect(res.json()).toEqual({ success: true });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.language).toBe('en');
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: { authorization: `Bearer ${token}` },
      payload: { language: 'fr' },
    });
    expect(bad.json().fieldErrors).toEqual({ language: 'invalidLanguage' });
  });
});

describe('password reset', () => {
  it('sets a new password, revokes every session and uses each link once', async () => {
    const { token } = await registerAndConfirm('reset@example.org', 'en');
    expect((await post('/auth/request-password-reset', { email: 'reset@example.org' })).json()).toEqual({
      success: true,
    });
    const messages = await waitForMail(ctx.app, 'reset@example.org', 2);
    expect(messages[0]!.subject).toBe('Reset your password');
    const key = keyFrom(messages[0]!.text);
    expect(messages[0]!.text).toContain('/auth/reset-password?key=');

    const mismatch = await post('/auth/reset-password', {
      key,
      password: 'Neues-Passwort-1',
      passwordConfirmation: 'anders',
    });
    expect(mismatch.json().fieldErrors).toEqual({ passwordConfirmation: 'passwordsDoNotMatch' });
    const short = await post('/auth/reset-password', { key, password: 'kurz', passwordConfirmation: 'kurz' });
    expect(short.json().fieldErrors).toEqual({ password: 'passwordTooShort' });
    const common = await post('/auth/reset-password', {
      key,
      password: 'qwertz123',
      passwordConfirmation: 'qwertz123',
    });
    expect(common.json().fieldErrors).toEqual({ password: 'passwordTooCommon' });

    const ok = await post('/auth/reset-password', {
      key,
      password: 'Neues-Passwort-1',
      passwordConfirmation: 'Neues-Passwort-1',
    });
    expect(ok.json()).toEqual({ success: true });
    expect((await post('/validate-session', { bu_auth_token: token })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: 'reset@example.org', password: 'Lernen-am-Meer-7' })).statusCode).toBe(
      401,
    );
    expect((await post('/auth/login', { email: 'reset@example.org', password: 'Neues-Passwort-1' })).statusCode).toBe(
      200,
    );
    const reused = await post('/auth/reset-password', {
      key,
      password: 'Noch-Eins-22',
      passwordConfirmation: 'Noch-Eins-22',
    });
    expect(reused.statusCode).toBe(410);
  });

  it('answers success for unknown addresses and sends nothing', async () => {
    const jobs = watchJobs(ctx);
    expect((await post('/auth/request-password-reset', { email: 'unknown@example.org' })).json()).toEqual({
      success: true,
    });
    // The request is queued like any other (no timing difference); once its job has run, nothing was queued to mail.
    expect(jobs.sent(PASSWORD_RESET_JOB)).toEqual([
      { name: PASSWORD_RESET_JOB, data: { email: 'unknown@example.org' } },
    ]);
    await jobs.worked(await jobs.idOf(PASSWORD_RESET_JOB));
    expect(jobs.sent(MAIL_JOB)).toEqual([]);
    jobs.restore();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=unknown@example.org' });
    expect(res.json().messages).toEqual([]);
  });

  it('refuses an expired reset link', async () => {
    await registerAndConfirm('reset-expired@example.org');
    await post('/auth/request-password-reset', { email: 'reset-expired@example.org' });
    const messages = await waitForMail(ctx.app, 'reset-expired@example.org', 2);
    await ctx.database.db.update(authKeys).set({ expiresAt: new Date(Date.now() - 1) });
    const res = await post('/auth/reset-password', {
      key: keyFrom(messages[0]!.text),
      password: 'Neues-Passwort-1',
      passwordConfirmation: 'Neues-Passwort-1',
    });
    expect(res.statusCode).toBe(410);
  });
});

describe('marketing consent', () => {
  it('adds the provider as a marketing contact after confirmation only with consent, recorded with its time', async () => {
    const { marketingSyncLog } = await import('../../db/schema/index');
    const before = Date.now();
    expect((await post('/auth/signup', signupBody('consent@example.org', { marketingConsent: true }))).statusCode).toBe(
      201,
    );
    expect((await post('/auth/signup', signupBody('no-consent@example.org'))).statusCode).toBe(201);
    for (const email of ['consent@example.org', 'no-consent@example.org']) {
      const [mail] = await waitForMail(ctx.app, email);
      expect((await post('/auth/confirm-registration', { key: keyFrom(mail!.text) })).statusCode).toBe(200);
    }
    const [consenting] = await ctx.database.db.select().from(users).where(eq(users.email, 'consent@example.org'));
    const [declining] = await ctx.database.db.select().from(users).where(eq(users.email, 'no-consent@example.org'));
    expect(consenting!.marketingConsentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(declining!.marketingConsentAt).toBeNull();
    const addContacts = () =>
      ctx.database.db.select().from(marketingSyncLog).where(eq(marketingSyncLog.kind, 'add_contact'));
    await expect.poll(async () => (await addContacts()).length, { timeout: 15_000, interval: 200 }).toBeGreaterThan(0);
    const rows = await addContacts();
    expect(rows.map((r) => (r.payload as { email: string }).email)).toEqual(['consent@example.org']);
    expect(rows[0]!.payload).toMatchObject({ attributes: { FIRSTNAME: 'Anna', SOURCE: 'signup', NEWSLETTER: true } });
  });
});

describe('rate limits', () => {
  it('limits login attempts per account with the seed message', async () => {
    const attempts = [];
    for (let i = 0; i < 11; i++) {
      attempts.push(
        await post('/auth/login', { email: 'target@example.org', password: `guess-${i}` }, { 'accept-language': 'en' }),
      );
    }
    expect(attempts.slice(0, 10).every((r) => r.statusCode === 401)).toBe(true);
    expect(attempts[10]!.statusCode).toBe(429);
    expect(attempts[10]!.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      // The wait is minutes here, so the message says so (the seed's text is for seconds).
      message: expect.stringMatching(/^Please try again in \d+ minutes\.$/),
    });
    expect(Number(attempts[10]!.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('does not lock the owner out: wrong passwords from one address leave the address the owner signed in from', async () => {
    await registerAndConfirm('locked@example.org');
    const from = (remoteAddress: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: 'locked@example.org', password },
      });
    expect((await from('198.51.100.9', 'Lernen-am-Meer-7')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await from('203.0.113.50', `wrong-${i}`)).statusCode).toBe(401);
    expect((await from('203.0.113.50', 'Lernen-am-Meer-7')).statusCode).toBe(429);
    // The owner's address signed in before: the account's lock does not reach it.
    expect((await from('198.51.100.9', 'Lernen-am-Meer-7')).statusCode).toBe(200);
  });

  it('limits guesses per account from many addresses, never for an address that signed in before', async () => {
    await registerAndConfirm('spread@example.org');
    const from = (remoteAddress: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: 'spread@example.org', password },
      });
    expect((await from('198.51.100.77', 'Lernen-am-Meer-7')).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await from(`10.9.0.${i + 1}`, `guess-${i}`)).statusCode);
    // 10 failed attempts per account and window, whatever addresses they come from (the owner's sign-in is not one of them).
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await from('203.0.113.99', 'Lernen-am-Meer-7')).statusCode).toBe(429);
    expect((await from('198.51.100.77', 'Lernen-am-Meer-7')).statusCode).toBe(200);
  });

  it('never throttles successful sign-ins: an office address signing in often stays welcome', async () => {
    // The account of the test before (sign-ups per address are limited too), from its owner's address.
    const from = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.9',
        payload: { email: 'locked@example.org', password },
      });
    // The office signed in before (so the account's lock, drawn by the test before, spares it);
    // nine typos (one short of the address+account limit), then more sign-ins than any login limit allows.
    for (let i = 0; i < 9; i++) expect((await from(`typo-${i}`)).statusCode).toBe(401);
    const signIns: number[] = [];
    for (let i = 0; i < 12; i++) signIns.push((await from('Lernen-am-Meer-7')).statusCode);
    expect(signIns).toEqual(Array(12).fill(200));
    // The tenth failure is what locks this address out of this account.
    expect((await from('typo-9')).statusCode).toBe(401);
    expect((await from('Lernen-am-Meer-7')).statusCode).toBe(429);
  });

  it('limits login attempts per client address across accounts', async () => {
    let last;
    for (let i = 0; i < 51; i++) {
      last = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.7',
        payload: { email: `spray-${i}@example.org`, password: 'guess' },
      });
    }
    expect(last!.statusCode).toBe(429);
  });

  it('limits resend and reset requests per address and account, never for the owner elsewhere', async () => {
    const from = (remoteAddress: string, url: string) =>
      ctx.app.inject({ method: 'POST', url: `/api${url}`, remoteAddress, payload: { email: 'flood@example.org' } });
    const resend = [];
    for (let i = 0; i < 4; i++) resend.push((await from('203.0.113.70', '/auth/resend-verification')).statusCode);
    expect(resend).toEqual([200, 200, 200, 429]);
    const reset = [];
    for (let i = 0; i < 6; i++) reset.push((await from('203.0.113.70', '/auth/request-password-reset')).statusCode);
    expect(reset).toEqual([200, 200, 200, 200, 200, 429]);
    // The owner, elsewhere, is not held up by someone else's requests for the address.
    expect((await from('198.51.100.70', '/auth/resend-verification')).statusCode).toBe(200);
    expect((await from('198.51.100.70', '/auth/request-password-reset')).statusCode).toBe(200);
  });

  it('throttles sign-up mails per address silently, so sign-ups from elsewhere never block the owner', async () => {
    const email = 'crowded@example.org';
    const signupFrom = (remoteAddress: string, to = email) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/signup', remoteAddress, payload: signupBody(to) });
    // The owner's own sign-up: the first of the hour's five sign-up mails for the address.
    expect((await signupFrom('10.8.0.100')).statusCode).toBe(201);
    const [verification] = await waitForMail(ctx.app, email);
    expect((await post('/auth/confirm-registration', { key: keyFrom(verification!.text) })).statusCode).toBe(200);
    const jobs = watchJobs(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signupFrom(`10.8.0.${i + 1}`)).statusCode);
    // The same answer for every address, none refused; the owner gets four more mails, not six.
    expect(statuses).toEqual(Array(6).fill(201));
    const queued = jobs.sent(SIGNUP_JOB).map((job) => (job.data as SignupJob).mail);
    expect(queued).toEqual([true, true, true, true, false, false]);
    for (let i = 0; i < 6; i++) await jobs.worked(await jobs.idOf(SIGNUP_JOB, i));
    expect(jobs.sent(MAIL_JOB)).toHaveLength(4);
    jobs.restore();
    const mails = await waitForMail(ctx.app, email, 5);
    expect(mails.filter((m) => m.subject === 'Du hast bereits ein Konto')).toHaveLength(4);
    // From one address, the sixth sign-up for the same email within the hour is refused.
    const again = [];
    for (let i = 0; i < 6; i++) again.push((await signupFrom('10.8.1.1', 'again@example.org')).statusCode);
    expect(again).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('throttles reset mails per account from many addresses silently; the owner keeps a working link', async () => {
    const { email } = await createProviderUser(ctx.database.db);
    const jobs = watchJobs(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: `10.6.0.${i + 1}`,
        payload: { email },
      });
      statuses.push(res.statusCode);
    }
    // The same answer throughout (known and unknown addresses alike); ten mails an hour at most.
    expect(statuses).toEqual(Array(12).fill(200));
    expect(jobs.sent(PASSWORD_RESET_JOB)).toHaveLength(10);
    jobs.restore();
    const resets = await waitForMail(ctx.app, email, 10);
    expect(resets).toHaveLength(10);
    const answers = [];
    for (const mail of resets) {
      const res = await post('/auth/reset-password', {
        key: keyFrom(mail.text),
        password: 'Neues-Passwort-1',
        passwordConfirmation: 'Neues-Passwort-1',
      });
      answers.push(res.statusCode);
    }
    // Each mail retired the one before; the last one still works.
    expect(answers).toContain(200);
  });
});
