/**
 * Participants, places and the waitlist end to end (issue 24 point 4): booking up to the limit,
 * the waitlist beyond it, two bookings of the last place at the same moment, the offer of a
 * freed place with its one-click booking and mail, and the counts the seminar list shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead, SeminarCapacity } from '@bu/contracts';
import { createTestContext, json, waitForMail, type TestContext } from '../../../test/helpers';
import { createProviderUser, type TestUser } from '../../../test/factories';
import { insertLead, insertSeminar } from '../../../test/lead-factories';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;

const headers = (user: TestUser) => ({ authorization: `Bearer ${user.token}`, 'accept-language': 'de' });
const put = (id: string, payload: Record<string, unknown>, user = alice) =>
  ctx.app.inject({ method: 'PUT', url: `/api/leads/${id}`, headers: headers(user), payload });
const book = async (id: string) => {
  const res = await put(id, { stage: 'booked' });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ lead: Lead }>(res).lead;
};
const detail = async (id: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/leads/${id}`, headers: headers(alice) });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ lead: Lead; capacity: SeminarCapacity | null }>(res);
};
let n = 0;
const lead = (seminarId: string, overrides: Record<string, unknown> = {}) =>
  insertLead(ctx.database.db, alice, {
    seminarId,
    firstName: `Person${++n}`,
    lastName: 'Test',
    email: `person${n}@example.org`,
    stage: 'open',
    ...overrides,
  });

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createProviderUser(ctx.database.db, { firstName: 'Alice', lastName: 'Albers' });
  bob = await createProviderUser(ctx.database.db);
});
afterAll(async () => ctx?.close());

describe('booking and the waitlist', () => {
  it('books up to the limit, then puts leads on the waitlist in order', async () => {
    const seminar = await insertSeminar(ctx.database.db, alice, { maxParticipants: 2 });
    const [a, b, c, d] = [await lead(seminar), await lead(seminar), await lead(seminar), await lead(seminar)];
    expect(await book(a)).toMatchObject({ stage: 'booked', waitlistPosition: null });
    expect(await book(b)).toMatchObject({ stage: 'booked', waitlistPosition: null });
    expect(await book(c)).toMatchObject({ stage: 'waiting', waitlistPosition: 1 });
    expect(await book(d)).toMatchObject({ stage: 'waiting', waitlistPosition: 2 });
    // Asking again while still full keeps the place in the queue (no jumping to the end or front).
    expect(await book(d)).toMatchObject({ stage: 'waiting', waitlistPosition: 2 });
    const { capacity } = await detail(a);
    expect(capacity).toEqual({ maxParticipants: 2, booked: 2, waitlist: 2, offer: null });
  });

  it('gives the last place to exactly one of two concurrent bookings', async () => {
    const seminar = await insertSeminar(ctx.database.db, alice, { maxParticipants: 3 });
    await book(await lead(seminar));
    await book(await lead(seminar));
    const [x, y] = [await lead(seminar), await lead(seminar)];
    const [rx, ry] = await Promise.all([put(x, { stage: 'booked' }), put(y, { stage: 'booked' })]);
    expect([rx.statusCode, ry.statusCode]).toEqual([200, 200]);
    const outcome = [json<{ lead: Lead }>(rx).lead, json<{ lead: Lead }>(ry).lead]
      .map((l) => `${l.stage}:${l.waitlistPosition}`)
      .sort();
    expect(outcome).toEqual(['booked:null', 'waiting:1']);
    expect((await detail(x)).capacity).toMatchObject({ booked: 3, waitlist: 1 });
  });

  it('manual leads created as booked respect the limit too, also when created at the same moment', async () => {
    const seminar = await insertSeminar(ctx.database.db, alice, { maxParticipants: 1 });
    const create = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/leads',
        headers: headers(alice),
        payload: {
          firstName: 'Neu',
          lastName: `N${i}`,
          email: `neu${i}@example.org`,
          seminarId: seminar,
          stage: 'booked',
        },
      });
    const answers = await Promise.all([create(1), create(2)]);
    const stages = answers.map((r) => {
      expect(r.statusCode, r.body).toBe(201);
      return json<{ lead: Lead }>(r).lead.stage;
    });
    expect(stages.sort()).toEqual(['booked', 'waiting']);
  });

  it('moving a participant to a full seminar puts them on that waitlist', async () => {
    const full = await insertSeminar(ctx.database.db, alice, { maxParticipants: 1 });
    const other = await insertSeminar(ctx.database.db, alice, { maxParticipants: 5 });
    await book(await lead(full));
    const mover = await lead(other);
    await book(mover);
    const res = await put(mover, { seminarId: full });
    expect(json<{ lead: Lead }>(res).lead).toMatchObject({ stage: 'waiting', waitlistPosition: 1, seminarId: full });
  });

  it('offers a freed place to the first on the list; one click books them and mails them', async () => {
    const seminar = await insertSeminar(ctx.database.db, alice, { maxParticipants: 1, title: 'Klima und Stadt' });
    const holder = await lead(seminar);
    await book(holder);
    const first = await lead(seminar, { email: 'first.waiting@example.org', language: 'en' });
    const second = await lead(seminar);
    await book(first);
    await book(second);
    expect((await detail(holder)).capacity?.offer).toBeNull();

    // The participant cancels: the place is offered, nothing is booked by itself.
    await put(holder, { stage: 'closed' });
    const offered = await detail(holder);
    expect(offered.capacity).toMatchObject({ booked: 0, waitlist: 2, offer: { id: first } });
    expect((await detail(first)).lead.stage).toBe('waiting');

    const booked = await book(first);
    expect(booked).toMatchObject({ stage: 'booked', waitlistPosition: null });
    expect((await detail(second)).lead.waitlistPosition).toBe(1);
    const mails = await waitForMail(ctx.app, 'first.waiting@example.org');
    expect(mails[0]!.subject).toBe('Your place on “Klima und Stadt”');
    expect(mails[0]!.text).toContain('no longer on the waitlist');
  });

  it('offers the first on the list when the limit is raised', async () => {
    const seminar = await insertSeminar(ctx.database.db, alice, { maxParticipants: 1 });
    await book(await lead(seminar));
    const waiting = await lead(seminar);
    await book(waiting);
    expect((await detail(waiting)).capacity?.offer).toBeNull();
    const { seminars } = await import('../../db/schema/index');
    const { eq } = await import('drizzle-orm');
    await ctx.database.db.update(seminars).set({ maxParticipants: 2 }).where(eq(seminars.id, seminar));
    expect((await detail(waiting)).capacity?.offer?.id).toBe(waiting);
  });

  it('closes the gap when a lead leaves the waitlist', async () => {
    const seminar = await insertSeminar(ctx.database.db, alice, { maxParticipants: 1 });
    await book(await lead(seminar));
    const [p, q, r] = [await lead(seminar), await lead(seminar), await lead(seminar)];
    for (const id of [p, q, r]) await book(id);
    await put(q, { stage: 'archived' });
    expect((await detail(q)).lead.waitlistPosition).toBeNull();
    expect((await detail(p)).lead.waitlistPosition).toBe(1);
    expect((await detail(r)).lead.waitlistPosition).toBe(2);
  });

  it('an unlimited seminar books everyone', async () => {
    const seminar = await insertSeminar(ctx.database.db, alice, { maxParticipants: null });
    for (let i = 0; i < 3; i++) expect((await book(await lead(seminar))).stage).toBe('booked');
  });

  it('shows booked and waitlist counts in the seminar list', async () => {
    const seminar = await insertSeminar(ctx.database.db, alice, { maxParticipants: 1 });
    await book(await lead(seminar));
    await book(await lead(seminar));
    const res = await ctx.app.inject({ method: 'GET', url: `/api/seminars?id=${seminar}`, headers: headers(alice) });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ seminar_participant_counts: object }>(res).seminar_participant_counts).toEqual({
      [seminar]: { booked: 1, waitlist: 1 },
    });
  });

  it("another provider's lead stays 404", async () => {
    const seminar = await insertSeminar(ctx.database.db, alice, { maxParticipants: 1 });
    const id = await lead(seminar);
    expect((await put(id, { stage: 'booked' }, bob)).statusCode).toBe(404);
  });
});
