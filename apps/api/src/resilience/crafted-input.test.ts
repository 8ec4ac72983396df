/**
 * Finding 8: crafted input answers 400 instead of 500 — a NUL character in any text field
 * (signed in or not, JSON or multipart) and malformed multipart bodies — and a failed
 * query's parameters never reach the log.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app';
import { createTestContext, type TestContext } from '../../test/helpers';
import { createProviderUser, multipartBody, seminarPayload, type TestUser } from '../../test/factories';
import { inquiry, insertSeminar, postInquiry } from '../../test/lead-factories';

let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  user = await createProviderUser(ctx.database.db);
});
afterAll(async () => ctx?.close());

const NUL = '\u0000';

describe('NUL characters', () => {
  it('answers 400 naming the field on public, account and signed-in calls', async () => {
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        approved: true,
        email: 'nul@example.org',
        password: 'Null-Byte-Probe-1',
        providerName: `Akademie${NUL}`,
        telephone: '+49 30 1234',
        street: 'Weg 1',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
        firstName: 'N',
        lastName: 'U',
        language: 'de',
        acceptTerms: true,
      },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      fieldErrors: { providerName: 'invalid' },
    });

    const seminarId = await insertSeminar(ctx.database.db, user);
    const publicInquiry = await postInquiry(ctx.app, seminarId, inquiry({ message: `Hallo${NUL}Welt` }));
    expect(publicInquiry.statusCode).toBe(400);
    expect(publicInquiry.json().fieldErrors).toEqual({ message: 'invalid' });

    const seminar = await ctx.app.inject({
      method: 'POST',
      url: '/api/seminars/add',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { ...seminarPayload({ title: `Titel${NUL}` }), Status: 'DRAFT' },
    });
    expect(seminar.statusCode).toBe(400);
    const query = await ctx.app.inject({
      url: `/api/seminars?q=a${encodeURIComponent(NUL)}b`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(query.statusCode).toBe(400);
  });

  it('answers 400 to a NUL character in a multipart field', async () => {
    const { payload, headers } = multipartBody(
      { kind: 'gallery', description: `Bild${NUL}` },
      {
        filename: 'a.png',
        contentType: 'image/png',
        data: Buffer.from('not really an image'),
      },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/provider-images',
      payload,
      headers: { ...headers, authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      fieldErrors: { description: 'invalid' },
    });
  });
});

describe('malformed multipart bodies', () => {
  const upload = (payload: string | Buffer, contentType: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/provider-images',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${user.token}` },
    });

  it('answer 400 with the envelope', async () => {
    const cases: [string | Buffer, string][] = [
      ['--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\nlogo', 'multipart/form-data; boundary=x'],
      ['garbage without any boundary', 'multipart/form-data; boundary=x'],
      ['--x--\r\n', 'multipart/form-data'],
      [
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
        'multipart/form-data; boundary=x',
      ],
    ];
    for (const [payload, type] of cases) {
      const res = await upload(payload, type);
      expect(res.statusCode, `${type}: ${String(payload).slice(0, 30)}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});

describe('logs of failed queries', () => {
  it('show the SQL but none of its parameters', async () => {
    let output = '';
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        output += chunk.toString();
        done();
      },
    });
    const app = Fastify({ logger: { ...(loggerOptions(ctx.config) as object), level: 'info', stream } });
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(anna.berg@example.org) already exists.',
    });
    app.log.error(
      {
        err: new DrizzleQueryError(
          'insert into "users" ("email", "password_hash") values ($1, $2)',
          ['anna.berg@example.org', secret],
          cause,
        ),
      },
      'request failed',
    );
    await app.close();
    expect(output).toContain('Failed query: insert into');
    expect(output).toContain('23505');
    expect(output).not.toContain('anna.berg');
    expect(output).not.toContain('argon2id');
  });
});
