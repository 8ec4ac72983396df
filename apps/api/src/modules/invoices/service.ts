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
 * The run is issue.ts, corrections cancel.ts, the files document.ts and cii.ts; this module
 * puts them together and mails what was issued.
 *
 * Used by the month-end job, `npm run admin -- invoices --month YYYY-MM` and the routes.
 */
import { and, desc, eq } from 'drizzle-orm';
import { todayIso, type InvoiceSummary, type Language, type UpcomingInvoicesResponse } from '@bu/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/index';
import type { MailContent } from '../mail';
import { upcomingInvoices } from './billing';
import { issueCancellation } from './cancel';
import { invoiceMail } from './invoice-mail';
import { checkMonth, issueForProvider, providersToBill, type InvoiceRow } from './issue';
import { sellerOf } from './seller';
import { servicePlugin } from '../../plugins/service';

export { nextRunOn } from './billing';
export { InvoiceRunError } from './issue';

export interface InvoiceIssuerDeps {
  db: Db;
  config: Config;
  now: () => Date;
  /** Queues a mail (the mail job). */
  sendMail: (to: string, content: MailContent) => Promise<void>;
  /** Told of each invoice issued (the provider's webhooks). */
  onIssued?: (providerId: string, invoice: InvoiceSummary) => Promise<void>;
}

function toInvoiceSummary(
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

export function createInvoiceIssuer({ db, config, now, sendMail, onIssued }: InvoiceIssuerDeps) {
  const context = { db, config, now, seller: sellerOf(config) };

  async function mailInvoice(row: InvoiceRow, language: Language) {
    for (const to of row.recipient.emails) await sendMail(to, invoiceMail(config.PUBLIC_URL, language, row));
  }

  return {
    /**
     * Issues the invoices of `month` (`YYYY-MM`) for every provider with something to bill and
     * mails them. Running it again issues nothing new. `allowOpenMonth` (dev only) bills a month
     * that has not ended yet.
     */
    async issueMonth(month: string, options: { allowOpenMonth?: boolean } = {}): Promise<{ issued: string[] }> {
      const today = todayIso(now());
      checkMonth(month, today, options.allowOpenMonth);
      const issued: string[] = [];
      for (const providerId of await providersToBill(db, month)) {
        const result = await issueForProvider(context, providerId, month, today);
        if (!result) continue;
        issued.push(result.row.number);
        await mailInvoice(result.row, result.language);
        await onIssued?.(providerId, toInvoiceSummary(result.row, new Map(), new Map()));
      }
      return { issued };
    },

    /** Issues the cancellation invoice (credit note) of an issued invoice and mails it; answers its number. */
    async cancel(invoiceNumber: string): Promise<string> {
      const result = await issueCancellation(context, invoiceNumber, todayIso(now()));
      await mailInvoice(result.row, result.language);
      const cancels = new Map(result.row.cancelsInvoiceId ? [[result.row.cancelsInvoiceId, invoiceNumber]] : []);
      await onIssued?.(result.row.providerId, toInvoiceSummary(result.row, cancels, new Map()));
      return result.row.number;
    },

    /**
     * What is booked but not yet invoiced (Settings → Invoices), month by month, priced by
     * `billableLines` — the very code the month-end run bills with — so the preview cannot differ
     * from the invoice. Months already invoiced are left out, as the run leaves them out.
     */
    async upcoming(providerId: string): Promise<UpcomingInvoicesResponse> {
      const today = todayIso(now());
      return db.transaction((tx) => upcomingInvoices(tx, providerId, today, config.VAT_RATE_PERCENT));
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

type InvoiceIssuer = ReturnType<typeof createInvoiceIssuer>;

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
      onIssued: (providerId, invoice) => app.webhooks.emit(providerId, 'invoice.issued', invoice),
    }),
  ['database', 'config', 'clock', 'mailer', 'webhooks'],
);
