/** Boost booking end to end: cart, prices, rules with their codes, all-or-nothing confirm, cancel, isolation. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDaysIso, shiftDays, todayIso } from '@bu/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createMemberUser, createProviderUser, inDays, seminarPayload, type TestUser } from '../../../test/factories';
import { boostBookings } from '../../db/schema/index';

let ctx: TestContext;
let alice: TestUser;
let aliceMember: TestUser;
let bob: TestUser;
/** Days the injected clock runs ahead of the real one. */
let daysAhead = 0;
const today = () => todayIso(shiftDays(new Date(), daysAhead));

beforeAll(async () => {
  ctx = await createTestContext(
    { BOOST_PRICE_PER_DAY_CENTS: '333' },
    {
      clock: () => shiftDays(new Date(), daysAhead),
    },
  );
  alice = await createProviderUser(ctx.database.db);
  aliceMember = await createMemberUser(ctx.database.db, alice.providerId);
  bob = await createProviderUser(ctx.database.db);
});
afterAll(async () => ctx?.close());
beforeEach(() => {
  daysAhead = 0;
});

const post = (url: string, user: TestUser | null, body: Record<string, unknown>, language = 'de') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'accept-language': language, ...(user && { authorization: `Bearer ${user.token}` }) },
    payload: body,
  });
const get = (url: string, user: TestUser | null) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: user ? { authorization: `Bearer ${user.token}` } : {} });

async function addSeminar(user: TestUser, overrides: Record<string, unknown> = {}, Status: 'SHOW' | 'DRAFT' = 'SHOW') {
  const res = await post('/seminars/add', user, { Status, ...seminarPayload(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().seminarId as string;
}

async function book(user: TestUser, seminarId: string, days: number) {
  const res = await post('/seminars/boost', user, { seminarId, days });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().booking as { id: string; amountCents: number; startsOn: string; endsOn: string; state: string };
}

describe('POST /seminars/boost', () => {
  it('puts an unconfirmed booking into the cart with its price; booking again replaces it', async () => {
    const seminarId = await addSeminar(alice, { title: 'Boost Ersatz' });
    const first = await book(alice, seminarId, 7);
    expect(first).toMatchObject({
      amountCents: 7 * 333,
      startsOn: today(),
      endsOn: addDaysIso(today(), 6),
      state: 'unconfirmed',
    });
    const second = await book(alice, seminarId, 14);
    expect(second.id).toBe(first.id);
    expect(second.amountCents).toBe(14 * 333);
    const rows = await ctx.database.db.select().from(boostBookings).where(eq(boostBookings.seminarId, seminarId));
    expect(rows).toHaveLength(1);
  });

  it('refuses drafts, paused, archived and expired seminars with BOOST_NOT_BOOKABLE (422)', async () => {
    const draft = await addSeminar(alice, { title: 'Entwurf' }, 'DRAFT');
    const paused = await addSeminar(alice, { title: 'Pausiert' });
    expect((await post('/seminars/status', alice, { seminarId: paused, status: 'paused' })).statusCode).toBe(200);
    const archived = await addSeminar(alice, { title: 'Archiviert' });
    expect((await post('/seminars/status', alice, { seminarId: archived, status: 'archived' })).statusCode).toBe(200);
    for (const seminarId of [draft, paused, archived]) {
      const res = await post('/seminars/boost', alice, { seminarId, days: 7 });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'BOOST_NOT_BOOKABLE',
        fieldErrors: { seminarId: 'boostNotBookable' },
      });
    }
    const soon = await addSeminar(alice, { title: 'Bald', startDate: inDays(10), endDate: inDays(11) });
    daysAhead = 10; // the course starts "today": expired for boosts
    const res = await post('/seminars/boost', alice, { seminarId: soon, days: 1 }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Only published (online) seminars that have not expired can be boosted.');
  });

  it('caps the duration at course start (BOOST_PAST_COURSE_START) and rejects fewer than one day (BOOST_DAYS_INVALID, 422)', async () => {
    const seminarId = await addSeminar(alice, { title: 'Kurz davor', startDate: inDays(10), endDate: inDays(12) });
    expect((await post('/seminars/boost', alice, { seminarId, days: 10 })).statusCode).toBe(201);
    const tooLong = await post('/seminars/boost', alice, { seminarId, days: 11 });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({
      code: 'BOOST_PAST_COURSE_START',
      fieldErrors: { days: 'boostPastCourseStart' },
    });
    for (const days of [0, -3]) {
      const res = await post('/seminars/boost', alice, { seminarId, days }, 'en');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'BOOST_DAYS_INVALID',
        message: 'A boost lasts at least one and at most 365 days.',
        fieldErrors: { days: 'boostDaysInvalid' },
      });
    }
    expect((await post('/seminars/boost', alice, { seminarId, days: 0 })).json().message).toBe(
      'Ein Boost dauert mindestens einen und höchstens 365 Tage.',
    );
    // Not a whole number is a malformed request.
    const fraction = await post('/seminars/boost', alice, { seminarId, days: 2.5 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().fieldErrors).toMatchObject({ days: 'boostDaysInvalid' });
    const overview = (await get('/seminars/boost-invoice', alice)).json();
    expect(overview.boostableSeminars.find((s: { id: string }) => s.id === seminarId)).toMatchObject({ maxDays: 10 });
  });

  it("answers 404 for another provider's seminar and 401 without a session", async () => {
    const seminarId = await addSeminar(bob, { title: 'Bobs Seminar' });
    expect((await post('/seminars/boost', alice, { seminarId, days: 7 })).statusCode).toBe(404);
    expect((await post('/seminars/boost', null, { seminarId, days: 7 })).statusCode).toBe(401);
  });
});

describe('GET /seminars/boost-invoice and POST /seminars/confirm-boost', () => {
  it('prices the cart with per-line VAT and confirms two seminars at once', async () => {
    const carol = await createProviderUser(ctx.database.db);
    const a = await addSeminar(carol, { title: 'A' });
    const b = await addSeminar(carol, { title: 'B' });
    await book(carol, a, 7);
    await book(carol, b, 3);
    const overview = (await get('/seminars/boost-invoice', carol)).json();
    // 7 × 3.33 = 23.31 → VAT 4.4289 → 4.43; 3 × 3.33 = 9.99 → VAT 1.8981 → 1.90
    expect(overview).toMatchObject({
      success: true,
      pricePerDayCents: 333,
      vatRatePercent: 19,
      unconfirmedTotalCents: 2331 + 999,
      vatCents: 443 + 190,
      grossCents: 2331 + 999 + 443 + 190,
    });
    expect(overview.bookings).toHaveLength(2);
    expect(overview.bookings[0]).toMatchObject({
      seminarId: b,
      title: 'B',
      days: 3,
      confirmed: false,
      state: 'unconfirmed',
    });

    const res = await post(`/seminars/confirm-boost?token=${carol.token}`, null, { seminarIds: [a, b] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, totalCents: 3330, vatCents: 633, grossCents: 3963 });
    expect(res.json().bookings.map((x: { state: string }) => x.state)).toEqual(['running', 'running']);

    const after = (await get('/seminars/boost-invoice', carol)).json();
    expect(after.unconfirmedTotalCents).toBe(0);
    expect(after.bookings.every((x: { confirmed: boolean }) => x.confirmed)).toBe(true);
  });

  it('records each confirmed boost in the activity log with who confirmed it', async () => {
    const gina = await createProviderUser(ctx.database.db, { firstName: 'Gina', lastName: 'Gebucht' });
    const seminarId = await addSeminar(gina, { title: 'Boost im Protokoll' });
    const booking = await book(gina, seminarId, 5);
    const log = async () =>
      (await get('/settings/activity?kind=boost_confirmed', gina)).json().entries as Array<{
        kind: string;
        subject: string | null;
        user: { name: string } | null;
        details: Record<string, unknown>;
      }>;
    expect(await log()).toEqual([]);
    expect((await post('/seminars/confirm-boost', gina, { seminarIds: [seminarId] })).statusCode).toBe(200);
    const entries = await log();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'boost_confirmed',
      subject: 'Boost im Protokoll',
      user: { name: 'Gina Gebucht' },
      details: { seminarId, days: 5, from: booking.startsOn, to: booking.endsOn, amountCents: 5 * 333 },
    });
  });

  it('is all or nothing: one seminar without a cart entry (or foreign) confirms none', async () => {
    const dave = await createProviderUser(ctx.database.db);
    const mine = await addSeminar(dave, { title: 'Meins' });
    const foreign = await addSeminar(bob, { title: 'Fremd' });
    await book(dave, mine, 7);
    await book(bob, foreign, 7);
    const res = await post('/seminars/confirm-boost', dave, { seminarIds: [mine, foreign] });
    expect(res.statusCode).toBe(404);
    const rows = await ctx.database.db
      .select()
      .from(boostBookings)
      .where(eq(boostBookings.providerId, dave.providerId));
    expect(rows.map((r) => r.status)).toEqual(['unconfirmed']);
    const bobs = await ctx.database.db.select().from(boostBookings).where(eq(boostBookings.seminarId, foreign));
    expect(bobs[0]!.status).toBe('unconfirmed');
  });

  it('is all or nothing when one booking no longer fits before course start (422)', async () => {
    const erin = await createProviderUser(ctx.database.db);
    const later = await addSeminar(erin, { title: 'Später', startDate: inDays(60), endDate: inDays(61) });
    const close = await addSeminar(erin, { title: 'Knapp', startDate: inDays(8), endDate: inDays(9) });
    await book(erin, later, 7);
    await book(erin, close, 7);
    daysAhead = 3; // the cart waited: "Knapp" would now run past its start
    const res = await post('/seminars/confirm-boost', erin, { seminarIds: [later, close] });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('BOOST_PAST_COURSE_START');
    const rows = await ctx.database.db
      .select()
      .from(boostBookings)
      .where(eq(boostBookings.providerId, erin.providerId));
    expect(rows.every((r) => r.status === 'unconfirmed')).toBe(true);
    // A booking whose first day passed starts on the day it is confirmed.
    const ok = await post('/seminars/confirm-boost', erin, { seminarIds: [later] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().bookings[0]).toMatchObject({ startsOn: today(), endsOn: addDaysIso(today(), 6) });
  });

  it('starts on a chosen day from today until the day before course start; else 422 BOOST_START_INVALID at the start', async () => {
    const seminarId = await addSeminar(alice, { title: 'Später Start', startDate: inDays(20), endDate: inDays(21) });
    const later = await post('/seminars/boost', alice, { seminarId, days: 5, startsOn: inDays(10) });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().booking).toMatchObject({ startsOn: inDays(10), endsOn: inDays(14), amountCents: 5 * 333 });
    // The cap counts from the chosen day: from day 10, ten days (10 to 19) fit before the start on day 20.
    const tooLong = await post('/seminars/boost', alice, { seminarId, days: 11, startsOn: inDays(10) });
    expect(tooLong.json()).toMatchObject({
      code: 'BOOST_PAST_COURSE_START',
      fieldErrors: { days: 'boostPastCourseStart' },
    });
    expect((await post('/seminars/boost', alice, { seminarId, days: 10, startsOn: inDays(10) })).statusCode).toBe(201);
    expect((await post('/seminars/boost', alice, { seminarId, days: 1, startsOn: inDays(19) })).statusCode).toBe(201);
    for (const startsOn of [inDays(-1), inDays(20), inDays(40)]) {
      const res = await post('/seminars/boost', alice, { seminarId, days: 1, startsOn }, 'en');
      expect(res.statusCode, startsOn).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'BOOST_START_INVALID',
        message: 'A boost starts today at the earliest and on the day before the course starts at the latest.',
        fieldErrors: { startsOn: 'boostStartInvalid' },
      });
    }
    // Not a calendar day: the request's shape is wrong (400).
    const malformed = await post('/seminars/boost', alice, { seminarId, days: 1, startsOn: '2027-02-30' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ startsOn: 'dateInvalid' });
  });

  it('shows states scheduled, running and ended by the clock', async () => {
    const fred = await createProviderUser(ctx.database.db);
    const seminarId = await addSeminar(fred, { title: 'Zeitplan', startDate: inDays(30), endDate: inDays(31) });
    const res = await post('/seminars/boost', fred, { seminarId, days: 5, startsOn: inDays(2) });
    expect(res.statusCode).toBe(201);
    await post('/seminars/confirm-boost', fred, { seminarIds: [seminarId] });
    const stateAt = async (shift: number) => {
      daysAhead = shift;
      return (await get('/seminars/boost-invoice', fred)).json().bookings[0].state;
    };
    expect(await stateAt(0)).toBe('scheduled');
    expect(await stateAt(2)).toBe('running');
    expect(await stateAt(6)).toBe('running');
    expect(await stateAt(7)).toBe('ended');
  });
});

describe('POST /seminars/boost/cancel', () => {
  it('cancels an unconfirmed booking; a confirmed one answers 409; foreign 404', async () => {
    const gina = await createProviderUser(ctx.database.db);
    const one = await addSeminar(gina, { title: 'Eins' });
    const two = await addSeminar(gina, { title: 'Zwei' });
    const first = await book(gina, one, 7);
    const second = await book(gina, two, 7);
    expect((await post('/seminars/boost/cancel', bob, { bookingId: first.id })).statusCode).toBe(404);
    const cancelled = await post('/seminars/boost/cancel', gina, { bookingId: first.id });
    expect(cancelled.statusCode).toBe(200);
    expect((await post('/seminars/boost/cancel', gina, { bookingId: first.id })).statusCode).toBe(404);
    await post('/seminars/confirm-boost', gina, { seminarIds: [two] });
    const refused = await post('/seminars/boost/cancel', gina, { bookingId: second.id }, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'BOOST_ALREADY_CONFIRMED',
      message: 'Confirmed bookings are binding and cannot be cancelled.',
    });
    const overview = (await get('/seminars/boost-invoice', gina)).json();
    expect(overview.bookings.map((b: { title: string }) => b.title)).toEqual(['Zwei']);
  });

  it('members of the provider may book and see the cart (boosting is not admin-only)', async () => {
    const seminarId = await addSeminar(alice, { title: 'Mitglied bucht' });
    const res = await post('/seminars/boost', aliceMember, { seminarId, days: 7 });
    expect(res.statusCode).toBe(201);
    const overview = (await get('/seminars/boost-invoice', alice)).json();
    expect(overview.bookings.some((b: { seminarId: string }) => b.seminarId === seminarId)).toBe(true);
  });
});

describe('only admins confirm paid bookings', () => {
  it('refuses the confirmation of a member with 403 PAID_ACTION_ADMIN_ONLY naming the admins, changing nothing', async () => {
    const admin = await createProviderUser(ctx.database.db, { firstName: 'Ada', lastName: 'Admin' });
    const second = await createProviderUser(ctx.database.db, {
      providerId: admin.providerId,
      firstName: 'Bert',
      lastName: 'Boss',
    });
    const member = await createMemberUser(ctx.database.db, admin.providerId, {
      firstName: 'Mia',
      lastName: 'Mitglied',
    });
    const seminarId = await addSeminar(admin, { title: 'Nur Admins bestätigen' });
    const booking = await book(member, seminarId, 5);

    const de = await post('/seminars/confirm-boost', member, { seminarIds: [seminarId] });
    expect(de.statusCode).toBe(403);
    expect(de.json()).toMatchObject({
      success: false,
      code: 'PAID_ACTION_ADMIN_ONLY',
      params: { admins: 'Ada Admin, Bert Boss' },
    });
    expect(de.json().message).toContain('Ada Admin, Bert Boss');
    expect(de.json().message).toMatch(/Admin deines Anbieters/);
    const en = await post('/seminars/confirm-boost', member, { seminarIds: [seminarId] }, 'en');
    expect(en.json().message).toBe(
      'Only an admin of your provider can confirm paid bookings. Please ask: Ada Admin, Bert Boss.',
    );
    const [row] = await ctx.database.db.select().from(boostBookings).where(eq(boostBookings.id, booking.id));
    expect(row!.status).toBe('unconfirmed');

    // The member's cart is confirmed by an admin (either of them).
    const confirmed = await post('/seminars/confirm-boost', second, { seminarIds: [seminarId] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('refuses a member before telling anything about seminars of another provider', async () => {
    const other = await addSeminar(bob, { title: 'Fremd' });
    const res = await post('/seminars/confirm-boost', aliceMember, { seminarIds: [other] });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PAID_ACTION_ADMIN_ONLY');
  });
});
