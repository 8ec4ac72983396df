/**
 * The invoice PDF and its lines (the `invoice` section of the server's texts, i18n.ts), in the
 * recipient's language. Without imports but types, so i18n.ts can carry them.
 */
import type { SameKeys } from './text-shape';

export const invoiceDe = {
  title: {
    invoice: 'Rechnung {{number}}',
    cancellation: 'Stornorechnung {{number}}',
  },
  /** The PDF's subject: "Rechnung 2026-00001 vom 01.02.2026, Seller GmbH". */
  subject: '{{title}} vom {{date}}, {{seller}}',
  keyword: 'Rechnung',
  issuedOn: 'Rechnungsdatum',
  period: 'Leistungszeitraum',
  providerNumber: 'Anbieternummer',
  buyerReference: 'Deine Referenz',
  buyerVatId: 'USt-IdNr. des Empfängers',
  cancels: 'Storniert Rechnung',
  cancelled: '{{number}} vom {{date}}',
  position: 'Pos.',
  description: 'Beschreibung',
  quantity: 'Menge',
  unitPrice: 'Einzelpreis',
  net: 'Netto',
  netTotal: 'Summe netto',
  vat: 'Umsatzsteuer {{rate}}',
  grossTotal: 'Gesamtbetrag brutto',
  payBy: 'Bitte überweise den Betrag bis {{date}} unter Angabe der Rechnungsnummer.',
  refund: 'Der Betrag wird erstattet oder mit offenen Rechnungen verrechnet.',
  vatId: 'USt-IdNr. {{vatId}}',
  legalForm: 'Rechtsform: {{legalForm}}',
  register: 'Registergericht: {{court}}, {{number}}',
  directors: 'Geschäftsführung: {{names}}',
  /** A charge's quantity (unit C62); a boost's days are `counts.days`. */
  quantityPieces: '{{count}} Stk.',
  /** The payment terms of the e-invoice XML (BT-20, always German: the XML's language). */
  paymentTerms: 'Zahlbar ohne Abzug bis {{date}}.',
  cancellationTerms: 'Stornorechnung zu Rechnung {{number}} vom {{date}}; der Betrag wird erstattet oder verrechnet.',
  /** The lines' descriptions. */
  line: {
    boost: 'Top-Platzierung „{{seminar}}“, {{period}}',
    brochure_entry: 'Broschüreneintrag, {{edition}}: „{{seminar}}“',
    expanded_text: 'Erweiterter Text, {{edition}}: „{{seminar}}“',
  },
};

export const invoiceEn: SameKeys<typeof invoiceDe> = {
  title: {
    invoice: 'Invoice {{number}}',
    cancellation: 'Cancellation invoice {{number}}',
  },
  subject: '{{title}} of {{date}}, {{seller}}',
  keyword: 'Invoice',
  issuedOn: 'Invoice date',
  period: 'Service period',
  providerNumber: 'Provider number',
  buyerReference: 'Your reference',
  buyerVatId: 'Recipient VAT ID',
  cancels: 'Cancels invoice',
  cancelled: '{{number}} of {{date}}',
  position: 'No.',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  net: 'Net',
  netTotal: 'Net total',
  vat: 'VAT {{rate}}',
  grossTotal: 'Total gross',
  payBy: 'Please transfer the amount by {{date}}, quoting the invoice number.',
  refund: 'The amount will be refunded or set off against open invoices.',
  vatId: 'VAT ID {{vatId}}',
  legalForm: 'Legal form: {{legalForm}}',
  register: 'Register court: {{court}}, {{number}}',
  directors: 'Managing directors: {{names}}',
  quantityPieces: '{{count}} pcs',
  paymentTerms: 'Payable without deduction by {{date}}.',
  cancellationTerms: 'Cancellation of invoice {{number}} of {{date}}; the amount will be refunded or set off.',
  line: {
    boost: 'Top placement “{{seminar}}”, {{period}}',
    brochure_entry: 'Brochure entry, {{edition}}: “{{seminar}}”',
    expanded_text: 'Expanded text, {{edition}}: “{{seminar}}”',
  },
};
