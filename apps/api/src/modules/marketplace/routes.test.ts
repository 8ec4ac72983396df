/** Public marketplace reads: only online, not expired seminars, only public fields, German full text, pages of 20, previews. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, ne } from 'drizzle-orm';
import { INTERNAL_CATEGORY_ID, slugify } from '@bu/contracts';
import { createTestContext, json, type TestContext } from '../../../test/helpers';
import { createProviderUser, inDays, type TestUser } from '../../../test/factories';
import { formTokenFor, insertLead, insertSeminar } from '../../../test/lead-factories';
import {
  imageBlobs,
  providerImages,
  providerRecognitions,
  providers,
  seminarCategories,
  seminarRecognitions,
} from '../../db/schema/index';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
const ids: Record<string, string> = {};
/** Days the injected clock runs ahead of the real one. */
let shiftDays = 0;

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

beforeAll(async () => {
  ctx = await createTestContext({}, { clock: () => new Date(Date.now() + shiftDays * 86_400_000) });
  const db = ctx.database.db;
  alice = await createProviderUser(db);
  bob = await createProviderUser(db);
  await db
    .update(providers)
    .set({ name: 'Nordsee Akademie', description: '<p>Seminare am Meer</p>', website: 'https://nordsee.example' })
    .where(eq(providers.id, alice.providerId));
  ids.watt = await insertSeminar(db, alice, {
    title: 'Klimawandel im Wattenmeer',
    descriptionWeb: '<p>Wir erkunden die Salzwiesen und Vögel der Nordsee.</p>',
    categoryId: 3,
    startDate: inDays(30),
  });
  await db.insert(seminarRecognitions).values({ seminarId: ids.watt, state: 'HH', number: 'HH-123' });
  ids.rhetorik = await insertSeminar(db, bob, {
    title: 'Rhetorik für Einsteiger',
    categoryId: 9,
    startDate: inDays(10),
  });
  ids.draft = await insertSeminar(db, alice, { title: 'Entwurf Wattenmeer', status: 'draft', publishedAt: null });
  ids.paused = await insertSeminar(db, alice, { title: 'Pausiert Wattenmeer', status: 'paused' });
  ids.expired = await insertSeminar(db, alice, {
    title: 'Vergangen Wattenmeer',
    startDate: inDays(-2),
    endDate: inDays(2),
  });
});
afterAll(async () => ctx?.close());

describe('GET /public/seminars', () => {
  it('lists only online seminars that have not started, next start first, with public fields only', async () => {
    const res = await get('/public/seminars');
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{
      seminars: Record<string, unknown>[];
      total: number;
      page: number;
      pageSize: number;
      categories: { id: number; de: string; en: string }[];
    }>(res);
    expect(body.seminars.map((s) => s.id)).toEqual([ids.rhetorik, ids.watt]);
    expect(body).toMatchObject({ total: 2, totalCapped: false, page: 1, pageSize: 20 });
    // Every category a visitor can filter by, in their order; the internal one is not offered.
    const categories = await ctx.database.db
      .select({ id: seminarCategories.id, de: seminarCategories.labelDe, en: seminarCategories.labelEn })
      .from(seminarCategories)
      .where(ne(seminarCategories.id, INTERNAL_CATEGORY_ID))
      .orderBy(asc(seminarCategories.sort), asc(seminarCategories.id));
    expect(categories.length).toBeGreaterThan(5);
    expect(body.categories).toEqual(categories);
    const watt = body.seminars[1]!;
    expect(watt).toMatchObject({
      title: 'Klimawandel im Wattenmeer',
      slug: slugify('Klimawandel im Wattenmeer'),
      providerName: 'Nordsee Akademie',
      states: ['HH'],
      categoryId: 3,
    });
    expect(watt.excerpt).toBe('Wir erkunden die Salzwiesen und Vögel der Nordsee.');
    for (const key of ['ownerId', 'status', 'seminarNumber', 'createdAt', 'descriptionBrochure'])
      expect(watt).not.toHaveProperty(key);
  });

  it('searches German full text with stemming and accents, and filters by category, state and month', async () => {
    const ids_ = async (query: string) =>
      json<{ seminars: { id: string }[] }>(await get(`/public/seminars?${query}`)).seminars.map((s) => s.id);
    expect(await ids_('q=Vogel')).toEqual([ids.watt]);
    expect(await ids_('q=salzwiese')).toEqual([ids.watt]);
    expect(await ids_('q=rhet')).toEqual([ids.rhetorik]);
    expect(await ids_('q=Wattenmeer')).toEqual([ids.watt]);
    expect(await ids_('categoryId=9')).toEqual([ids.rhetorik]);
    expect(await ids_('state=HH')).toEqual([ids.watt]);
    expect(await ids_(`month=${inDays(30).slice(0, 7)}`)).toContain(ids.watt);
    expect(await ids_('month=2001-01')).toEqual([]);
  });

  it('answers pages of 20 and 400 for bad filters', async () => {
    for (let i = 0; i < 21; i++)
      await insertSeminar(ctx.database.db, bob, { title: `Zeitmanagement ${i}`, startDate: inDays(100 + i) });
    const first = json<{ seminars: unknown[]; total: number }>(await get('/public/seminars?q=Zeitmanagement'));
    expect(first.seminars).toHaveLength(20);
    expect(first.total).toBe(21);
    const second = json<{ seminars: { title: string }[]; page: number }>(
      await get('/public/seminars?q=Zeitmanagement&page=2'),
    );
    expect(second).toMatchObject({ page: 2, seminars: [{ title: 'Zeitmanagement 20' }] });
    expect((await get('/public/seminars?month=2026-13')).statusCode).toBe(400);
    expect((await get('/public/seminars?state=XX')).statusCode).toBe(400);
  });

  it('counts matches up to 1,000 and says when more match (ADR 041), the pages going on in order', async () => {
    const search = async (query: string) =>
      json<{ seminars: { title: string }[]; total: number; totalCapped: boolean }>(
        await get(`/public/seminars?${query}`),
      );
    // One short of the cap, exactly the cap, one beyond it.
    const insertUpTo = (n: number) =>
      ctx.database.executeSql(
        `insert into seminars (provider_id, title, status, start_date, end_date, published_at)
         select $1, 'Kapazitätsplanung ' || lpad(g::text, 4, '0'), 'online', current_date + 200, current_date + 204, now()
         from generate_series((select count(*) from seminars where title like 'Kapazitätsplanung %') + 1, $2::int) g`,
        [bob.providerId, n],
      );
    try {
      await insertUpTo(999);
      expect(await search('q=Kapazitätsplanung')).toMatchObject({ total: 999, totalCapped: false });
      await insertUpTo(1000);
      expect(await search('q=Kapazitätsplanung')).toMatchObject({ total: 1000, totalCapped: false });
      await insertUpTo(1001);
      const first = await search('q=Kapazitätsplanung');
      expect(first).toMatchObject({ total: 1000, totalCapped: true });
      expect(first.seminars[0]!.title).toBe('Kapazitätsplanung 0001');
      // The last page holds the 1,001st match: nothing is cut off by the cap but the count.
      const last = await search('q=Kapazitätsplanung&page=51');
      expect(last).toMatchObject({ total: 1000, totalCapped: true });
      expect(last.seminars.map((s) => s.title)).toEqual(['Kapazitätsplanung 1001']);
      expect(await search('q=Kapazit%C3%A4tsplanung%200001')).toMatchObject({ total: 1, totalCapped: false });
    } finally {
      await ctx.database.executeSql(`delete from seminars where title like 'Kapazitätsplanung %'`);
    }
  });
});

describe('GET /public/seminars/:id', () => {
  it('answers a public seminar with its provider, accepting the <slug>-<id> form only through the client', async () => {
    const res = await get(`/public/seminars/${ids.watt}`);
    expect(res.statusCode, res.body).toBe(200);
    const { seminar } = json<{ seminar: Record<string, unknown> }>(res);
    expect(seminar).toMatchObject({
      id: ids.watt,
      published: true,
      recognitions: [{ state: 'HH', number: 'HH-123' }],
      provider: { id: alice.providerId, name: 'Nordsee Akademie', website: 'https://nordsee.example', logo: null },
    });
    for (const key of ['ownerId', 'status', 'seminarNumber', 'descriptionBrochure', 'publicationChannel'])
      expect(seminar).not.toHaveProperty(key);
  });

  it("reads the page whole: recognitions by state, the provider's own recognitions and pictures, the free places", async () => {
    const db = ctx.database.db;
    const id = await insertSeminar(db, bob, {
      title: 'Stimme und Auftritt',
      startDate: inDays(40),
      maxParticipants: 3,
    });
    await db.insert(seminarRecognitions).values([
      { seminarId: id, state: 'NI', number: 'NI-7', authority: 'AEWB', validUntil: inDays(400) },
      { seminarId: id, state: 'BE', number: 'BE-1' },
    ]);
    await db.insert(providerRecognitions).values([
      { providerId: bob.providerId, state: 'SH', number: 'SH-9', validFrom: inDays(-10), validUntil: inDays(300) },
      { providerId: bob.providerId, state: 'HB', number: null },
    ]);
    const [logo, cover, gallery] = ['b', 'c', 'd'].map((c) => c.repeat(64)) as [string, string, string];
    await db.insert(imageBlobs).values(
      [logo, cover, gallery].map((hash, i) => ({
        hash,
        format: i === 1 ? ('jpeg' as const) : ('png' as const),
        data: Buffer.from('x'),
        byteSize: 1,
        width: 1,
        height: 1,
      })),
    );
    await db.insert(providerImages).values([
      { providerId: bob.providerId, kind: 'logo', imageHash: logo },
      { providerId: bob.providerId, kind: 'cover', imageHash: cover, description: 'Der Saal' },
      { providerId: bob.providerId, kind: 'gallery', imageHash: gallery, description: 'Pause' },
    ]);
    await insertLead(db, bob, { seminarId: id, stage: 'booked' });
    await insertLead(db, bob, { seminarId: id, stage: 'new' });

    const res = await get(`/public/seminars/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { seminar } = json<{ seminar: Record<string, unknown> }>(res);
    expect(seminar).toMatchObject({
      states: ['BE', 'NI'],
      recognitions: [
        { state: 'BE', number: 'BE-1', authority: null, validFrom: null, validUntil: null },
        { state: 'NI', number: 'NI-7', authority: 'AEWB', validFrom: null, validUntil: inDays(400) },
      ],
      providerRecognitions: [
        { state: 'HB', number: null, authority: null, validFrom: null, validUntil: null },
        { state: 'SH', number: 'SH-9', authority: null, validFrom: inDays(-10), validUntil: inDays(300) },
      ],
      freePlaces: 2,
      waitlist: false,
      provider: {
        id: bob.providerId,
        logo: { url: expect.stringContaining(logo), description: null },
        cover: { url: expect.stringMatching(new RegExp(`${cover}.*jpe?g`)), description: 'Der Saal' },
      },
    });
    // The same pictures as the provider page lists them.
    const page = json<{ provider: Record<string, unknown> }>(await get(`/public/providers/${bob.providerId}`));
    expect(page.provider).toMatchObject({
      logo: (seminar.provider as Record<string, unknown>).logo,
      cover: (seminar.provider as Record<string, unknown>).cover,
      gallery: [{ url: expect.stringContaining(gallery), description: 'Pause' }],
    });
  });

  it('answers 404 for drafts, paused, expired, unknown and malformed ids — also with another provider’s token', async () => {
    for (const id of [ids.draft, ids.paused, ids.expired, '0b6e3a36-5d1e-4f2a-9a51-3c2d1e0f9a11', 'nope']) {
      expect((await get(`/public/seminars/${id}`)).statusCode, id).toBe(404);
      expect((await get(`/public/seminars/${id}`, { authorization: `Bearer ${bob.token}` })).statusCode, id).toBe(404);
    }
  });

  it('lets the provider preview its own unpublished seminars, marked not published; a stale token reads anonymously', async () => {
    for (const id of [ids.draft, ids.paused, ids.expired]) {
      const res = await get(`/public/seminars/${id}`, { authorization: `Bearer ${alice.token}` });
      expect(res.statusCode, id).toBe(200);
      expect(json<{ seminar: { published: boolean } }>(res).seminar.published).toBe(false);
    }
    expect((await get(`/public/seminars/${ids.watt}`, { authorization: 'Bearer stale' })).statusCode).toBe(200);
  });
});

describe('GET /public/providers/:id', () => {
  it('answers the public profile with images and current public seminars only', async () => {
    const res = await get(`/public/providers/${alice.providerId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { provider } = json<{ provider: Record<string, unknown> & { seminars: { id: string }[] } }>(res);
    expect(provider).toMatchObject({
      id: alice.providerId,
      name: 'Nordsee Akademie',
      description: '<p>Seminare am Meer</p>',
      logo: null,
      cover: null,
      gallery: [],
    });
    expect(provider.seminars.map((s) => s.id)).toEqual([ids.watt]);
    for (const key of ['email', 'street', 'providerNumber', 'completeness']) expect(provider).not.toHaveProperty(key);
    expect((await get('/public/providers/0b6e3a36-5d1e-4f2a-9a51-3c2d1e0f9a11')).statusCode).toBe(404);
  });
});

describe("the app's clock", () => {
  afterEach(() => {
    shiftDays = 0;
  });

  it('decides what is public: once the clock passes a start date the seminar leaves search, its page, the provider page and the events', async () => {
    const visitor = {
      remoteAddress: '10.77.0.1',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' },
    };
    // A valid token, so only the seminar's publicness decides (after the start no page hands one out).
    const issued = () =>
      ctx.app.viewTokens.issue({ kind: 'seminar', ids: [ids.rhetorik!], top: 0 }, visitor.remoteAddress);
    const event = (viewToken: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/public/events',
        ...visitor,
        payload: { events: [{ type: 'seminar_view', seminarId: ids.rhetorik, viewToken }] },
      });
    shiftDays = 10; // the course starts "today": still public
    expect((await get(`/public/seminars/${ids.rhetorik}`)).statusCode).toBe(200);
    shiftDays = 11; // the day after the start: expired
    const search = json<{ seminars: { id: string }[] }>(await get('/public/seminars')).seminars.map((s) => s.id);
    expect(search).not.toContain(ids.rhetorik);
    expect((await get(`/public/seminars/${ids.rhetorik}`)).statusCode).toBe(404);
    const bobsPage = json<{ provider: { seminars: { id: string }[] } }>(
      await get(`/public/providers/${bob.providerId}`),
    );
    expect(bobsPage.provider.seminars.map((s) => s.id)).not.toContain(ids.rhetorik);
    expect(json<{ accepted: number }>(await event(issued())).accepted).toBe(0);
    shiftDays = 0;
    const page = await ctx.app.inject({ method: 'GET', url: `/api/public/seminars/${ids.rhetorik}`, ...visitor });
    expect(json<{ accepted: number }>(await event(json<{ viewToken: string }>(page).viewToken)).accepted).toBe(1);
  });

  it("is the provider's clock too: the day after the start their list says expired and inquiries are refused", async () => {
    const status = async () => {
      const res = await get('/seminars', { authorization: `Bearer ${bob.token}` });
      return json<{ seminars: { id: string; status: string }[] }>(res).seminars.find((s) => s.id === ids.rhetorik)
        ?.status;
    };
    const inquire = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/public/seminars/${ids.rhetorik}/inquiries`,
        remoteAddress: '10.77.0.2',
        payload: {
          firstName: 'Jana',
          lastName: 'Muster',
          email: 'jana@example.org',
          message: 'Noch Plätze frei?',
          formToken: formTokenFor(ctx.app, ids.rhetorik!, '10.77.0.2'),
        },
      });
    shiftDays = 10;
    expect(await status()).toBe('online');
    shiftDays = 11;
    expect(await status()).toBe('expired');
    expect((await inquire()).statusCode).toBe(404);
  });
});
