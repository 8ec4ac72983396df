/**
 * Top-placement boosts (seed §3 Boost, §4, §7, §9; DESIGN §8a) and the invoices providers
 * file: duration presets and limits, the price arithmetic both apps share, the booking
 * requests and answers of `/seminars/boost…`, and the invoice list of Settings → Invoices.
 * Money is integer cents excluding VAT unless named `gross…`; dates are ISO `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { addDaysIso, daysBetweenIso } from './dates';

// ---------------------------------------------------------------------------------------------
// Constants and pure helpers
// ---------------------------------------------------------------------------------------------

/** Durations the booking form offers; any other whole number of days is a custom duration. */
export const BOOST_DURATION_PRESETS = [7, 14, 30] as const;
export const BOOST_MAX_DAYS = 365;
/** Positions per public search page that go to running boosts (seed §9: first or second). */
export const TOP_SLOTS_PER_PAGE = 2;
export const BOOST_PRICE_PER_DAY_CENTS_DEFAULT = 500;
export const VAT_RATE_PERCENT_DEFAULT = 19;

/**
 * unconfirmed: in the cart; scheduled: confirmed, first day still ahead; running: shown now;
 * ended: past its last day or the course has started.
 */
export const boostStates = ['unconfirmed', 'scheduled', 'running', 'ended'] as const;
export type BoostState = (typeof boostStates)[number];

/** The last day a boost of `days` days starting on `startsOn` is shown. */
export const boostLastDay = (startsOn: string, days: number) => addDaysIso(startsOn, days - 1);

/**
 * The most days a boost starting on `startsOn` may last: it is shown only until course start,
 * so its last day is the day before the seminar starts (0 when the course starts that day).
 */
export function maxBoostDays(startsOn: string, courseStart: string | null): number {
  if (!courseStart) return 0;
  return Math.max(0, Math.min(BOOST_MAX_DAYS, daysBetweenIso(startsOn, courseStart)));
}

/**
 * Whether a boost may start on `startsOn`: today at the earliest (a booking cannot reach into the
 * past), and before the course starts (it is shown only until then). The API and the booking form
 * both ask this.
 */
export function boostStartAllowed(startsOn: string, today: string, courseStart: string | null): boolean {
  return startsOn >= today && courseStart !== null && startsOn < courseStart;
}

/** VAT of one line, rounded half up to whole cents (each invoice line is rounded on its own). */
export const vatCents = (netCents: number, ratePercent: number) => Math.round((netCents * ratePercent) / 100);

export function boostState(
  booking: { confirmed: boolean; startsOn: string; endsOn: string; courseStart: string | null },
  today: string,
): BoostState {
  if (!booking.confirmed) return 'unconfirmed';
  const courseStarted = booking.courseStart !== null && booking.courseStart <= today;
  if (booking.endsOn < today || courseStarted) return 'ended';
  return booking.startsOn > today ? 'scheduled' : 'running';
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const token = { bu_auth_token: z.string().optional() };

export const boostBookBodySchema = z.object({
  ...token,
  seminarId: z.uuid({ error: 'invalid' }),
  /** A whole number; 1 to BOOST_MAX_DAYS is a booking rule (422 BOOST_DAYS_INVALID), not a malformed request. */
  days: z.number({ error: 'boostDaysInvalid' }).int({ error: 'boostDaysInvalid' }),
  /** First day shown, a real calendar day; today when omitted. From today and before course start is a booking rule (422 BOOST_START_INVALID). */
  startsOn: z.iso.date({ error: 'dateInvalid' }).optional(),
});
export type BoostBookBody = z.infer<typeof boostBookBodySchema>;

export const boostConfirmBodySchema = z.object({
  ...token,
  seminarIds: z
    .array(z.uuid({ error: 'invalid' }))
    .min(1, { error: 'required' })
    .max(200),
});
export type BoostConfirmBody = z.infer<typeof boostConfirmBodySchema>;

export const boostCancelBodySchema = z.object({ ...token, bookingId: z.uuid({ error: 'invalid' }) });

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export const boostBookingSchema = z.object({
  id: z.string(),
  seminarId: z.string(),
  title: z.string(),
  days: z.number(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** The seminar's start date: a boost is never shown from that day on. */
  courseStart: z.string().nullable(),
  pricePerDayCents: z.number(),
  amountCents: z.number(),
  confirmed: z.boolean(),
  confirmedAt: z.string().nullable(),
  state: z.enum(boostStates),
  /** Statistics gained while the boost ran (null until the marketplace counts them). */
  impressions: z.number().nullable(),
  clicks: z.number().nullable(),
});
export type BoostBooking = z.infer<typeof boostBookingSchema>;

/** A seminar that can be boosted now, with the most days a boost starting today may last. */
export const boostableSeminarSchema = z.object({
  id: z.string(),
  title: z.string(),
  startDate: z.string(),
  maxDays: z.number(),
});
export type BoostableSeminar = z.infer<typeof boostableSeminarSchema>;

export const boostInvoiceResponseSchema = z.object({
  success: z.literal(true),
  pricePerDayCents: z.number(),
  vatRatePercent: z.number(),
  today: z.string(),
  bookings: z.array(boostBookingSchema),
  unconfirmedTotalCents: z.number(),
  vatCents: z.number(),
  grossCents: z.number(),
  boostableSeminars: z.array(boostableSeminarSchema),
});
export type BoostInvoiceResponse = z.infer<typeof boostInvoiceResponseSchema>;

export const boostBookResponseSchema = z.object({ success: z.literal(true), booking: boostBookingSchema });
export type BoostBookResponse = z.infer<typeof boostBookResponseSchema>;

export const boostConfirmResponseSchema = z.object({
  success: z.literal(true),
  bookings: z.array(boostBookingSchema),
  totalCents: z.number(),
  vatCents: z.number(),
  grossCents: z.number(),
});
export type BoostConfirmResponse = z.infer<typeof boostConfirmResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Invoices (Settings → Invoices)
// ---------------------------------------------------------------------------------------------

export const invoiceKinds = ['invoice', 'cancellation'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

export const invoiceMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invalid' });

export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(invoiceKinds),
  /** The month billed, `YYYY-MM`. */
  period: z.string(),
  issuedOn: z.string(),
  netCents: z.number(),
  vatCents: z.number(),
  grossCents: z.number(),
  /** For a cancellation: the number of the invoice it cancels. */
  cancelsNumber: z.string().nullable(),
  /** For an invoice: the number of the cancellation invoice that cancelled it. */
  cancelledByNumber: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceListResponseSchema = z.object({
  success: z.literal(true),
  invoices: z.array(invoiceSummarySchema),
  total: z.number(),
});
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;

/** A line booked but not yet invoiced, priced exactly as the month-end run will bill it. */
export const upcomingInvoiceLineSchema = z.object({
  kind: z.enum(['boost', 'brochure_entry', 'expanded_text']),
  /** The seminar (null when it has since been deleted). */
  seminarTitle: z.string().nullable(),
  /** The line's text as it will stand on the invoice. */
  description: z.string(),
  /** Boosts: first and last day billed in this month; null for brochure charges. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Boost days, or 1 for a charge. */
  quantity: z.number(),
  unitPriceCents: z.number(),
  netCents: z.number(),
  vatCents: z.number(),
});
export type UpcomingInvoiceLine = z.infer<typeof upcomingInvoiceLineSchema>;

/** One month's invoice to come: what the month-end run will bill for `period`, on `invoiceOn`. */
export const upcomingInvoiceSchema = z.object({
  /** The month billed, `YYYY-MM`. */
  period: z.string(),
  /** The day the month-end run issues it (the 1st of the following month, Europe/Berlin). */
  invoiceOn: z.string(),
  lines: z.array(upcomingInvoiceLineSchema),
  netCents: z.number(),
  vatCents: z.number(),
  grossCents: z.number(),
});
export type UpcomingInvoice = z.infer<typeof upcomingInvoiceSchema>;

/** GET /settings/invoices/upcoming (admins): booked but not yet invoiced, and when it will be. */
export const upcomingInvoicesResponseSchema = z.object({
  success: z.literal(true),
  /** The day of the next month-end run (Europe/Berlin). */
  nextRunOn: z.string(),
  /** True while the provider has no issued invoice yet ("your first invoice arrives on …"). */
  firstInvoice: z.boolean(),
  vatRatePercent: z.number(),
  /** Earliest month first; empty when nothing is booked. */
  invoices: z.array(upcomingInvoiceSchema),
  netCents: z.number(),
  vatCents: z.number(),
  grossCents: z.number(),
});
export type UpcomingInvoicesResponse = z.infer<typeof upcomingInvoicesResponseSchema>;

/** GET /settings/invoices/:file: `<invoice id>.pdf` or `<invoice id>.xml`. */
/** `<invoice id>.pdf|.xml`; another ending is a bad request, an id that names no invoice 404. */
export const invoiceFileParamsSchema = z.object({
  file: z
    .string()
    .max(200)
    .regex(/^[^/]+\.(pdf|xml)$/i),
});
/** POST /dev/invoices/run (dev mailbox only): issue a month's invoices now. */
export const invoiceRunBodySchema = z.object({ month: invoiceMonthSchema });
export const invoiceRunResponseSchema = z.object({ success: z.literal(true), issued: z.array(z.string()) });
