/** GET /seminars: answer keys, tabs, German search, filters, sorting and pagination. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { INTERNAL_CATEGORY_ID, seminarSorts } from '@bu/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createProviderUser, inDays, seminarPayload, type TestUser } from '../../../test/factories';
import { seminarRecognitions, seminars } from '../../db/schema/index';

let ctx: TestContext;
let user: TestUser;
let colleague: TestUser;
const ids: Record<string, string> = {};

type Listed = { id: string; title: string; startDate: string | null; status: string };

async function add(who: TestUser, key: string, overrides: Record<string, unknown>, Status: 'SHOW' | 'DRAFT' = 'SHOW') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/seminars/add',
    headers: { authorization: `Bearer ${who.token}` },
    payload: {
      Status,
      ...seminarPayload({
        descriptionWeb: '<p>Fünf Tage Bildungsurlaub.</p>',
        descriptionBrochure: null,
        ...overrides,
      }),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  ids[key] = res.json().seminarId;
}

const list = async (query = '') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/seminars?token=${user.token}&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { seminars: Listed[]; total: number } & Record<string, unknown>;
};
const titles = async (query: string) => (await list(query)).seminars.map((s) => s.title);

beforeAll(async () => {
  ctx = await createTestContext();
  user = await createProviderUser(ctx.database.db);
  colleague = await createProviderUser(ctx.database.db, {
    providerId: user.providerId,
    firstName: 'Jonas',
    lastName: 'Albers',
  });
  // Created in this order; created_at grows with each insert.
  await add(user, 'rhetorik', {
    title: 'Rhetorik für Führungskräfte',
    categoryId: 9,
    startDate: inDays(20),
    endDate: inDays(24),
  });
  await add(user, 'yoga', {
    title: 'Yoga und Achtsamkeit an der Ostsee',
    categoryId: 6,
    startDate: inDays(10),
    endDate: inDays(14),
    descriptionWeb: '<p>Entspannungstechniken und Seminare zur Stressbewältigung.</p>',
  });
  await add(user, 'klima', {
    title: 'Klimawandel verstehen',
    categoryId: 14,
    startDate: inDays(90),
    endDate: inDays(94),
    ownerId: colleague.userId,
  });
  await add(
    user,
    'oeko',
    { title: 'Ökologie der Nordsee', categoryId: 14, startDate: inDays(5), endDate: inDays(9) },
    'DRAFT',
  );
  await add(user, 'politik', { title: 'Demokratie im Wandel', categoryId: 1, seminarNumber: 'POL-7' });
  await add(user, 'excel', {
    title: 'Excel für Einsteiger',
    categoryId: 12,
    startDate: inDays(30),
    endDate: inDays(31),
  });
  // Two past seminars (start passed): one online (→ expired), one archived.
  await add(user, 'vergangen', { title: 'Achtsam kommunizieren', categoryId: 9 });
  await add(user, 'archiv', { title: 'Bremer Stadtgeschichte', categoryId: 15 });
  const db = ctx.database.db;
  await db
    .update(seminars)
    .set({ startDate: inDays(-30), endDate: inDays(-26) })
    .where(eq(seminars.id, ids.vergangen!));
  await db
    .update(seminars)
    .set({ startDate: inDays(-60), endDate: inDays(-56), status: 'archived' })
    .where(eq(seminars.id, ids.archiv!));
  await db.update(seminars).set({ status: 'paused' }).where(eq(seminars.id, ids.excel!));
  // Another provider's seminar never shows up.
  const other = await createProviderUser(db);
  await add(other, 'fremd', { title: 'Rhetorik für Fremde' });
});
afterAll(async () => ctx?.close());

describe('GET /seminars', () => {
  it('answers every seed key', async () => {
    const body = await list('addConversationCounts=1');
    expect(body).toMatchObject({ success: true, total: 8, page: 1, pageSize: 25 });
    expect(body.globalSemester).toMatchObject({
      id: expect.any(Number),
      label: { de: expect.stringContaining('Broschüre'), en: expect.any(String) },
      deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const categories = body.seminar_categories as Record<string, { de: string; en: string }>;
    expect(categories[String(INTERNAL_CATEGORY_ID)]).toBeDefined();
    expect(categories['1']).toEqual({ de: 'Politische Bildung', en: 'Political education' });
    expect(Object.keys(categories).length).toBeGreaterThanOrEqual(13);
    expect(body.providerLocations).toEqual([]);
    expect(body.seminar_conversation_counts).toEqual(Object.fromEntries(body.seminars.map((s) => [s.id, 0])));
    expect(body.owners).toEqual([
      { id: colleague.userId, firstName: 'Jonas', lastName: 'Albers' },
      { id: user.userId, firstName: 'Erika', lastName: 'Musterfrau' },
    ]);
    expect(
      body.seminars.every((s) => (s as unknown as { created_from_dashboard: number }).created_from_dashboard === 1),
    ).toBe(true);
    expect((await list('')).seminar_conversation_counts).toEqual({});
  });

  it('lists a seminar exactly as its own answer, to the byte: keys in order, times, recognitions by state, escaped text', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/seminars/add',
      headers: { authorization: `Bearer ${user.token}` },
      payload: {
        Status: 'SHOW',
        ...seminarPayload({
          // What JSON escapes (quotes, backslash, control characters) and what it must not (non-ASCII, U+2028).
          title: 'Gesprächsführung: „Nein“ sagen, "Ja" meinen \\ 😀 ü\u2028',
          descriptionWeb: '<p>Zeile 1</p>\n<p>\tZeile 2 – <em>„zitiert“</em> \u0001</p>',
          targetGroup: 'Alle\r\nauch/Teams',
          // The daily schedule (issue 46, migration 0041): times, fractional hours, a date array.
          timeFrom: '09:00',
          timeTo: '16:30',
          teachingHoursPerDay: 7.5,
          nonSeminarDates: [inDays(63), inDays(61)],
          recognitions: [{ state: 'NI' }, { state: 'HH', number: 'HH-2026-117' }],
        }),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const own = res.json().newlyCreatedSeminar as Listed & { recognitions: { state: string }[] };
    const answer = await ctx.app.inject({ method: 'GET', url: `/api/seminars?token=${user.token}&id=${own.id}` });
    // The list writes its seminars in SQL (list-query.ts): the very text toSeminar's answer
    // serializes to, UTF-8 as JSON.stringify writes it.
    const text = /"seminars":\[(.*)\],"total"/s.exec(answer.body)![1];
    expect(text).toBe(JSON.stringify(own));
    expect(answer.json().seminars).toEqual([own]);
    expect(own.recognitions.map((r) => r.state)).toEqual(['HH', 'NI']);
    expect(own).toMatchObject({
      timeFrom: '09:00',
      teachingHoursPerDay: 7.5,
      nonSeminarDates: [inDays(61), inDays(63)],
    });
    // Paused and past: the day's status, expiry and start-date lock, as the single answer says them.
    await ctx.database.db
      .update(seminars)
      .set({ status: 'paused', startDate: inDays(-3), endDate: inDays(1) })
      .where(eq(seminars.id, own.id));
    const edited = await ctx.app.inject({ method: 'GET', url: `/api/seminars?token=${user.token}&id=${own.id}` });
    const [listed] = edited.json().seminars as (Listed & { isExpired: boolean; startDateLocked: boolean })[];
    expect(listed).toMatchObject({
      status: 'expired',
      storedStatus: 'paused',
      isExpired: true,
      startDateLocked: false,
    });
    await ctx.database.db.delete(seminars).where(eq(seminars.id, own.id));
  });

  it('lists each seminar as its own answer after edits, recognition changes, status changes and copies', async () => {
    const post = async (url: string, payload: Record<string, unknown>) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/seminars/${url}`,
        headers: { authorization: `Bearer ${user.token}` },
        payload,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json() as { seminarId: string; seminar?: unknown; newlyCreatedSeminar?: unknown };
    };
    const listedText = async (id: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/seminars?token=${user.token}&id=${id}` });
      return /"seminars":\[(.*)\],"total"/s.exec(res.body)![1];
    };
    const { seminarId, newlyCreatedSeminar } = await post('add', {
      Status: 'SHOW',
      ...seminarPayload({ title: 'Konflikte lösen', recognitions: [{ state: 'NI' }] }),
    });
    expect(await listedText(seminarId)).toBe(JSON.stringify(newlyCreatedSeminar));
    const edited = await post('edit', {
      seminarId,
      title: 'Konflikte lösen – kompakt',
      teachingHoursPerDay: 6,
      weekendDays: true,
      recognitions: [{ state: 'SH', number: 'SH-1' }, { state: 'BE' }],
    });
    expect(await listedText(seminarId)).toBe(JSON.stringify(edited.seminar));
    expect(await listedText(seminarId)).toContain('"recognitions":[{"state":"BE"');
    const paused = await post('status', { seminarId, status: 'paused' });
    expect(await listedText(seminarId)).toBe(JSON.stringify(paused.seminar));
    const copy = await post('duplicate', { seminarId });
    expect(await listedText(copy.seminarId)).toBe(JSON.stringify(copy.seminar));
    // Recognitions changed without the seminar row (as a data fix would) still reach the list.
    await ctx.database.db.delete(seminarRecognitions).where(eq(seminarRecognitions.seminarId, seminarId));
    expect(await listedText(seminarId)).toContain('"recognitions":[]');
    await ctx.database.db.delete(seminars).where(inArray(seminars.id, [seminarId, copy.seminarId]));
  });

  it('returns one seminar by id', async () => {
    const body = await list(`id=${ids.klima}`);
    expect(body.seminars.map((s) => s.id)).toEqual([ids.klima]);
    const missing = await ctx.app.inject({ method: 'GET', url: `/api/seminars?token=${user.token}&id=${ids.fremd}` });
    expect(missing.statusCode).toBe(404);
  });

  it('splits current and past by start date and derives expired', async () => {
    expect((await titles('tab=past&sort=start_date')).sort()).toEqual([
      'Achtsam kommunizieren',
      'Bremer Stadtgeschichte',
    ]);
    expect(await list('tab=current')).toMatchObject({ total: 6 });
    const all = await list('tab=all');
    const byId = Object.fromEntries(all.seminars.map((s) => [s.id, s.status]));
    expect(byId[ids.vergangen!]).toBe('expired');
    expect(byId[ids.archiv!]).toBe('archived');
    expect(byId[ids.excel!]).toBe('paused');
    expect(byId[ids.oeko!]).toBe('draft');
  });

  it('filters by status, category, owner and contact request', async () => {
    expect(await titles('seminarStatus=draft')).toEqual(['Ökologie der Nordsee']);
    expect(await titles('seminarStatus=expired')).toEqual(['Achtsam kommunizieren']);
    expect(await titles('seminarStatus=paused')).toEqual(['Excel für Einsteiger']);
    expect((await titles('seminarStatus=online')).sort()).toEqual([
      'Demokratie im Wandel',
      'Klimawandel verstehen',
      'Rhetorik für Führungskräfte',
      'Yoga und Achtsamkeit an der Ostsee',
    ]);
    expect((await titles('categoryId=14&sort=title')).sort()).toEqual([
      'Klimawandel verstehen',
      'Ökologie der Nordsee',
    ]);
    expect((await list(`categoryId=${INTERNAL_CATEGORY_ID}`)).total).toBe(8);
    expect(await titles(`selectedOwner=${colleague.userId}`)).toEqual(['Klimawandel verstehen']);
    expect((await list('contactRequest=1')).total).toBe(7);
  });

  it('searches German text with stemming, accents and partial words', async () => {
    expect(await titles('q=Seminar')).toEqual(['Yoga und Achtsamkeit an der Ostsee']); // "Seminare" in the description
    expect(await titles('q=Führungskraft')).toEqual(['Rhetorik für Führungskräfte']);
    expect(await titles('q=rhet')).toEqual(['Rhetorik für Führungskräfte']);
    expect(await titles('q=torik')).toEqual(['Rhetorik für Führungskräfte']);
    // Substrings of title and number in any case (their lower-cased copies, migration 0022).
    expect(await titles('q=TORIK')).toEqual(['Rhetorik für Führungskräfte']);
    expect(await titles('q=ol-7')).toEqual(['Demokratie im Wandel']);
    expect(await titles('q=Okologie')).toEqual(['Ökologie der Nordsee']);
    expect(await titles('q=klima wandel')).toEqual([]);
    expect(await titles('q=Klimawandels')).toEqual(['Klimawandel verstehen']);
    expect(await titles('q=POL-7')).toEqual(['Demokratie im Wandel']);
    expect(await titles('q=Achtsam&sort=title')).toEqual([
      'Achtsam kommunizieren',
      'Yoga und Achtsamkeit an der Ostsee',
    ]);
    expect(await titles(`q=${encodeURIComponent("'&|!:*()%_\\")}`)).toEqual([]);
    expect(await titles('q=Fremde')).toEqual([]);
  });

  it('sorts and pages a search in every sort, with the search’s own total', async () => {
    for (const sort of seminarSorts) {
      for (const order of ['asc', 'desc']) {
        const found = await list(`q=Achtsam&sort=${sort}&order=${order}&pageSize=10`);
        expect(found.total).toBe(2);
        expect(found.seminars.map((s) => s.title).sort()).toEqual([
          'Achtsam kommunizieren',
          'Yoga und Achtsamkeit an der Ostsee',
        ]);
      }
    }
    expect(await titles('q=Achtsam&sort=title&order=desc')).toEqual([
      'Yoga und Achtsamkeit an der Ostsee',
      'Achtsam kommunizieren',
    ]);
    expect(await list('q=Achtsam&pageSize=10&page=2')).toMatchObject({ total: 2, seminars: [] });
  });

  it('sorts by each key, with Buchung (next bookable start first) as the server default', async () => {
    expect(await titles('sort=Buchung')).toEqual([
      'Ökologie der Nordsee',
      'Yoga und Achtsamkeit an der Ostsee',
      'Rhetorik für Führungskräfte',
      'Excel für Einsteiger',
      'Demokratie im Wandel',
      'Klimawandel verstehen',
      'Achtsam kommunizieren',
      'Bremer Stadtgeschichte',
    ]);
    expect(await titles('')).toEqual(await titles('sort=Buchung'));
    expect((await titles('sort=created_at'))[0]).toBe('Bremer Stadtgeschichte');
    expect((await titles('sort=created_at&order=asc'))[0]).toBe('Rhetorik für Führungskräfte');
    expect(await titles('sort=title')).toEqual([
      'Achtsam kommunizieren',
      'Bremer Stadtgeschichte',
      'Demokratie im Wandel',
      'Excel für Einsteiger',
      'Klimawandel verstehen',
      'Ökologie der Nordsee',
      'Rhetorik für Führungskräfte',
      'Yoga und Achtsamkeit an der Ostsee',
    ]);
    const byStart = (await list('sort=start_date')).seminars.map((s) => s.startDate);
    expect(byStart).toEqual([...byStart].sort());
    await ctx.app.inject({
      method: 'POST',
      url: '/api/seminars/edit',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { seminarId: ids.politik, title: 'Demokratie im Wandel' },
    });
    expect((await titles('sort=updated_at'))[0]).toBe('Demokratie im Wandel');
  });

  it('paginates without gaps or repeats', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = await ctx.app.inject({
        method: 'GET',
        url: `/api/seminars?token=${user.token}&pageSize=10&page=${page}&sort=title`,
      });
      expect(body.json().total).toBe(8);
      seen.push(...body.json().seminars.map((s: Listed) => s.id));
    }
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
    const bad = await ctx.app.inject({ method: 'GET', url: `/api/seminars?token=${user.token}&pageSize=20` });
    expect(bad.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/seminars?token=${user.token}&sort=price` })).statusCode,
    ).toBe(400);
  });

  it('answers the overview cards', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/overview?token=${user.token}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.counts).toEqual({ draft: 1, online: 4, paused: 1, archived: 1, expired: 1, total: 8 });
    expect(body.expiringSoon.map((s: Listed) => s.title)).toEqual([
      'Yoga und Achtsamkeit an der Ostsee',
      'Rhetorik für Führungskräfte',
    ]);
    expect(body.recentlyChanged.length).toBe(8);
  });
});

describe('GET /seminars?locationId', () => {
  it('lists the seminars at one location of the provider, in every status, and nothing for a foreign one', async () => {
    // A provider of its own, so the counts of the tests above stay as they are.
    const owner = await createProviderUser(ctx.database.db);
    const stranger = await createProviderUser(ctx.database.db);
    const call = (who: TestUser, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
      ctx.app.inject({
        method,
        url: `/api${url}`,
        headers: { authorization: `Bearer ${who.token}` },
        ...(payload && { payload }),
      });
    const place = { type: 'presence', street: 'Am Sandtorkai 1', postalCode: '20457', city: 'Hamburg', country: 'DE' };
    const hamburg = (await call(owner, 'POST', '/locations', place)).json().location.id as string;
    const kiel = (await call(owner, 'POST', '/locations', { ...place, postalCode: '24103', city: 'Kiel' })).json()
      .location.id as string;
    const foreign = (await call(stranger, 'POST', '/locations', place)).json().location.id as string;
    const at = async (title: string, locationId: string, Status: 'SHOW' | 'DRAFT' = 'SHOW', who = owner) => {
      const res = await call(who, 'POST', '/seminars/add', {
        Status,
        ...seminarPayload({ title, seminarType: 'presence', locationId }),
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await at('Hafenrundgang', hamburg);
    await at('Speicherstadt', hamburg, 'DRAFT');
    await at('Kieler Woche', kiel);
    await at('Fremdes Seminar', foreign, 'SHOW', stranger);

    const listAt = async (who: TestUser, query: string) => {
      const res = await call(who, 'GET', `/seminars?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { seminars: Listed[]; total: number };
    };
    const atHamburg = await listAt(owner, `locationId=${hamburg}&sort=title`);
    expect(atHamburg.total).toBe(2);
    expect(atHamburg.seminars.map((s) => s.title)).toEqual(['Hafenrundgang', 'Speicherstadt']);
    expect((await listAt(owner, `locationId=${kiel}`)).seminars.map((s) => s.title)).toEqual(['Kieler Woche']);
    expect((await listAt(owner, `locationId=${hamburg}&q=Kiel`)).total).toBe(0);
    // Another provider's location lists none of its seminars.
    expect((await listAt(owner, `locationId=${foreign}`)).total).toBe(0);
    expect((await listAt(owner, '')).total).toBe(3);
    // The count of the delete conflict and the filtered list agree.
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/locations/${hamburg}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().params).toEqual({ count: atHamburg.total });
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/seminars?token=${owner.token}&locationId=nope`,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /seminars in the default order, page by page', () => {
  it('reads every page as one sort of all the provider’s seminars would, ties included', async () => {
    const db = ctx.database.db;
    const many = await createProviderUser(db);
    // Upcoming, past and undated seminars, several on the same start day and some created at the
    // same instant: the page must follow start, then created_at desc, then id.
    const starts = [inDays(3), inDays(3), inDays(40), null, inDays(-2), inDays(-2), inDays(-90), null, inDays(3)];
    const created = [new Date('2026-01-01T10:00:00Z'), new Date('2026-01-02T10:00:00Z')];
    const rows = Array.from({ length: 27 }, (_, i) => ({
      providerId: many.providerId,
      title: `Seminar ${String(i).padStart(2, '0')}`,
      categoryId: 9,
      startDate: starts[i % starts.length]!,
      endDate: starts[i % starts.length]!,
      status: 'online' as const,
      createdAt: created[i % 2]!,
      updatedAt: created[i % 2]!,
    }));
    const inserted = await db.insert(seminars).values(rows).returning();
    const today = inDays(0);
    const part = (d: string | null) => (d === null ? 2 : d >= today ? 0 : 1);
    const expected = [...inserted]
      .sort(
        (a, b) =>
          part(a.startDate) - part(b.startDate) ||
          (part(a.startDate) === 0 ? a.startDate!.localeCompare(b.startDate!) : 0) ||
          (part(a.startDate) === 1 ? b.startDate!.localeCompare(a.startDate!) : 0) ||
          b.createdAt.getTime() - a.createdAt.getTime() ||
          (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      )
      .map((s) => s.id);
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/seminars?pageSize=10&page=${page}`,
        headers: { authorization: `Bearer ${many.token}` },
      });
      expect(res.json().total).toBe(27);
      seen.push(...res.json().seminars.map((s: Listed) => s.id));
    }
    expect(seen).toEqual(expected);
  });
});
