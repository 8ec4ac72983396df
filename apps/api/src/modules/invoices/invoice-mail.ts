/** The invoice mail: its text in the recipient's language; the files are attached by reference and loaded by the mail worker. */
import { formatDate, formatMoney, formatPercent, type Language } from '@bu/contracts';
import type { invoices } from '../../db/schema/index';
import { dashboardSignature, renderMail, type MailContent } from '../mail';

type InvoiceRow = typeof invoices.$inferSelect;

export function invoiceMail(publicUrl: string, language: Language, row: InvoiceRow): MailContent {
  const de = language === 'de';
  const url = `${publicUrl.replace(/\/$/, '')}/settings#invoices`;
  const period = `${row.period.slice(5, 7)}/${row.period.slice(0, 4)}`;
  const money = (cents: number) => formatMoney(cents, language);
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
      [`${de ? 'USt.' : 'VAT'} ${formatPercent(row.vatRatePercent / 100, language)}`, money(row.vatCents)],
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
