/**
 * What a provider's month bills: the boost days shown that month and the brochure/expanded-text
 * charges recorded when its seminars were published (DESIGN §8a), priced per line with VAT in
 * cents. The month-end run issues exactly these lines, and Settings → Invoices previews them
 * (`describeUpcoming`), so the preview cannot differ from the invoice.
 */
import { and, asc, eq, gte, inArray, isNull, lte, max, min, sql } from 'drizzle-orm';
import {
  TIME_ZONE,
  addDaysIso,
  addMonthsIso,
  daysBetweenIso,
  formatDate,
  monthBoundsIso,
  monthOfIso,
  textsIn,
  vatCents,
  type Language,
  type UpcomingInvoice,
  type UpcomingInvoiceLine,
  type UpcomingInvoicesResponse,
} from '@bu/contracts';
import type { Tx } from '../../db/client';
import {
  boostBookings,
  brochureEditions,
  invoiceItems,
  invoiceLines,
  invoices,
  seminars,
  type IssuedInvoiceLine,
} from '../../db/schema/index';
import { recipientOf } from './recipient';

const laterOf = (a: string, b: string) => (a > b ? a : b);
const earlierOf = (a: string, b: string) => (a < b ? a : b);

/** The day of the next month-end run (`invoices.month-end`, 00:05 on the 1st, Europe/Berlin) after today. */
export function nextRunOn(today: string): string {
  return `${addMonthsIso(monthOfIso(today), 1)}-01`;
}

/** A billable line with what it bills: a boost booking's month or a publication charge. */
export type BillableLine = IssuedInvoiceLine & { boostBookingId?: string; publicationLineId?: string };

/** The lines of `providerId`'s `month` not billed yet, in the recipient's language. */
export async function billableLines(
  tx: Tx,
  providerId: string,
  month: string,
  language: Language,
  vatRate: number,
): Promise<BillableLine[]> {
  const t = textsIn(language);
  const { first, last } = monthBoundsIso(month);
  const boosts = await tx
    .select({ booking: boostBookings, title: seminars.title, courseStart: seminars.startDate })
    .from(boostBookings)
    .innerJoin(seminars, eq(seminars.id, boostBookings.seminarId))
    .leftJoin(invoiceItems, and(eq(invoiceItems.boostBookingId, boostBookings.id), eq(invoiceItems.period, month)))
    .where(
      and(
        eq(boostBookings.providerId, providerId),
        eq(boostBookings.status, 'confirmed'),
        lte(boostBookings.startsOn, last),
        gte(boostBookings.endsOn, first),
        isNull(invoiceItems.id),
      ),
    )
    .orderBy(asc(boostBookings.startsOn), asc(seminars.title), asc(boostBookings.id));
  const lines: BillableLine[] = [];
  for (const { booking, title, courseStart } of boosts) {
    // Billed are the days shown in this month: never on or after the course start.
    const from = laterOf(booking.startsOn, first);
    let to = earlierOf(booking.endsOn, last);
    if (courseStart) to = earlierOf(to, addDaysIso(courseStart, -1));
    const days = daysBetweenIso(from, to) + 1;
    if (days < 1) continue;
    const net = days * booking.pricePerDayCents;
    const period = `${formatDate(from, language)}–${formatDate(to, language)}`;
    lines.push({
      description: t('invoice.line.boost', { seminar: title, period }),
      periodStart: from,
      periodEnd: to,
      quantity: days,
      unit: 'DAY',
      unitPriceCents: booking.pricePerDayCents,
      netCents: net,
      vatCents: vatCents(net, vatRate),
      boostBookingId: booking.id,
    });
  }
  const charges = await tx
    .select({ line: invoiceLines, title: seminars.title, edition: brochureEditions })
    .from(invoiceLines)
    .leftJoin(seminars, eq(seminars.id, invoiceLines.seminarId))
    .leftJoin(brochureEditions, eq(brochureEditions.id, invoiceLines.brochureEditionId))
    .where(
      and(
        eq(invoiceLines.providerId, providerId),
        isNull(invoiceLines.invoicedAt),
        sql`(${invoiceLines.createdAt} at time zone ${TIME_ZONE})::date between ${first}::date and ${last}::date`,
      ),
    )
    .orderBy(asc(invoiceLines.createdAt), asc(invoiceLines.kind), asc(invoiceLines.id));
  for (const { line, title, edition } of charges) {
    // Named in the recipient's language with the edition and the seminar's title; the text
    // recorded at publication when the seminar no longer exists.
    const editionLabel = edition && { de: edition.labelDe, en: edition.labelEn }[language];
    lines.push({
      description:
        title && editionLabel
          ? t(`invoice.line.${line.kind}`, { edition: editionLabel, seminar: title })
          : line.description,
      quantity: 1,
      unit: 'C62',
      unitPriceCents: line.amountCents,
      netCents: line.amountCents,
      vatCents: vatCents(line.amountCents, vatRate),
      publicationLineId: line.id,
    });
  }
  return lines;
}

/** One month's billable lines with what the dashboard shows of them (kind, seminar, boost days). */
async function describeUpcoming(tx: Tx, month: string, lines: BillableLine[], today: string): Promise<UpcomingInvoice> {
  const bookingIds = lines.flatMap((l) => (l.boostBookingId ? [l.boostBookingId] : []));
  const chargeIds = lines.flatMap((l) => (l.publicationLineId ? [l.publicationLineId] : []));
  const bookings = bookingIds.length
    ? await tx
        .select({ id: boostBookings.id, startsOn: boostBookings.startsOn, title: seminars.title })
        .from(boostBookings)
        .innerJoin(seminars, eq(seminars.id, boostBookings.seminarId))
        .where(inArray(boostBookings.id, bookingIds))
    : [];
  const charges = chargeIds.length
    ? await tx
        .select({ id: invoiceLines.id, kind: invoiceLines.kind, title: seminars.title })
        .from(invoiceLines)
        .leftJoin(seminars, eq(seminars.id, invoiceLines.seminarId))
        .where(inArray(invoiceLines.id, chargeIds))
    : [];
  const bookingOf = new Map(bookings.map((b) => [b.id, b]));
  const chargeOf = new Map(charges.map((c) => [c.id, c]));
  const { first } = monthBoundsIso(month);
  const described: UpcomingInvoiceLine[] = lines.map((line) => {
    const priced = {
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      netCents: line.netCents,
      vatCents: line.vatCents,
    };
    if (line.boostBookingId) {
      const booking = bookingOf.get(line.boostBookingId)!;
      // The billed days are consecutive from the booking's (or the month's) first day.
      const from = laterOf(booking.startsOn, first);
      return { kind: 'boost', seminarTitle: booking.title, from, to: addDaysIso(from, line.quantity - 1), ...priced };
    }
    const charge = chargeOf.get(line.publicationLineId!)!;
    return { kind: charge.kind, seminarTitle: charge.title ?? null, from: null, to: null, ...priced };
  });
  const netCents = described.reduce((sum, l) => sum + l.netCents, 0);
  const vat = described.reduce((sum, l) => sum + l.vatCents, 0);
  const runDay = `${addMonthsIso(month, 1)}-01`;
  return {
    period: month,
    // A month whose run day has passed without its invoice is billed by the next run.
    invoiceOn: runDay < today ? nextRunOn(today) : runDay,
    lines: described,
    netCents,
    vatCents: vat,
    grossCents: netCents + vat,
  };
}

/**
 * What is booked but not yet invoiced, month by month, priced by `billableLines` — the very
 * code the month-end run bills with. Months already invoiced are left out, as the run leaves them out.
 */
export async function upcomingInvoices(
  tx: Tx,
  providerId: string,
  today: string,
  vatRate: number,
): Promise<UpcomingInvoicesResponse> {
  const issued = await tx
    .select({ period: invoices.period })
    .from(invoices)
    .where(and(eq(invoices.providerId, providerId), eq(invoices.kind, 'invoice')));
  const issuedMonths = new Set(issued.map((r) => r.period));
  // The invoice's language, so the lines read exactly as they will on the invoice.
  const { language } = await recipientOf(tx, providerId);
  const [boostSpan] = await tx
    .select({ first: min(boostBookings.startsOn), last: max(boostBookings.endsOn) })
    .from(boostBookings)
    .where(and(eq(boostBookings.providerId, providerId), eq(boostBookings.status, 'confirmed')));
  const chargeDay = sql<string>`((${invoiceLines.createdAt} at time zone ${TIME_ZONE})::date)::text`;
  const [chargeSpan] = await tx
    .select({ first: sql<string | null>`min(${chargeDay})`, last: sql<string | null>`max(${chargeDay})` })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.providerId, providerId), isNull(invoiceLines.invoicedAt)));
  const starts = [boostSpan?.first, chargeSpan?.first].filter((d): d is string => Boolean(d));
  const ends = [boostSpan?.last, chargeSpan?.last].filter((d): d is string => Boolean(d));
  // Nothing before the latest issued month can still be billed by the run.
  const latestIssued = [...issuedMonths].sort().at(-1);
  let month = starts.length ? monthOfIso(starts.sort()[0]!) : null;
  if (month && latestIssued && month <= latestIssued) month = addMonthsIso(latestIssued, 1);
  const lastMonth = ends.length ? monthOfIso(ends.sort().at(-1)!) : null;
  const upcoming: UpcomingInvoice[] = [];
  // A boost lasts at most a year: a few dozen months bound the walk.
  for (let n = 0; month && lastMonth && month <= lastMonth && n < 36; n++, month = addMonthsIso(month, 1)) {
    if (issuedMonths.has(month)) continue;
    const lines = await billableLines(tx, providerId, month, language, vatRate);
    if (!lines.length) continue;
    upcoming.push(await describeUpcoming(tx, month, lines, today));
  }
  const netCents = upcoming.reduce((sum, i) => sum + i.netCents, 0);
  const vat = upcoming.reduce((sum, i) => sum + i.vatCents, 0);
  return {
    success: true as const,
    nextRunOn: nextRunOn(today),
    firstInvoice: issuedMonths.size === 0,
    vatRatePercent: vatRate,
    invoices: upcoming,
    netCents,
    vatCents: vat,
    grossCents: netCents + vat,
  };
}
