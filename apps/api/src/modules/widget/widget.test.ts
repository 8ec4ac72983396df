/**
 * The website widget's server side: its allow-list in Settings, the frame's headers (who may
 * embed it), the loader's cross-origin headers, and inquiries through it becoming `widget` leads.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, json, type TestContext } from '../../../test/helpers';
import { createProviderUser, type TestUser } from '../../../test/factories';
import { inquiry, insertSeminar, postInquiry } from '../../../test/lead-factories';
import { leads } from '../../db/schema/index';

let ctx: TestContext;
let webDist: string;
let admin: TestUser;
let member: TestUser;
let other: TestUser;
let seminarId: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'widget-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html lang="de"><body>app</body></html>');
  await writeFile(path.join(webDist, 'widget-frame.html'), '<!doctype html><html lang="de"><body>widget</body></html>');
  await writeFile(path.join(webDist, 'widget.js'), 'void 0;');
  ctx = await createTestContext({ WEB_DIST: webDist });
  admin = await createProviderUser(ctx.database.db);
  member = await createProviderUser(ctx.database.db, { providerId: admin.providerId, role: 'member' });
  other = await createProviderUser(ctx.database.db);
  seminarId = await insertSeminar(ctx.database.db, admin, { title: 'Achtsam führen' });
});
afterAll(async () => {
  await ctx?.close();
  await rm(webDist, { recursive: true, force: true });
});

const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
const putOrigins = (user: TestUser, allowedOrigins: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/settings/widget',
    headers: { ...auth(user), 'accept-language': 'en' },
    payload: { allowedOrigins },
  });
const frame = (providerId: string, query = '') => ctx.app.inject(`/widget/${providerId}${query}`);
const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1];

describe('GET/PUT /settings/widget', () => {
  it('is open to any site by default, and names the provider the snippet embeds', async () => {
    const res = await ctx.app.inject({ url: '/api/settings/widget', headers: auth(member) });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ success: true, widget: { providerId: admin.providerId, allowedOrigins: [] } });
  });

  it('stores origins as origins (case, trailing slash and repeats folded), admins only', async () => {
    const res = await putOrigins(admin, [
      'https://WWW.Example.org/',
      'http://127.0.0.1:5901',
      'https://www.example.org',
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      widget: { allowedOrigins: ['https://www.example.org', 'http://127.0.0.1:5901'] },
    });
    const refused = await putOrigins(member, []);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const after = await ctx.app.inject({ url: '/api/settings/widget', headers: auth(admin) });
    expect(json(after)).toMatchObject({
      widget: { allowedOrigins: ['https://www.example.org', 'http://127.0.0.1:5901'] },
    });
  });

  it('refuses a path, another scheme or too many origins with a translated field error', async () => {
    for (const bad of ['https://example.org/shop', 'ftp://example.org', 'example.org', 'https://u:p@example.org']) {
      const res = await putOrigins(admin, [bad]);
      expect(res.statusCode, bad).toBe(400);
      expect(json(res)).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        fieldErrors: { 'allowedOrigins.0': 'widgetOriginInvalid' },
      });
    }
    const many = Array.from({ length: 21 }, (_, i) => `https://site${i}.example.org`);
    const res = await putOrigins(admin, many);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ fieldErrors: { allowedOrigins: 'widgetOriginsTooMany' } });
  });
});

describe('the widget frame and loader', () => {
  it('lets any http(s) site frame an open widget, in the asked language, without X-Frame-Options', async () => {
    const res = await frame(other.providerId, '?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="en"');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(frameAncestors(res.headers['content-security-policy'])).toBe("'self' https: http:");
    // The rest of the app's policy stays as strict.
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it("names only the provider's listed origins in frame-ancestors once it has a list", async () => {
    await putOrigins(admin, ['https://www.example.org']);
    const res = await frame(admin.providerId);
    expect(frameAncestors(res.headers['content-security-policy'])).toBe("'self' https://www.example.org");
  });

  it('answers 404 for an unknown or malformed provider, and the dashboard itself stays unframeable', async () => {
    expect((await frame('0b6e3a36-5d1e-4f2a-9a51-3c2d1e0f9a11')).statusCode).toBe(404);
    expect((await frame('not-a-uuid')).statusCode).toBe(404);
    const app = await ctx.app.inject('/settings');
    expect(frameAncestors(app.headers['content-security-policy'])).toBe("'none'");
  });

  it('serves the loader so that other origins may run it', async () => {
    const res = await ctx.app.inject('/widget.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const app = await ctx.app.inject('/index.html');
    expect(app.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('inquiries through the widget', () => {
  const leadOf = async (email: string) => (await ctx.database.db.select().from(leads).where(eq(leads.email, email)))[0];

  it('become leads with source widget and the page the widget was embedded on', async () => {
    await putOrigins(admin, []);
    const email = 'widget.lead@example.org';
    const page = 'https://www.akademie-nord.de/seminare?ref=home';
    const res = await postInquiry(ctx.app, seminarId, inquiry({ email, embeddedOn: page }));
    expect(res.statusCode, res.body).toBe(201);
    const lead = await leadOf(email);
    expect(lead).toMatchObject({ source: 'widget', embeddedOn: page });
    const read = await ctx.app.inject({ url: `/api/leads/${lead!.id}`, headers: auth(admin) });
    expect(json(read)).toMatchObject({ lead: { source: 'widget', embeddedOn: page } });
    // The marketplace's own form stays an `inquiry` without a page.
    await postInquiry(ctx.app, seminarId, inquiry({ email: 'market@example.org' }));
    expect(await leadOf('market@example.org')).toMatchObject({ source: 'inquiry', embeddedOn: null });
  });

  it('are refused (403, nothing stored) from a page whose origin is not on the allow-list', async () => {
    await putOrigins(admin, ['https://www.example.org']);
    const refused = await postInquiry(
      ctx.app,
      seminarId,
      inquiry({ email: 'foreign@example.org', embeddedOn: 'https://www.example.org.evil.test/page' }),
      { language: 'en' },
    );
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({
      success: false,
      code: 'WIDGET_ORIGIN_NOT_ALLOWED',
      message: 'Inquiries through the widget are not enabled on this website.',
    });
    expect(await leadOf('foreign@example.org')).toBeUndefined();
    const allowed = await postInquiry(
      ctx.app,
      seminarId,
      inquiry({ email: 'listed@example.org', embeddedOn: 'https://www.example.org/kurse' }),
    );
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('refuses an embedding page that is no http(s) URL', async () => {
    const res = await postInquiry(
      ctx.app,
      seminarId,
      inquiry({ email: 'js@example.org', embeddedOn: 'javascript:alert(1)' }),
    );
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ fieldErrors: { embeddedOn: 'invalid' } });
  });
});
