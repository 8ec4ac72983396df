/**
 * Invoices (DESIGN §8a): at month end one invoice per provider for the month's boost days and
 * the brochure/expanded-text charges recorded when its seminars were published that month.
 *
 * - Numbers `YYYY-NNNNN` are consecutive per year of issue: drawn from `invoice_number_counters`
 *   inside the issuing transaction (the row lock orders concurrent runs; a rolled-back run
 *   gives its number back), so there are no gaps.
 * - Idempotent: a provider's month is issued once (unique index plus a provider row lock);
 *   every billed boost month and publication charge is recorded in `invoice_items`.
 * - VAT is rounded per line in cents; totals are sums of the lines.
 * - Issued invoices never change (a database trigger refuses updates); a correction is a
 *   cancellation invoice (credit note) referring to the original.
 *
 * Used by the month-end job, `npm run admin -- invoices --month YYYY-MM` and the routes.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  TIME_ZONE,
  addDaysIso,
  formatDate,
  monthBoundsIso,
  todayIso,
  type InvoiceSummary,
  type Language,
  type UpcomingInvoicesResponse,
} from '@bu/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { boostBookings, invoiceItems, invoiceLines, invoices, providers, users } from '../../db/schema/index';
import type { MailContent } from '../mail';
import { billableLines, upcomingInvoices } from './billing';
import { renderInvoiceFiles, type InvoiceDocument, type Seller } from './document';
import { invoiceMail } from './invoice-mail';
import { nextNumber, recipientOf } from './recipient';
import { servicePlugin } from '../../plugins/service';

export { nextRunOn } from './billing';

type InvoiceRow = typeof invoices.$inferSelect;

export interface InvoiceIssuerDeps {
  db: Db;
  config: Config;
  now: () => Date;
  /** Queues a mail (the mail job). */
  sendMail: (to: string, content: MailContent) => Promise<void>;
}

export class InvoiceRunError extends Error {}

export function toInvoiceSummary(
  row: InvoiceRow,
  numbers: Map<string, string>,
  cancelledBy: Map<string, string>,
): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    period: row.period,
    issuedOn: row.issuedOn,
    netCents: row.netCents,
    vatCents: row.vatCents,
    grossCents: row.grossCents,
    cancelsNumber: row.cancelsInvoiceId ? (numbers.get(row.cancelsInvoiceId) ?? null) : null,
    cancelledByNumber: cancelledBy.get(row.id) ?? null,
  };
}

export function createInvoiceIssuer({ db, config, now, sendMail }: InvoiceIssuerDeps) {
  const seller: Seller = {
    name: config.INVOICE_SELLER_NAME,
    street: config.INVOICE_SELLER_STREET,
    postalCode: config.INVOICE_SELLER_POSTAL_CODE,
    city: config.INVOICE_SELLER_CITY,
    country: config.INVOICE_SELLER_COUNTRY,
    vatId: config.INVOICE_SELLER_VAT_ID,
    iban: config.INVOICE_SELLER_IBAN,
    email: config.INVOICE_SELLER_EMAIL,
    phone: config.INVOICE_SELLER_PHONE,
    contactName: config.INVOICE_SELLER_CONTACT,
    legalForm: config.INVOICE_SELLER_LEGAL_FORM,
    registerCourt: config.INVOICE_SELLER_REGISTER_COURT,
    registerNumber: config.INVOICE_SELLER_REGISTER_NUMBER,
    managingDirectors: config.INVOICE_SELLER_MANAGING_DIRECTORS,
  };
  const vatRate = config.VAT_RATE_PERCENT;

  async function mailInvoice(row: InvoiceRow, language: Language) {
    for (const to of row.recipient.emails) await sendMail(to, invoiceMail(config.PUBLIC_URL, language, row));
  }

  /** Issues the month's invoice of one provider, or nothing (already issued, nothing to bill). */
  async function issueForProvider(
    providerId: string,
    month: string,
    today: string,
  ): Promise<{ row: InvoiceRow; language: Language } | null> {
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
      const vat = lines.reduce((sum, l) => sum + l.vatCents, 0);
      const { number, sequence } = await nextNumber(tx, Number(today.slice(0, 4)));
      const { first, last } = monthBoundsIso(month);
      const issued = lines.map(({ boostBookingId: _b, publicationLineId: _p, ...line }) => line);
      const dueOn = addDaysIso(today, config.INVOICE_PAYMENT_DAYS);
      const doc: InvoiceDocument = {
        number,
        kind: 'invoice',
        issuedOn: today,
        dueOn,
        periodStart: first,
        periodEnd: last,
        seller,
        recipient,
        lines: issued,
        vatRatePercent: vatRate,
        netCents,
        vatCents: vat,
        grossCents: netCents + vat,
        language,
        paymentTerms: `Zahlbar ohne Abzug bis ${formatDate(dueOn, 'de')}.`,
      };
      const files = await renderInvoiceFiles(doc);
      const [row] = await tx
        .insert(invoices)
        .values({
          providerId,
          number,
          year: Number(today.slice(0, 4)),
          sequence,
          kind: 'invoice',
          period: month,
          issuedOn: today,
          recipient,
          lines: issued,
          vatRatePercent: vatRate,
          netCents,
          vatCents: vat,
          grossCents: netCents + vat,
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

  return {
    seller,

    /**
     * Issues the invoices of `month` (`YYYY-MM`) for every provider with something to bill and
     * mails them. Running it again issues nothing new. `allowOpenMonth` (dev only) bills a month
     * that has not ended yet.
     */
    async issueMonth(month: string, options: { allowOpenMonth?: boolean } = {}): Promise<{ issued: string[] }> {
      const today = todayIso(now());
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new InvoiceRunError(`invalid month ${month} (YYYY-MM)`);
      if (!options.allowOpenMonth && monthBoundsIso(month).last >= today) {
        throw new InvoiceRunError(`month ${month} has not ended yet`);
      }
      const { first, last } = monthBoundsIso(month);
      const fromBoosts = await db
        .selectDistinct({ providerId: boostBookings.providerId })
        .from(boostBookings)
        .where(
          and(
            eq(boostBookings.status, 'confirmed'),
            lte(boostBookings.startsOn, last),
            gte(boostBookings.endsOn, first),
          ),
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
      const providerIds = [...new Set([...fromBoosts, ...fromCharges].map((r) => r.providerId))].sort();
      const issued: string[] = [];
      for (const providerId of providerIds) {
        const result = await issueForProvider(providerId, month, today);
        if (!result) continue;
        issued.push(result.row.number);
        await mailInvoice(result.row, result.language);
      }
      return { issued };
    },

    /** Issues the cancellation invoice (credit note) of an issued invoice; answers its number. */
    async cancel(invoiceNumber: string): Promise<string> {
      const today = todayIso(now());
      const result = await db.transaction(async (tx) => {
        const [original] = await tx.select().from(invoices).where(eq(invoices.number, invoiceNumber)).for('update');
        if (!original || original.kind !== 'invoice') throw new InvoiceRunError(`no invoice ${invoiceNumber}`);
        const [already] = await tx
          .select({ number: invoices.number })
          .from(invoices)
          .where(eq(invoices.cancelsInvoiceId, original.id));
        if (already) throw new InvoiceRunError(`invoice ${invoiceNumber} is already cancelled by ${already.number}`);
        const { number, sequence } = await nextNumber(tx, Number(today.slice(0, 4)));
        const { first, last } = monthBoundsIso(original.period);
        const [admin] = await tx
          .select({ language: users.language })
          .from(users)
          .where(and(eq(users.providerId, original.providerId), eq(users.role, 'admin')))
          .orderBy(desc(users.isCreator), asc(users.createdAt))
          .limit(1);
        const language: Language = admin?.language ?? 'de';
        const files = await renderInvoiceFiles({
          number,
          kind: 'cancellation',
          cancels: { number: original.number, issuedOn: original.issuedOn },
          issuedOn: today,
          dueOn: today,
          periodStart: first,
          periodEnd: last,
          seller,
          recipient: original.recipient,
          lines: original.lines,
          vatRatePercent: original.vatRatePercent,
          netCents: original.netCents,
          vatCents: original.vatCents,
          grossCents: original.grossCents,
          language,
          paymentTerms: `Stornorechnung zu Rechnung ${original.number} vom ${formatDate(original.issuedOn, 'de')}; der Betrag wird erstattet oder verrechnet.`,
        });
        const [row] = await tx
          .insert(invoices)
          .values({
            ...original,
            id: undefined,
            createdAt: undefined,
            number,
            year: Number(today.slice(0, 4)),
            sequence,
            kind: 'cancellation',
            issuedOn: today,
            cancelsInvoiceId: original.id,
            pdf: files.pdf,
            xml: files.xml,
          })
          .returning();
        return { row: row!, language };
      });
      await mailInvoice(result.row, result.language);
      return result.row.number;
    },

    /**
     * What is booked but not yet invoiced, month by month, priced by `billableLines` — the very
     * code the month-end run bills with — so the preview cannot differ from the invoice. Months
     * already invoiced are left out, as the run leaves them out.
     */
    /** What is booked but not yet invoiced (Settings → Invoices), as the run would bill it. */
    async upcoming(providerId: string): Promise<UpcomingInvoicesResponse> {
      const today = todayIso(now());
      return db.transaction((tx) => upcomingInvoices(tx, providerId, today, vatRate));
    },

    /** The provider's invoices, newest first. */
    async list(providerId: string): Promise<InvoiceSummary[]> {
      const rows = await db
        .select()
        .from(invoices)
        .where(eq(invoices.providerId, providerId))
        .orderBy(desc(invoices.issuedOn), desc(invoices.year), desc(invoices.sequence));
      const numbers = new Map(rows.map((r) => [r.id, r.number]));
      const cancelledBy = new Map(rows.filter((r) => r.cancelsInvoiceId).map((r) => [r.cancelsInvoiceId!, r.number]));
      return rows.map((r) => toInvoiceSummary(r, numbers, cancelledBy));
    },

    /**
     * One invoice file; null when there is none. With `providerId` only that provider's (the
     * route answers 404 for another's); without it for the mail worker attaching the file.
     */
    async file(providerId: string | null, id: string, format: 'pdf' | 'xml') {
      const [row] = await db
        .select({ number: invoices.number, pdf: invoices.pdf, xml: invoices.xml })
        .from(invoices)
        .where(and(eq(invoices.id, id), providerId === null ? undefined : eq(invoices.providerId, providerId)));
      if (!row) return null;
      return format === 'pdf'
        ? { filename: `Rechnung-${row.number}.pdf`, contentType: 'application/pdf', body: row.pdf }
        : { filename: `XRechnung-${row.number}.xml`, contentType: 'application/xml; charset=utf-8', body: row.xml };
    },
  };
}

export type InvoiceIssuer = ReturnType<typeof createInvoiceIssuer>;

/** The app's one issuer (ADR 027); the command line builds its own with the system clock. */
declare module 'fastify' {
  interface FastifyInstance {
    invoiceIssuer: InvoiceIssuer;
  }
}

export default servicePlugin(
  'invoiceIssuer',
  (app) =>
    createInvoiceIssuer({
      db: app.db,
      config: app.config,
      now: () => app.now(),
      sendMail: (to, content) => app.mailer.send(to, content),
    }),
  ['database', 'clock', 'mailer'],
);
