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
  daysBetweenIso,
  formatCurrency,
  formatDate,
  monthBoundsIso,
  todayIso,
  vatCents,
  type InvoiceSummary,
  type Language,
} from '@bu/contracts';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import {
  boostBookings,
  brochureEditions,
  invoiceItems,
  invoiceLines,
  invoiceNumberCounters,
  invoices,
  providerInvoicing,
  providers,
  seminars,
  users,
  type InvoiceRecipient,
  type IssuedInvoiceLine,
} from '../../db/schema/index';
import { dashboardSignature, renderMail, type MailContent } from '../mail/templates';
import { renderInvoiceFiles, type InvoiceDocument, type Seller } from './document';

type InvoiceRow = typeof invoices.$inferSelect;

export interface InvoiceIssuerDeps {
  db: Db;
  config: Config;
  now: () => Date;
  /** Queues a mail (the mail job). */
  sendMail: (to: string, content: MailContent) => Promise<void>;
}

export class InvoiceRunError extends Error {}

const laterOf = (a: string, b: string) => (a > b ? a : b);
const earlierOf = (a: string, b: string) => (a < b ? a : b);

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

  /** The next number of `year`; runs inside the issuing transaction. */
  async function nextNumber(tx: Tx, year: number): Promise<{ number: string; sequence: number }> {
    const [row] = await tx
      .insert(invoiceNumberCounters)
      .values({ year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceNumberCounters.year,
        set: { lastNumber: sql`${invoiceNumberCounters.lastNumber} + 1` },
      })
      .returning();
    return { sequence: row!.lastNumber, number: `${year}-${String(row!.lastNumber).padStart(5, '0')}` };
  }

  async function recipientOf(tx: Tx, providerId: string): Promise<{ recipient: InvoiceRecipient; language: Language }> {
    const [provider] = await tx.select().from(providers).where(eq(providers.id, providerId));
    const [billing] = await tx.select().from(providerInvoicing).where(eq(providerInvoicing.providerId, providerId));
    const admins = await tx
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.providerId, providerId), eq(users.role, 'admin')))
      .orderBy(desc(users.isCreator), asc(users.createdAt));
    const separate = billing?.differentBillingAddress;
    const emails = billing?.invoiceEmails.length
      ? billing.invoiceEmails
      : [provider!.email ?? admins[0]?.email].filter((e): e is string => Boolean(e));
    return {
      language: admins[0]?.language ?? 'de',
      recipient: {
        name: (separate && billing.recipient) || provider!.name,
        department: billing?.department ?? null,
        street: (separate && billing.street) || provider!.street,
        postalCode: (separate && billing.postalCode) || provider!.postalCode,
        city: (separate && billing.city) || provider!.city,
        country: (separate && billing.country) || provider!.country,
        vatId: billing?.vatId ?? null,
        providerNumber: provider!.providerNumber,
        buyerReference: billing?.buyerReference ?? null,
        emails,
      },
    };
  }

  async function billableLines(tx: Tx, providerId: string, month: string, language: Language) {
    const de = language === 'de';
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
    const lines: (IssuedInvoiceLine & { boostBookingId?: string; publicationLineId?: string })[] = [];
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
        description: de ? `Top-Platzierung „${title}“, ${period}` : `Top placement “${title}”, ${period}`,
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
      const kind = {
        brochure_entry: de ? 'Broschüreneintrag' : 'Brochure entry',
        expanded_text: de ? 'Erweiterter Text' : 'Expanded text',
      }[line.kind];
      const quoted = de ? `„${title}“` : `“${title}”`;
      lines.push({
        description:
          title && edition ? `${kind}, ${de ? edition.labelDe : edition.labelEn}: ${quoted}` : line.description,
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

  /** The invoice mail; its files are attached by reference and loaded by the mail worker. */
  function invoiceMail(language: Language, row: InvoiceRow): MailContent {
    const de = language === 'de';
    const url = `${config.PUBLIC_URL.replace(/\/$/, '')}/settings#invoices`;
    const period = `${row.period.slice(5, 7)}/${row.period.slice(0, 4)}`;
    const money = (cents: number) => formatCurrency(cents, language);
    const cancellation = row.kind === 'cancellation';
    const subject = de
      ? `${cancellation ? 'Stornorechnung' : 'Rechnung'} ${row.number} für ${period}`
      : `${cancellation ? 'Cancellation invoice' : 'Invoice'} ${row.number} for ${period}`;
    const content = renderMail(language, subject, {
      greeting: de ? 'Guten Tag,' : 'Hello,',
      intro: de
        ? `anbei die ${cancellation ? 'Stornorechnung' : 'Rechnung'} ${row.number} als PDF (ZUGFeRD) und als XRechnung (XML). Beide findest du auch in den Einstellungen unter „Rechnungen“.`
        : `attached is ${cancellation ? 'cancellation invoice' : 'invoice'} ${row.number} as a PDF (ZUGFeRD) and as an XRechnung (XML). Both are also under Settings → Invoices.`,
      facts: [
        [de ? 'Rechnungsnummer' : 'Invoice number', row.number],
        [de ? 'Zeitraum' : 'Period', period],
        [de ? 'Rechnungsdatum' : 'Invoice date', formatDate(row.issuedOn, language)],
        [de ? 'Netto' : 'Net', money(row.netCents)],
        [de ? `USt. ${row.vatRatePercent} %` : `VAT ${row.vatRatePercent} %`, money(row.vatCents)],
        [de ? 'Brutto' : 'Gross', money(row.grossCents)],
      ],
      button: { label: de ? 'Rechnungen öffnen' : 'Open invoices', url },
      outro: de ? 'Vielen Dank für deine Buchung.' : 'Thank you for your booking.',
      signature: dashboardSignature[language],
    });
    return {
      ...content,
      attachments: [
        { source: 'invoice', id: row.id, format: 'pdf' },
        { source: 'invoice', id: row.id, format: 'xml' },
      ],
    };
  }

  async function mailInvoice(row: InvoiceRow, language: Language) {
    for (const to of row.recipient.emails) await sendMail(to, invoiceMail(language, row));
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
      const lines = await billableLines(tx, providerId, month, language);
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
