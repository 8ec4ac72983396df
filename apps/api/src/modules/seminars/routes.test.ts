/** Seminar calls end to end: rules and codes, lock, statuses, duplicate, delete, publish-drafts, access. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BROCHURE_ENTRY_PRICE_CENTS,
  BROCHURE_TEXT_LIMIT,
  BROCHURE_TEXT_LIMIT_EXPANDED,
  EXPANDED_TEXT_PRICE_CENTS,
  addDaysIso,
  seminarRules,
  todayIso,
} from '@bu/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers';
import {
  createProviderUser,
  createSupportSession,
  inDays,
  seminarPayload,
  type TestUser,
} from '../../../test/factories';
import { invoiceLines, locations, publishConfirmations, seminars } from '../../db/schema/index';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let support: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createProviderUser(ctx.database.db);
  bob = await createProviderUser(ctx.database.db);
  support = await createSupportSession(ctx.database.db, alice.providerId);
});
afterAll(async () => ctx?.close());

const post = (url: string, user: TestUser | null, body: Record<string, unknown>, language = 'de') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'accept-language': language, ...(user && { authorization: `Bearer ${user.token}` }) },
    payload: body,
  });
const get = (url: string, user: TestUser | null) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: user ? { authorization: `Bearer ${user.token}` } : {} });

async function add(user: TestUser, overrides: Record<string, unknown> = {}, Status: 'SHOW' | 'DRAFT' = 'SHOW') {
  const res = await post('/seminars/add', user, { Status, ...seminarPayload(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().seminarId as string;
}

async function createLocation(user: TestUser) {
  const res = await post('/locations', user, {
    street: 'Große Elbstraße 145',
    postalCode: '22767',
    city: 'Hamburg',
    country: 'DE',
    state: 'HH',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().location.id as string;
}

describe('POST /seminars/add', () => {
  it('creates a published seminar and answers the seed keys', async () => {
    const res = await post('/seminars/add', alice, { Status: 'SHOW', ...seminarPayload() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.codes).toEqual([]);
    expect(body.newlyCreatedSeminar).toMatchObject({
      id: body.seminarId,
      title: 'Rhetorik und Präsentation im Beruf',
      status: 'online',
      storedStatus: 'online',
      created_from_dashboard: 1,
      recognitions: [
        { state: 'HH', number: 'HH-2026-117' },
        { state: 'NI', number: null },
      ],
      ownerId: alice.userId,
      startDateLocked: true,
    });
    expect(body.newlyCreatedSeminar.publishedAt).toBeTruthy();
    expect(body.providerSeminars.map((s: { id: string }) => s.id)).toContain(body.seminarId);
    expect(body.owners).toEqual(
      expect.arrayContaining([{ id: alice.userId, firstName: 'Erika', lastName: 'Musterfrau' }]),
    );
  });

  it('saves a draft without recognitions', async () => {
    const res = await post('/seminars/add', alice, { Status: 'DRAFT', ...seminarPayload({ recognitions: [] }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().newlyCreatedSeminar).toMatchObject({
      status: 'draft',
      publishedAt: null,
      startDateLocked: false,
    });
  });

  it('saves a draft with only a title; publishing it then asks for the rest', async () => {
    const res = await post('/seminars/add', alice, { Status: 'DRAFT', title: 'Nur ein Titel' });
    expect(res.statusCode).toBe(201);
    expect(res.json().newlyCreatedSeminar).toMatchObject({
      title: 'Nur ein Titel',
      status: 'draft',
      categoryId: null,
      startDate: null,
    });
    const publish = await post('/seminars/edit', alice, {
      seminarId: res.json().seminarId,
      Status: 'SHOW',
      title: 'Nur ein Titel',
    });
    expect(publish.statusCode).toBe(422);
    expect(publish.json().codes).toEqual(expect.arrayContaining([4, 8, 9, 16, 19]));
  });

  it('sanitizes the description', async () => {
    const id = await add(alice, {
      descriptionWeb:
        '<p onclick="x()">Hallo <script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://example.org">y</a></p>',
    });
    const [row] = await ctx.database.db.select().from(seminars).where(eq(seminars.id, id));
    expect(row!.descriptionWeb).not.toMatch(/script|onclick|javascript/);
    expect(row!.descriptionWeb).toContain('href="https://example.org"');
  });

  it('uses a saved location and its formatted address', async () => {
    const locationId = await createLocation(alice);
    const res = await post('/seminars/add', alice, {
      Status: 'SHOW',
      ...seminarPayload({ seminarType: 'presence', locationId }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().newlyCreatedSeminar).toMatchObject({
      locationId,
      formattedAddress: 'Große Elbstraße 145, 22767 Hamburg',
    });
  });

  const long = (n: number) => 'x'.repeat(n);
  // Each rule of seed §5 with its stable code.
  const cases: [string, number, Record<string, unknown>, string][] = [
    ['title missing', 1, { title: '' }, 'title'],
    ['title too long', 2, { title: long(201) }, 'title'],
    ['description of 5000 characters of text', 3, { descriptionWeb: `<p>${long(5000)}</p>` }, 'descriptionWeb'],
    ['category missing', 4, { categoryId: null }, 'categoryId'],
    ['unknown category', 4, { categoryId: 999 }, 'categoryId'],
    ['internal category', 4, { categoryId: -10000 }, 'categoryId'],
    ['seminar type missing', 5, { seminarType: null }, 'seminarType'],
    ['seminar form missing', 6, { seminarForm: undefined }, 'seminarForm'],
    ['location missing for presence', 7, { seminarType: 'presence', locationId: null }, 'locationId'],
    ['location missing for hybrid', 7, { seminarType: 'hybrid' }, 'locationId'],
    ['start date missing', 8, { startDate: null }, 'startDate'],
    ['end date missing', 9, { endDate: '' }, 'endDate'],
    ['German date format', 10, { startDate: '01.01.2027' }, 'startDate'],
    ['impossible date', 10, { endDate: '2027-02-30' }, 'endDate'],
    ['start after end', 11, { startDate: inDays(70), endDate: inDays(69) }, 'endDate'],
    ['exact price missing', 12, { priceType: 'exact', priceCents: null }, 'priceCents'],
    ['range without max', 13, { priceType: 'range', priceCents: null, priceMinCents: 10000 }, 'priceMaxCents'],
    [
      'range min not below max',
      15,
      { priceType: 'range', priceCents: null, priceMinCents: 20000, priceMaxCents: 20000 },
      'priceMaxCents',
    ],
    ['price type missing', 16, { priceType: null, priceCents: null }, 'priceType'],
    ['http link', 17, { directLink: 'http://example.org/kurs' }, 'directLink'],
    ['not a link', 17, { directLink: 'example' }, 'directLink'],
    [
      'brochure text over 350',
      18,
      { publicationChannel: 'online_brochure', descriptionBrochure: long(BROCHURE_TEXT_LIMIT + 1) },
      'descriptionBrochure',
    ],
    [
      'brochure text over 750 with expanded text',
      18,
      {
        publicationChannel: 'online_brochure',
        expandedText: true,
        descriptionBrochure: long(BROCHURE_TEXT_LIMIT_EXPANDED + 1),
      },
      'descriptionBrochure',
    ],
    ['publish without recognition', 19, { recognitions: [] }, 'recognitions'],
    ['recognition in Bayern', 20, { recognitions: [{ state: 'BY' }, { state: 'HH' }] }, 'recognitions'],
    [
      'recognition in Sachsen before its law (2027)',
      20,
      { recognitions: [{ state: 'SN' }, { state: 'HH' }], startDate: '2026-12-30', endDate: '2026-12-31' },
      'recognitions',
    ],
    ['same state twice', 21, { recognitions: [{ state: 'HH' }, { state: 'HH' }] }, 'recognitions'],
    ['unknown state', 21, { recognitions: [{ state: 'XX' }] }, 'recognitions'],
    ['zero participants', 22, { maxParticipants: 0 }, 'maxParticipants'],
    ['fractional participants', 22, { maxParticipants: 2.5 }, 'maxParticipants'],
    ['price for a free seminar', 23, { priceType: 'free', priceCents: 100 }, 'priceCents'],
    [
      'price on request with a range',
      23,
      { priceType: 'on_request', priceCents: null, priceMinCents: 1 },
      'priceMinCents',
    ],
    ['negative price', 24, { priceCents: -1 }, 'priceCents'],
    ['price in euros with decimals', 24, { priceCents: 490.5 }, 'priceCents'],
    [
      'unknown location',
      25,
      { seminarType: 'presence', locationId: '00000000-0000-4000-8000-000000000000' },
      'locationId',
    ],
    ['owner of another provider', 26, { ownerId: 'OWNER_OF_BOB' }, 'ownerId'],
    ['text field too long', 27, { dateComment: long(201) }, 'dateComment'],
    ['publication channel unknown', 28, { publicationChannel: 'print' }, 'publicationChannel'],
  ];
  it.each(cases)('refuses %s with code %i', async (_name, code, overrides, field) => {
    const payload = { ...overrides };
    if (payload.ownerId === 'OWNER_OF_BOB') payload.ownerId = bob.userId;
    const res = await post('/seminars/add', alice, { Status: 'SHOW', ...seminarPayload(payload) });
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'SEMINAR_RULES' });
    expect(body.codes).toContain(code);
    expect(body.fieldErrors[field]).toBe(seminarRules[code as keyof typeof seminarRules].key);
    expect(body.message).toContain(seminarRules[code as keyof typeof seminarRules].de.slice(0, 20));
  });

  it('publishes only with a start date today or later (defect 6, rule 30), drafts and published edits stay free', async () => {
    const today = todayIso();
    const yesterday = addDaysIso(today, -1);
    const past = { startDate: yesterday, endDate: addDaysIso(today, 3) };

    const refused = await post('/seminars/add', alice, { Status: 'SHOW', ...seminarPayload(past) }, 'en');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ codes: [30], fieldErrors: { startDate: 'seminarStartDateInPast' } });
    expect(refused.json().message).toContain('To publish, the start date must be today or later.');
    await add(alice, { startDate: today, endDate: today });

    // A draft may hold a past date, but it cannot go online with it, by edit or by status.
    const draft = await add(alice, past, 'DRAFT');
    const edit = await post('/seminars/edit', alice, { seminarId: draft, Status: 'SHOW' });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().codes).toEqual([30]);
    expect(edit.json().message).toContain('Zum Veröffentlichen muss das Startdatum heute oder später sein.');
    const status = await post('/seminars/status', alice, { seminarId: draft, status: 'online' });
    expect(status.statusCode).toBe(422);
    expect(status.json().codes).toEqual([30]);
    const stillDraft = await get(`/seminars?id=${draft}`, alice);
    expect(stillDraft.json().seminars[0]).toMatchObject({ storedStatus: 'draft' });

    // A seminar that was published and has started since is still editable.
    const started = await add(alice);
    await ctx.database.db.update(seminars).set({ startDate: yesterday }).where(eq(seminars.id, started));
    const retitled = await post('/seminars/edit', alice, { seminarId: started, title: 'Rhetorik kompakt' });
    expect(retitled.statusCode, retitled.body).toBe(200);
  });

  it('reports every failing rule at once, in English when asked', async () => {
    const res = await post('/seminars/add', alice, { Status: 'SHOW', title: '', seminarType: 'presence' }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().codes).toEqual([1, 4, 6, 7, 8, 9, 16, 19]);
    expect(res.json().message).toContain('Please enter a title.');
  });

  it('allows a same-day seminar, 349-character text, 750 characters with expanded text and a 4999-character description', async () => {
    await add(alice, {
      startDate: inDays(40),
      endDate: inDays(40),
      descriptionBrochure: long(BROCHURE_TEXT_LIMIT),
      descriptionWeb: `<p>${long(4999)}</p>`,
    });
    await add(alice, { expandedText: true, descriptionBrochure: long(BROCHURE_TEXT_LIMIT_EXPANDED) });
    await add(alice, { priceType: 'range', priceCents: null, priceMinCents: 30000, priceMaxCents: 45000 });
    await add(alice, { priceType: 'free', priceCents: null, directLink: 'https://example.org/kurs?id=1' });
  });

  it('writes nothing when a rule fails', async () => {
    const before = await ctx.database.db.select().from(seminars).where(eq(seminars.providerId, alice.providerId));
    await post('/seminars/add', alice, { Status: 'SHOW', ...seminarPayload({ recognitions: [] }) });
    const after = await ctx.database.db.select().from(seminars).where(eq(seminars.providerId, alice.providerId));
    expect(after.length).toBe(before.length);
  });
});

describe('POST /seminars/edit', () => {
  it('keeps the status when the payload has none and never unpublishes', async () => {
    const id = await add(alice);
    let res = await post('/seminars/edit', alice, { seminarId: id, title: 'Neuer Titel' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      seminarId: id,
      seminar: { title: 'Neuer Titel', status: 'online' },
    });
    res = await post('/seminars/edit', alice, { seminarId: id, Status: 'DRAFT', title: 'Noch einer' });
    expect(res.json().seminar.status).toBe('online');
  });

  it('publishes a draft with SHOW and applies the publish rules', async () => {
    const id = await add(alice, { recognitions: [] }, 'DRAFT');
    let res = await post('/seminars/edit', alice, { seminarId: id, Status: 'SHOW' });
    expect(res.statusCode).toBe(422);
    expect(res.json().codes).toEqual([19]);
    res = await post('/seminars/edit', alice, { seminarId: id, Status: 'SHOW', recognitions: [{ state: 'BE' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().seminar).toMatchObject({ status: 'online', recognitions: [{ state: 'BE', number: null }] });
  });

  it('refuses a published seminar losing its last recognition', async () => {
    const id = await add(alice);
    const res = await post('/seminars/edit', alice, { seminarId: id, recognitions: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().codes).toEqual([19]);
  });

  it('locks the start date of a published seminar with code 14', async () => {
    const id = await add(alice);
    const res = await post('/seminars/edit', alice, { seminarId: id, startDate: inDays(61) }, 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 14,
      codes: [14],
      fieldErrors: { startDate: 'seminarStartDateLocked' },
    });
    expect(res.json().message).toContain('support');
    // Same date again is no change.
    const same = await post('/seminars/edit', alice, {
      seminarId: id,
      startDate: seminarPayload().startDate,
      endDate: inDays(65),
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('locks paused and archived seminars too, but not drafts', async () => {
    const paused = await add(alice);
    await post('/seminars/status', alice, { seminarId: paused, status: 'paused' });
    expect((await post('/seminars/edit', alice, { seminarId: paused, startDate: inDays(62) })).json().code).toBe(14);
    const archived = await add(alice);
    await post('/seminars/status', alice, { seminarId: archived, status: 'archived' });
    expect((await post('/seminars/edit', alice, { seminarId: archived, startDate: inDays(62) })).json().code).toBe(14);
    const draft = await add(alice, {}, 'DRAFT');
    const res = await post('/seminars/edit', alice, { seminarId: draft, startDate: inDays(62) });
    expect(res.statusCode).toBe(200);
    expect(res.json().seminar.startDate).toBe(inDays(62));
  });

  it('lets support (a support session) change a locked start date, not a superadmin in their own session', async () => {
    const id = await add(alice);
    const own = await createProviderUser(ctx.database.db, { providerId: alice.providerId, isSuperadmin: true });
    expect((await post('/seminars/edit', own, { seminarId: id, startDate: inDays(63) })).json().code).toBe(14);
    const res = await post('/seminars/edit', support, { seminarId: id, startDate: inDays(63) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().seminar.startDate).toBe(inDays(63));
  });

  it('lets an expired published seminar be re-dated', async () => {
    const id = await add(alice);
    await ctx.database.db
      .update(seminars)
      .set({ startDate: inDays(-20), endDate: inDays(-16) })
      .where(eq(seminars.id, id));
    const list = await get(`/seminars?id=${id}`, alice);
    expect(list.json().seminars[0]).toMatchObject({ status: 'expired', isExpired: true, startDateLocked: false });
    const res = await post('/seminars/edit', alice, { seminarId: id, startDate: inDays(100), endDate: inDays(104) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().seminar).toMatchObject({ status: 'online', isExpired: false, startDate: inDays(100) });
  });

  it('answers rule codes on edit', async () => {
    const id = await add(alice);
    const res = await post('/seminars/edit', alice, {
      seminarId: id,
      title: 'x'.repeat(201),
      directLink: 'ftp://x.org',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().codes).toEqual([2, 17]);
  });
});

describe('POST /seminars/status', () => {
  it('walks the allowed transitions and refuses the others', async () => {
    const id = await add(alice, {}, 'DRAFT');
    const step = (status: string) => post('/seminars/status', alice, { seminarId: id, status });
    expect((await step('paused')).statusCode).toBe(409);
    expect((await step('archived')).statusCode).toBe(409);
    let res = await step('online');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'online', seminar: { status: 'online' } });
    expect(res.json().seminar.publishedAt).toBeTruthy();
    expect((await step('paused')).json().status).toBe('paused');
    expect((await step('online')).json().status).toBe('online');
    expect((await step('archived')).json().status).toBe('archived');
    res = await step('draft');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', fieldErrors: { status: 'seminarStatusTransitionInvalid' } });
    expect((await step('paused')).json().status).toBe('paused');
    expect((await step('paused')).json().status).toBe('paused');
    expect((await step('expired')).statusCode).toBe(400);
  });

  it('runs the publish rules when publishing a draft', async () => {
    const id = await add(alice, { recognitions: [] }, 'DRAFT');
    const res = await post('/seminars/status', alice, { seminarId: id, status: 'online' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'SEMINAR_RULES', codes: [19] });
    const incomplete = await add(alice, {}, 'DRAFT');
    await post('/seminars/duplicate', alice, { seminarId: incomplete });
  });
});

describe('POST /seminars/duplicate', () => {
  it('copies a seminar as a draft without dates', async () => {
    const id = await add(alice, { dateComment: 'jeweils 9–16 Uhr' });
    const res = await post('/seminars/duplicate', alice, { seminarId: id });
    expect(res.statusCode).toBe(201);
    const copy = res.json().seminar;
    expect(copy).toMatchObject({
      title: 'Rhetorik und Präsentation im Beruf (Kopie)',
      status: 'draft',
      startDate: null,
      endDate: null,
      dateComment: null,
      publishedAt: null,
      priceCents: 49000,
      recognitions: [
        { state: 'HH', number: 'HH-2026-117' },
        { state: 'NI', number: null },
      ],
    });
    expect(copy.id).not.toBe(id);
    const en = await post('/seminars/duplicate', alice, { seminarId: id }, 'en');
    expect(en.json().seminar.title).toBe('Rhetorik und Präsentation im Beruf (copy)');
    // The copy cannot be published before it has dates.
    const publish = await post('/seminars/status', alice, { seminarId: copy.id, status: 'online' });
    expect(publish.json().codes).toEqual([8, 9]);
  });
});

describe('POST /seminars/delete', () => {
  it('deletes drafts only', async () => {
    const draft = await add(alice, {}, 'DRAFT');
    const res = await post('/seminars/delete', alice, { seminarId: draft });
    expect(res.json()).toEqual({ success: true, seminarId: draft });
    expect(await ctx.database.db.select().from(seminars).where(eq(seminars.id, draft))).toEqual([]);
    const online = await add(alice);
    const refused = await post('/seminars/delete', alice, { seminarId: online });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fieldErrors).toEqual({ seminarId: 'seminarNotDraft' });
    expect((await post('/seminars/delete', alice, { seminarId: draft })).statusCode).toBe(404);
  });
});

describe('publish-drafts', () => {
  it('previews, requires confirmation, publishes what passes and records costs once', async () => {
    const user = await createProviderUser(ctx.database.db);
    const brochure = await add(
      user,
      { publicationChannel: 'online_brochure', expandedText: true, title: 'Broschüre mit Langtext' },
      'DRAFT',
    );
    const plain = await add(user, { title: 'Nur online' }, 'DRAFT');
    const failing = await add(user, { recognitions: [], title: 'Ohne Anerkennung' }, 'DRAFT');
    await add(user, { publicationChannel: 'online_brochure', title: 'Schon online' });

    const preview = await ctx.app.inject({
      method: 'GET',
      url: `/api/seminars/publish-drafts/preview?token=${user.token}`,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const expectedTotal = BROCHURE_ENTRY_PRICE_CENTS + EXPANDED_TEXT_PRICE_CENTS;
    expect(preview.json()).toMatchObject({
      drafts: 3,
      publishable: [brochure, plain],
      failed: [{ seminarId: failing, codes: [19] }],
      costs: {
        totalCents: expectedTotal,
        lines: [
          { seminarId: brochure, kind: 'brochure_entry', amountCents: BROCHURE_ENTRY_PRICE_CENTS },
          { seminarId: brochure, kind: 'expanded_text', amountCents: EXPANDED_TEXT_PRICE_CENTS },
        ],
      },
    });
    expect(preview.json().globalSemester).toMatchObject({
      id: expect.any(Number),
      label: { de: expect.any(String), en: expect.any(String) },
    });

    const unconfirmed = await post('/seminars/publish-drafts', user, {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().fieldErrors).toEqual({ confirm: 'confirmRequired' });
    const stale = await post('/seminars/publish-drafts', user, { confirm: true, expectedTotalCents: 1 });
    expect(stale.statusCode).toBe(409);

    const res = await post('/seminars/publish-drafts', user, { confirm: true, expectedTotalCents: expectedTotal });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.published).toEqual([brochure, plain]);
    expect(body.failed).toEqual([{ seminarId: failing, title: 'Ohne Anerkennung', codes: [19] }]);
    expect(body.costs.totalCents).toBe(expectedTotal);

    const [confirmation] = await ctx.database.db
      .select()
      .from(publishConfirmations)
      .where(eq(publishConfirmations.id, body.confirmationId));
    expect(confirmation).toMatchObject({
      userId: user.userId,
      providerId: user.providerId,
      seminarIds: [brochure, plain],
      totalCents: expectedTotal,
    });
    const lines = await ctx.database.db.select().from(invoiceLines).where(eq(invoiceLines.providerId, user.providerId));
    // Three brochure entries: the one published by add (no confirmation) and the two lines of the draft.
    expect(
      lines
        .filter((l) => l.confirmationId === body.confirmationId)
        .map((l) => [l.seminarId, l.kind, l.amountCents])
        .sort(),
    ).toEqual(
      [
        [brochure, 'brochure_entry', BROCHURE_ENTRY_PRICE_CENTS],
        [brochure, 'expanded_text', EXPANDED_TEXT_PRICE_CENTS],
      ].sort(),
    );
    expect(lines).toHaveLength(3);

    const list = await get('/seminars?seminarStatus=draft', user);
    expect(list.json().seminars.map((s: { id: string }) => s.id)).toEqual([failing]);

    // Pausing and publishing again charges nothing new in the same edition.
    await post('/seminars/status', user, { seminarId: brochure, status: 'paused' });
    const again = await post('/seminars/status', user, { seminarId: brochure, status: 'online' });
    expect(again.json().costs).toEqual({ lines: [], totalCents: 0 });
    expect(
      await ctx.database.db.select().from(invoiceLines).where(eq(invoiceLines.providerId, user.providerId)),
    ).toHaveLength(3);
  });
});

describe('publish-drafts by a member', () => {
  it('answers 403 PAID_ACTION_ADMIN_ONLY when publishing would cost, and publishes free drafts', async () => {
    const admin = await createProviderUser(ctx.database.db, { firstName: 'Ada', lastName: 'Admin' });
    const member = await createProviderUser(ctx.database.db, { providerId: admin.providerId, role: 'member' });
    const paid = await add(member, { publicationChannel: 'online_brochure', title: 'Broschüre (Mitglied)' }, 'DRAFT');
    const refused = await post('/seminars/publish-drafts', member, { confirm: true }, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PAID_ACTION_ADMIN_ONLY', params: { admins: 'Ada Admin' } });
    expect(refused.json().message).toContain('Ada Admin');
    const [stillDraft] = await ctx.database.db.select().from(seminars).where(eq(seminars.id, paid));
    expect(stillDraft!.status).toBe('draft');
    expect(
      await ctx.database.db.select().from(invoiceLines).where(eq(invoiceLines.providerId, admin.providerId)),
    ).toHaveLength(0);

    // Only free drafts selected: the member may publish them.
    const free = await add(member, { title: 'Nur online (Mitglied)' }, 'DRAFT');
    const ok = await post('/seminars/publish-drafts', member, { confirm: true, seminarIds: [free] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().published).toEqual([free]);

    // The admin publishes the paid one.
    const byAdmin = await post('/seminars/publish-drafts', admin, { confirm: true });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().published).toEqual([paid]);
  });
});

describe('one seminar online by a member', () => {
  it('answers 403 PAID_ACTION_ADMIN_ONLY when creating, switching or editing it online would cost, and writes nothing', async () => {
    const admin = await createProviderUser(ctx.database.db, { firstName: 'Ada', lastName: 'Admin' });
    const member = await createProviderUser(ctx.database.db, { providerId: admin.providerId, role: 'member' });
    const lines = () =>
      ctx.database.db.select().from(invoiceLines).where(eq(invoiceLines.providerId, admin.providerId));

    // Created online straight away with a brochure entry.
    const created = await post('/seminars/add', member, {
      Status: 'SHOW',
      ...seminarPayload({ publicationChannel: 'online_brochure', title: 'Broschüre sofort (Mitglied)' }),
    });
    expect(created.statusCode, created.body).toBe(403);
    expect(created.json()).toMatchObject({ code: 'PAID_ACTION_ADMIN_ONLY', params: { admins: 'Ada Admin' } });
    expect(await ctx.database.db.select().from(seminars).where(eq(seminars.providerId, admin.providerId))).toHaveLength(
      0,
    );

    // A draft with a brochure entry, switched online from the list.
    const draft = await add(member, { publicationChannel: 'online_brochure', title: 'Broschüre (Entwurf)' }, 'DRAFT');
    const switched = await post('/seminars/status', member, { seminarId: draft, status: 'online' });
    expect(switched.statusCode, switched.body).toBe(403);
    expect(switched.json().code).toBe('PAID_ACTION_ADMIN_ONLY');
    const [still] = await ctx.database.db.select().from(seminars).where(eq(seminars.id, draft));
    expect(still!.status).toBe('draft');

    // An online seminar without costs, edited into the brochure.
    const online = await add(member, { title: 'Nur online' });
    const edited = await post('/seminars/edit', member, { seminarId: online, publicationChannel: 'online_brochure' });
    expect(edited.statusCode, edited.body).toBe(403);
    const [unchanged] = await ctx.database.db.select().from(seminars).where(eq(seminars.id, online));
    expect(unchanged!.publicationChannel).not.toBe('online_brochure');
    expect(await lines()).toHaveLength(0);

    // The admin does the same and is charged; the member may then edit what is already paid for.
    const byAdmin = await post('/seminars/status', admin, { seminarId: draft, status: 'online' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await lines()).toHaveLength(1);
    const memberEdit = await post('/seminars/edit', member, { seminarId: draft, title: 'Broschüre (neuer Titel)' });
    expect(memberEdit.statusCode, memberEdit.body).toBe(200);
    expect(await lines()).toHaveLength(1);
  });
});

describe('access', () => {
  it('answers 401 without a token on every call', async () => {
    const id = await add(alice);
    const calls = [
      get('/seminars', null),
      get('/overview', null),
      get('/seminars/publish-drafts/preview', null),
      post('/seminars/add', null, { Status: 'DRAFT', ...seminarPayload() }),
      post('/seminars/edit', null, { seminarId: id }),
      post('/seminars/status', null, { seminarId: id, status: 'paused' }),
      post('/seminars/duplicate', null, { seminarId: id }),
      post('/seminars/delete', null, { seminarId: id }),
      post('/seminars/publish-drafts', null, { confirm: true }),
      get('/locations', null),
      post('/locations', null, { street: 'A 1', postalCode: '1', city: 'B', country: 'DE' }),
      post('/seminars/add', { ...alice, token: 'wrong' }, { Status: 'DRAFT' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });

  it('accepts the token as query parameter, body field and Bearer header', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/api/seminars?token=${alice.token}` })).statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/seminars',
          headers: { authorization: `Bearer ${alice.token}` },
        })
      ).statusCode,
    ).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/seminars/add',
      payload: { bu_auth_token: alice.token, Status: 'DRAFT', ...seminarPayload() },
    });
    expect(res.statusCode).toBe(201);
  });

  it("answers 404 for another provider's seminar on every call", async () => {
    const id = await add(alice);
    const draft = await add(alice, {}, 'DRAFT');
    const results = await Promise.all([
      get(`/seminars?id=${id}`, bob),
      post('/seminars/edit', bob, { seminarId: id, title: 'Übernommen' }),
      post('/seminars/status', bob, { seminarId: id, status: 'paused' }),
      post('/seminars/duplicate', bob, { seminarId: id }),
      post('/seminars/delete', bob, { seminarId: draft }),
      ctx.app.inject({
        method: 'PUT',
        url: '/api/dashboard/brevo/updated-seminar-attributes',
        payload: {
          bu_auth_token: bob.token,
          seminarId: id,
          VeranstalterNummer: bob.providerNumber,
          sendPublishEvent: true,
        },
      }),
    ]);
    for (const res of results) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const published = await post('/seminars/publish-drafts', bob, { confirm: true, seminarIds: [draft] });
    expect(published.json().published).toEqual([]);
    const [row] = await ctx.database.db.select().from(seminars).where(eq(seminars.id, id));
    expect(row).toMatchObject({ status: 'online', title: 'Rhetorik und Präsentation im Beruf' });
    expect((await ctx.database.db.select().from(seminars).where(eq(seminars.id, draft)))[0]!.status).toBe('draft');
    // Bob cannot attach Alice's location either.
    const [location] = await ctx.database.db.select().from(locations).where(eq(locations.providerId, alice.providerId));
    if (location) {
      const res = await post('/seminars/add', bob, {
        Status: 'DRAFT',
        ...seminarPayload({ seminarType: 'presence', locationId: location.id }),
      });
      expect(res.json().codes).toEqual([25]);
    }
  });
});
