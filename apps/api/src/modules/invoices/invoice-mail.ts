/** The invoice mail: its text in the recipient's language; the files are attached by reference and loaded by the mail worker. */
import { formatDate, formatMoney, formatPercent, textsIn, type Language } from '@bu/contracts';
import type { invoices } from '../../db/schema/index';
import { renderMail, type MailContent } from '../mail';

type InvoiceRow = typeof invoices.$inferSelect;

export function invoiceMail(publicUrl: string, language: Language, row: InvoiceRow): MailContent {
  const t = textsIn(language);
  const url = `${publicUrl.replace(/\/$/, '')}/settings#invoices`;
  const period = `${row.period.slice(5, 7)}/${row.period.slice(0, 4)}`;
  const money = (cents: number) => formatMoney(cents, language);
  const values = { number: row.number, period };
  const content = renderMail(language, t(`mail.${row.kind}.subject`, values), {
    greeting: t('mail.invoice.greeting'),
    intro: t(`mail.${row.kind}.intro`, values),
    facts: [
      [t('mail.invoice.number'), row.number],
      [t('mail.invoice.period'), period],
      [t('mail.invoice.issuedOn'), formatDate(row.issuedOn, language)],
      [t('mail.invoice.net'), money(row.netCents)],
      [t('mail.invoice.vat', { rate: formatPercent(row.vatRatePercent / 100, language) }), money(row.vatCents)],
      [t('mail.invoice.gross'), money(row.grossCents)],
    ],
    button: { label: t('mail.invoice.button'), url },
    outro: t('mail.invoice.outro'),
    signature: t('mail.signature'),
  });
  return {
    ...content,
    attachments: [
      { source: 'invoice', id: row.id, format: 'pdf' },
      { source: 'invoice', id: row.id, format: 'xml' },
    ],
  };
}
