/**
 * The month-end run: which providers have something to bill for a month, and the issuing of one
 * provider's invoice inside one transaction — number, lines, files and the billed items together,
 * or none of them.
 */
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { TIME_ZONE, addDaysIso, formatDate, monthBoundsIso, textsIn, type Language } from '@bu/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { boostBookings, invoiceItems, invoiceLines, invoices, providers } from '../../db/schema/index';
import { billableLines } from './billing';
import { renderInvoiceFiles, type Seller } from './document';
import { nextNumber, recipientOf } from './recipient';

export type InvoiceRow = typeof invoices.$inferSelect;

/** A run that cannot go ahead (bad month, month not over, nothing to cancel); the message says why. */
export class InvoiceRunError extends Error {}

export interface IssueContext {
  db: Db;
  config: Config;
  seller: Seller;
  now: () => Date;
}

/** `YYYY-MM`, a month that has ended by `today` unless `allowOpenMonth` (dev only). */
export function checkMonth(month: string, today: string, allowOpenMonth = false) {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new InvoiceRunError(`invalid month ${month} (YYYY-MM)`);
  if (!allowOpenMonth && monthBoundsIso(month).last >= today) {
    throw new InvoiceRunError(`month ${month} has not ended yet`);
  }
}

/** Providers with a confirmed boost in `month` or a publication charge recorded in it, not yet invoiced. */
export async function providersToBill(db: Db, month: string): Promise<string[]> {
  const { first, last } = monthBoundsIso(month);
  const fromBoosts = await db
    .selectDistinct({ providerId: boostBookings.providerId })
    .from(boostBookings)
    .where(
      and(eq(boostBookings.status, 'confirmed'), lte(boostBookings.startsOn, last), gte(boostBookings.endsOn, first)),
    );
  const fromCharges = await db
    .selectDistinct({ providerId: invoiceLines.providerId })
    .from(invoiceLines)
    .where(
      and(
        isNull(invoiceLines.invoicedAt),
        sql`(${invoiceLines.createdAt} at time zone ${TIME_ZONE})::date between ${first}::date and ${last}::date`,
      ),
    );
  return [...new Set([...fromBoosts, ...fromCharges].map((r) => r.providerId))].sort();
}

/** Issues the month's invoice of one provider, or nothing (already issued, nothing to bill). */
export async function issueForProvider(
  { db, config, seller, now }: IssueContext,
  providerId: string,
  month: string,
  today: string,
): Promise<{ row: InvoiceRow; language: Language } | null> {
  const vatRate = config.VAT_RATE_PERCENT;
  return db.transaction(async (tx) => {
    // Serialises concurrent runs for the same provider before the "already issued?" check.
    await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('update');
    const [existing] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.providerId, providerId), eq(invoices.period, month), eq(invoices.kind, 'invoice')));
    if (existing) return null;
    const { recipient, language } = await recipientOf(tx, providerId);
    const lines = await billableLines(tx, providerId, month, language, vatRate);
    if (!lines.length) return null;
    const netCents = lines.reduce((sum, l) => sum + l.netCents, 0);
    const vatCents = lines.reduce((sum, l) => sum + l.vatCents, 0);
    const year = Number(today.slice(0, 4));
    const { number, sequence } = await nextNumber(tx, year);
    const { first, last } = monthBoundsIso(month);
    const issued = lines.map(({ boostBookingId: _b, publicationLineId: _p, ...line }) => line);
    const dueOn = addDaysIso(today, config.INVOICE_PAYMENT_DAYS);
    const amounts = { vatRatePercent: vatRate, netCents, vatCents, grossCents: netCents + vatCents };
    const files = await renderInvoiceFiles({
      number,
      kind: 'invoice',
      issuedOn: today,
      dueOn,
      periodStart: first,
      periodEnd: last,
      seller,
      recipient,
      lines: issued,
      ...amounts,
      language,
      paymentTerms: textsIn('de')('invoice.paymentTerms', { date: formatDate(dueOn, 'de') }),
    });
    const [row] = await tx
      .insert(invoices)
      .values({
        providerId,
        number,
        year,
        sequence,
        kind: 'invoice',
        period: month,
        issuedOn: today,
        recipient,
        lines: issued,
        ...amounts,
        pdf: files.pdf,
        xml: files.xml,
      })
      .returning();
    await tx.insert(invoiceItems).values(
      lines.map((l) => ({
        invoiceId: row!.id,
        boostBookingId: l.boostBookingId ?? null,
        period: l.boostBookingId ? month : null,
        publicationLineId: l.publicationLineId ?? null,
      })),
    );
    const publicationIds = lines.flatMap((l) => (l.publicationLineId ? [l.publicationLineId] : []));
    if (publicationIds.length) {
      await tx.update(invoiceLines).set({ invoicedAt: now() }).where(inArray(invoiceLines.id, publicationIds));
    }
    return { row: row!, language };
  });
}
