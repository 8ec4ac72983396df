/**
 * GET /settings/invoices/upcoming: what is booked but not yet invoiced, priced by the month-end
 * run's own code (the run then issues exactly these amounts), with the day of the next run;
 * admins only, each provider its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addDaysIso,
  addMonthsIso,
  monthBoundsIso,
  monthOfIso,
  todayIso,
  type UpcomingInvoicesResponse,
} from '@bu/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createMemberUser, createProviderUser, type TestUser } from '../../../test/factories';
import { boostBookings, brochureEditions, invoiceLines, invoices, seminars } from '../../db/schema/index';
import { createInvoiceIssuer, nextRunOn } from './service';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let member: TestUser;
const today = todayIso();
const thisMonth = monthOfIso(today);
const nextMonth = addMonthsIso(thisMonth, 1);

const get = (url: string, user: TestUser, language = 'de') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${user.token}`, 'accept-language': language },
  });
const upcoming = async (user: TestUser) => {
  const res = await get('/settings/invoices/upcoming', user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UpcomingInvoicesResponse;
};

async function seminar(user: TestUser, title: string, startDate = addDaysIso(today, 120)) {
  const [row] = await ctx.database.db
    .insert(seminars)
    .values({
      providerId: user.providerId,
      title,
      status: 'online',
      startDate,
      endDate: startDate,
      publishedAt: new Date(),
    })
    .returning();
  return row!.id;
}

async function boost(user: TestUser, seminarId: string, startsOn: string, days: number, status = 'confirmed') {
  await ctx.database.db.insert(boostBookings).values({
    providerId: user.providerId,
    seminarId,
    status: status as 'confirmed',
    days,
    startsOn,
    endsOn: addDaysIso(startsOn, days - 1),
    pricePerDayCents: 333,
    amountCents: days * 333,
    confirmedAt: status === 'confirmed' ? new Date() : null,
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createProviderUser(ctx.database.db);
  bob = await createProviderUser(ctx.database.db);
  member = await createMemberUser(ctx.database.db, alice.providerId);
  // A boost running from the last days of this month into the next, a brochure charge of today,
  // an unconfirmed cart entry (not booked) and a boost cut short by its course start.
  const rhetorik = await seminar(alice, 'Rhetorik für Fortgeschrittene im Berufsalltag');
  const cart = await seminar(alice, 'Nur im Warenkorb');
  const soon = await seminar(alice, 'Beginnt bald', addDaysIso(today, 2));
  const { last } = monthBoundsIso(thisMonth);
  await boost(alice, rhetorik, addDaysIso(last, -2), 10);
  await boost(alice, cart, today, 5, 'unconfirmed');
  await boost(alice, soon, today, 30);
  const [edition] = await ctx.database.db.select().from(brochureEditions).limit(1);
  await ctx.database.db.insert(invoiceLines).values({
    providerId: alice.providerId,
    seminarId: rhetorik,
    brochureEditionId: edition!.id,
    kind: 'brochure_entry',
    description: 'Broschüreneintrag „Rhetorik für Fortgeschrittene im Berufsalltag“',
    amountCents: 3900,
  });
});
afterAll(async () => ctx?.close());

describe('GET /settings/invoices/upcoming', () => {
  it('answers an empty preview with the next run day for a provider with nothing booked', async () => {
    const body = await upcoming(bob);
    expect(body).toMatchObject({
      invoices: [],
      firstInvoice: true,
      nextRunOn: `${nextMonth}-01`,
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
    });
  });

  it('lists confirmed boost days and charges per month, not the cart, with totals of the lines', async () => {
    const body = await upcoming(alice);
    expect(body.firstInvoice).toBe(true);
    expect(body.nextRunOn).toBe(`${nextMonth}-01`);
    const months = body.invoices.map((i) => i.period);
    expect(months[0]).toBe(thisMonth);
    expect(months).toContain(nextMonth);
    expect(body.invoices.find((i) => i.period === thisMonth)!.invoiceOn).toBe(`${nextMonth}-01`);
    const lines = body.invoices.flatMap((i) => i.lines);
    expect(lines.some((l) => l.seminarTitle === 'Nur im Warenkorb')).toBe(false);
    const charge = lines.find((l) => l.kind === 'brochure_entry')!;
    expect(charge).toMatchObject({
      seminarTitle: 'Rhetorik für Fortgeschrittene im Berufsalltag',
      netCents: 3900,
      from: null,
    });
    // The boost's ten days split over the two months; the course start cuts the other one short.
    const rhetorikDays = lines
      .filter((l) => l.kind === 'boost' && l.seminarTitle?.startsWith('Rhetorik'))
      .reduce((sum, l) => sum + l.quantity, 0);
    expect(rhetorikDays).toBe(10);
    const soonDays = lines.filter((l) => l.seminarTitle === 'Beginnt bald').reduce((s, l) => s + l.quantity, 0);
    expect(soonDays).toBe(2);
    for (const line of lines.filter((l) => l.kind === 'boost')) {
      expect(line.to! >= line.from!).toBe(true);
      expect(line.netCents).toBe(line.quantity * 333);
    }
    expect(body.netCents).toBe(lines.reduce((s, l) => s + l.netCents, 0));
    expect(body.vatCents).toBe(lines.reduce((s, l) => s + l.vatCents, 0));
    expect(body.grossCents).toBe(body.netCents + body.vatCents);
  });

  it('previews exactly what the run then issues, and drops the month once it is invoiced', async () => {
    const before = await upcoming(alice);
    const preview = before.invoices.find((i) => i.period === thisMonth)!;
    const issuer = createInvoiceIssuer({
      db: ctx.database.db,
      config: ctx.config,
      now: () => new Date(),
      sendMail: async () => undefined,
    });
    const { issued } = await issuer.issueMonth(thisMonth, { allowOpenMonth: true });
    expect(issued).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.number, issued[0]!));
    expect({ net: row!.netCents, vat: row!.vatCents, gross: row!.grossCents }).toEqual({
      net: preview.netCents,
      vat: preview.vatCents,
      gross: preview.grossCents,
    });
    expect(row!.lines.map((l) => [l.description, l.quantity, l.netCents, l.vatCents])).toEqual(
      preview.lines.map((l) => [l.description, l.quantity, l.netCents, l.vatCents]),
    );

    const after = await upcoming(alice);
    expect(after.firstInvoice).toBe(false);
    expect(after.invoices.map((i) => i.period)).not.toContain(thisMonth);
    expect(after.invoices.map((i) => i.period)).toContain(nextMonth);
    expect(after.netCents).toBe(before.netCents - preview.netCents);
  });

  it('answers 403 to members and keeps each provider to its own', async () => {
    const res = await get('/settings/invoices/upcoming', member, 'en');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await upcoming(bob)).invoices).toEqual([]);
  });

  it('names the 1st of the following month as the next run day, across the year end', () => {
    expect(nextRunOn('2026-11-25')).toBe('2026-12-01');
    expect(nextRunOn('2026-12-31')).toBe('2027-01-01');
    expect(nextRunOn('2027-01-01')).toBe('2027-02-01');
  });
});
