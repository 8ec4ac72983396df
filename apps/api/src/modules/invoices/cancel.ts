/**
 * A correction of an issued invoice: the cancellation invoice (credit note, BT-3 381) that refers
 * to it, with its own number and the original's lines and amounts. An invoice is cancelled once.
 */
import { eq } from 'drizzle-orm';
import { formatDate, monthBoundsIso, textsIn, type Language } from '@bu/contracts';
import { invoices } from '../../db/schema/index';
import { renderInvoiceFiles } from './document';
import { InvoiceRunError, type InvoiceRow, type IssueContext } from './issue';
import { adminsOf, nextNumber } from './recipient';

export async function issueCancellation(
  { db, seller }: Pick<IssueContext, 'db' | 'seller'>,
  invoiceNumber: string,
  today: string,
): Promise<{ row: InvoiceRow; language: Language }> {
  return db.transaction(async (tx) => {
    const [original] = await tx.select().from(invoices).where(eq(invoices.number, invoiceNumber)).for('update');
    if (!original || original.kind !== 'invoice') throw new InvoiceRunError(`no invoice ${invoiceNumber}`);
    const [already] = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.cancelsInvoiceId, original.id));
    if (already) throw new InvoiceRunError(`invoice ${invoiceNumber} is already cancelled by ${already.number}`);
    const year = Number(today.slice(0, 4));
    const { number, sequence } = await nextNumber(tx, year);
    const { first, last } = monthBoundsIso(original.period);
    const [admin] = await adminsOf(tx, original.providerId).limit(1);
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
      paymentTerms: textsIn('de')('invoice.cancellationTerms', {
        number: original.number,
        date: formatDate(original.issuedOn, 'de'),
      }),
    });
    const [row] = await tx
      .insert(invoices)
      .values({
        ...original,
        id: undefined,
        createdAt: undefined,
        number,
        year,
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
}
