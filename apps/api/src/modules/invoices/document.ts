/**
 * Turns an invoice into its files:
 * - the PDF a bookkeeper reads, in the recipient's language (German or English money and dates),
 *   drawn with lib/pdf as PDF/A-3b and made ZUGFeRD/Factur-X EN 16931 by embedding the CII XML as
 *   `factur-x.xml` (AFRelationship Alternative, Factur-X XMP);
 * - the XRechnung 3.0 (CII) XML of the `.xml` download and the invoice mail.
 * Both XMLs come from cii.ts. Amounts are cents here.
 *
 * pdf-lib, fontkit and HarfBuzz load with the first invoice a process renders, not at start-up.
 */
import {
  formatDate,
  formatMoney,
  formatPercent,
  intlLocales,
  textsIn,
  type InvoiceKind,
  type Language,
} from '@bu/contracts';
import type { InvoiceRecipient, IssuedInvoiceLine } from '../../db/schema/index';
import { createPdfWriter, type TextOptions, type XmpExtension } from '../../lib/pdf/writer';
import { buildCii } from './cii';

export interface Seller {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  vatId: string;
  iban: string;
  email: string;
  phone: string;
  /** BT-41: whom the buyer reaches at the seller (a person or a department). */
  contactName: string;
  legalForm: string;
  registerCourt: string;
  registerNumber: string;
  managingDirectors: string;
}

export interface InvoiceDocument {
  number: string;
  kind: InvoiceKind;
  /** For a cancellation: the invoice it cancels and when that was issued. */
  cancels?: { number: string; issuedOn: string };
  issuedOn: string;
  dueOn: string;
  periodStart: string;
  periodEnd: string;
  seller: Seller;
  recipient: InvoiceRecipient;
  lines: IssuedInvoiceLine[];
  vatRatePercent: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** The recipient's language: the PDF's texts, money and dates. */
  language: Language;
  /** BT-20, German (the XML's language). */
  paymentTerms: string;
}

/** The title of an invoice in a language: "Rechnung 2026-00001" / "Invoice 2026-00001". */
const invoiceTitle = (kind: InvoiceKind, number: string, language: Language) =>
  textsIn(language)(`invoice.title.${kind}`, { number });

/** Draws the human-readable invoice (A4, the recipient's language) with `facturX` embedded. */
async function renderPdf(doc: InvoiceDocument, facturX: string): Promise<Uint8Array> {
  const t = textsIn(doc.language);
  const date = (iso: string) => formatDate(iso, doc.language);
  const money = (cents: number) => formatMoney(cents, doc.language);
  const title = invoiceTitle(doc.kind, doc.number, doc.language);
  const writer = await createPdfWriter({
    title,
    author: doc.seller.name,
    subject: t('invoice.subject', { title, date: date(doc.issuedOn), seller: doc.seller.name }),
    language: intlLocales[doc.language],
    keywords: [t('invoice.keyword'), 'Factur-X', 'ZUGFeRD'],
    createdAt: new Date(`${doc.issuedOn}T12:00:00Z`),
  });
  const TOP = 790;
  const BOTTOM = 110; // room for the footer with the seller's legal details
  const pages = [writer.addPage()];
  let page = pages[0]!;
  let y = TOP;
  const text = (value: string, x: number, options: TextOptions = {}) => page.text(value, x, y, options);
  const newline = (gap = 14) => {
    y -= gap;
    if (y < BOTTOM) {
      page = writer.addPage();
      pages.push(page);
      y = TOP;
    }
  };
  const bold = { font: 'bold' } as const;
  const s = doc.seller;

  text(`${s.name} · ${s.street} · ${s.postalCode} ${s.city}`, 50, { size: 8 });
  newline(24);
  const r = doc.recipient;
  for (const line of [
    r.name,
    r.department,
    r.street,
    `${r.postalCode} ${r.city}`,
    r.country === 'DE' ? null : r.country,
  ]) {
    if (!line) continue;
    text(line, 50);
    newline();
  }
  newline(20);
  text(title, 50, { font: 'bold', size: 16 });
  newline(22);
  const facts: [string, string | null][] = [
    [t('invoice.issuedOn'), date(doc.issuedOn)],
    [t('invoice.period'), `${date(doc.periodStart)} – ${date(doc.periodEnd)}`],
    [t('invoice.providerNumber'), String(r.providerNumber)],
    [t('invoice.buyerReference'), r.buyerReference || null],
    [t('invoice.buyerVatId'), r.vatId],
    [
      t('invoice.cancels'),
      doc.cancels ? t('invoice.cancelled', { number: doc.cancels.number, date: date(doc.cancels.issuedOn) }) : null,
    ],
  ];
  for (const [label, value] of facts) {
    if (!value) continue;
    text(label, 50);
    text(value, 200);
    newline();
  }
  newline(10);
  const tableHeader = () => {
    text(t('invoice.position'), 50, bold);
    text(t('invoice.description'), 80, bold);
    text(t('invoice.quantity'), 375, { ...bold, align: 'right' });
    text(t('invoice.unitPrice'), 455, { ...bold, align: 'right' });
    text(t('invoice.net'), 545, { ...bold, align: 'right' });
    newline(16);
  };
  tableHeader();
  doc.lines.forEach((line, index) => {
    const parts = writer.wrap(line.description, 235);
    // A line is never split across pages; the next page repeats the table's header.
    if (y - 12 * (parts.length - 1) < BOTTOM) {
      page = writer.addPage();
      pages.push(page);
      y = TOP;
      tableHeader();
    }
    text(String(index + 1), 50);
    text(t(line.unit === 'DAY' ? 'counts.days' : 'invoice.quantityPieces', { count: line.quantity }), 375, {
      align: 'right',
    });
    text(money(line.unitPriceCents), 455, { align: 'right' });
    text(money(line.netCents), 545, { align: 'right' });
    // The description wraps in its column, never cut: it names the seminar and the period.
    parts.forEach((part, i) => {
      if (i > 0) y -= 12;
      text(part, 80);
    });
    newline(16);
  });
  newline(8);
  const totals: [string, number, boolean][] = [
    [t('invoice.netTotal'), doc.netCents, false],
    [t('invoice.vat', { rate: formatPercent(doc.vatRatePercent / 100, doc.language) }), doc.vatCents, false],
    [t('invoice.grossTotal'), doc.grossCents, true],
  ];
  for (const [label, cents, strong] of totals) {
    const font = strong ? 'bold' : 'regular';
    text(label, 360, { font });
    text(money(cents), 545, { align: 'right', font });
    newline();
  }
  newline(16);
  const closing = doc.kind === 'invoice' ? t('invoice.payBy', { date: date(doc.dueOn) }) : t('invoice.refund');
  for (const part of writer.wrap(closing, 495)) {
    text(part, 50);
    newline();
  }

  // Every page ends with the seller's details German commercial law requires on business letters.
  const footer = [
    `${s.name} · ${s.street} · ${s.postalCode} ${s.city} · ${s.email} · ${s.phone}`,
    [
      s.legalForm && t('invoice.legalForm', { legalForm: s.legalForm }),
      s.registerCourt &&
        s.registerNumber &&
        t('invoice.register', { court: s.registerCourt, number: s.registerNumber }),
      s.managingDirectors && t('invoice.directors', { names: s.managingDirectors }),
      t('invoice.vatId', { vatId: s.vatId }),
    ]
      .filter(Boolean)
      .join(' · '),
    `IBAN ${s.iban}`,
  ].flatMap((line) => writer.wrap(line, 495, { size: 7.5 }));
  for (const footerPage of pages) {
    footer.forEach((line, i) => footerPage.text(line, 50, 70 - i * 11, { size: 7.5, color: [0.35, 0.35, 0.4] }));
    footerPage.raw.drawLine({ start: { x: 50, y: 84 }, end: { x: 545, y: 84 }, thickness: 0.5 });
  }

  return writer.save({
    attachments: [
      {
        filename: 'factur-x.xml',
        bytes: new TextEncoder().encode(facturX),
        mimeType: 'text/xml',
        description: 'Factur-X (EN 16931)',
        relationship: 'Alternative',
      },
    ],
    extensions: [FACTUR_X_XMP],
  });
}

/** The Factur-X 1.0 XMP extension schema with the values of an EN 16931 invoice. */
const FACTUR_X_XMP: XmpExtension = {
  schema: 'Factur-X PDFA Extension Schema',
  namespaceUri: 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
  prefix: 'fx',
  properties: [
    { name: 'DocumentFileName', description: 'The name of the embedded XML document', value: 'factur-x.xml' },
    {
      name: 'DocumentType',
      description: 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER',
      value: 'INVOICE',
    },
    {
      name: 'Version',
      description: 'The actual version of the standard applying to the embedded XML document',
      value: '1.0',
    },
    {
      name: 'ConformanceLevel',
      description: 'The conformance level of the embedded XML document',
      value: 'EN 16931',
    },
  ],
};

/**
 * All files of an invoice: the Factur-X PDF (EN 16931 XML embedded) and the XRechnung XML.
 * `facturX` is returned too, for the tests and anyone who needs the embedded XML on its own.
 */
export async function renderInvoiceFiles(doc: InvoiceDocument): Promise<{ pdf: Buffer; xml: string; facturX: string }> {
  const facturX = buildCii(doc, 'en16931');
  const pdf = await renderPdf(doc, facturX);
  return { pdf: Buffer.from(pdf), xml: buildCii(doc, 'xrechnung'), facturX };
}
