/**
 * Turns an invoice into its files: a readable PDF (pdf-lib) that @e-invoice-eu/core turns into
 * ZUGFeRD/Factur-X EN 16931 (PDF/A-3 with the CII XML embedded), and an XRechnung (CII) XML.
 * The library validates the invoice data against its EN 16931 schema and throws on a violation.
 * Amounts are cents here and two-decimal strings in the e-invoice.
 *
 * The library adds the PDF/A-3 parts (XMP metadata, output intent, the XML attachment) but takes
 * the visual PDF as it is, and PDF/A requires every font to be embedded: so the PDF is drawn in
 * Noto Sans (TrueType, SIL Open Font License, from the npm package), embedded as a subset through
 * fontkit, never in the 14 standard fonts a reader has to substitute.
 *
 * The three libraries load with the first invoice a process renders, not at start-up: together
 * they take ~0.7 s to import, a third of a warm start (bench/RESULTS.md).
 */
import type { Invoice } from '@e-invoice-eu/core';
import type { InvoiceKind } from '@bu/contracts';
import type { InvoiceRecipient, IssuedInvoiceLine } from '../../db/schema/index';
import { createPdfWriter, type TextOptions, type XmpExtension } from '../../lib/pdf/writer';

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
}

const amount = (cents: number) => (cents / 100).toFixed(2);
const eur = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');
const germanDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The invoice in the library's internal (UBL-shaped) format. */
export function toEInvoice(doc: InvoiceDocument): Invoice {
  const tax = {
    'cbc:ID': 'S',
    'cbc:Percent': String(doc.vatRatePercent),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  } as const;
  const buyerName = doc.recipient.name;
  const invoice = {
    'ubl:Invoice': {
      'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
      'cbc:ID': doc.number,
      'cbc:IssueDate': doc.issuedOn,
      'cbc:DueDate': doc.dueOn,
      // 380 commercial invoice; 381 credit note for a cancellation (Stornorechnung).
      'cbc:InvoiceTypeCode': doc.kind === 'invoice' ? '380' : '381',
      'cbc:DocumentCurrencyCode': 'EUR',
      'cbc:BuyerReference': String(doc.recipient.providerNumber),
      'cac:InvoicePeriod': { 'cbc:StartDate': doc.periodStart, 'cbc:EndDate': doc.periodEnd },
      ...(doc.cancels && {
        'cac:BillingReference': [
          { 'cac:InvoiceDocumentReference': { 'cbc:ID': doc.cancels.number, 'cbc:IssueDate': doc.cancels.issuedOn } },
        ],
      }),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': doc.seller.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PartyName': { 'cbc:Name': doc.seller.name },
          'cac:PostalAddress': {
            'cbc:StreetName': doc.seller.street,
            'cbc:CityName': doc.seller.city,
            'cbc:PostalZone': doc.seller.postalCode,
            'cac:Country': { 'cbc:IdentificationCode': doc.seller.country },
          },
          'cac:PartyTaxScheme': [{ 'cbc:CompanyID': doc.seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': doc.seller.name },
          'cac:Contact': {
            'cbc:Name': doc.seller.name,
            'cbc:Telephone': doc.seller.phone,
            'cbc:ElectronicMail': doc.seller.email,
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          ...(doc.recipient.emails[0] && {
            'cbc:EndpointID': doc.recipient.emails[0],
            'cbc:EndpointID@schemeID': 'EM',
          }),
          'cac:PartyName': { 'cbc:Name': buyerName },
          'cac:PostalAddress': {
            'cbc:StreetName': doc.recipient.street,
            'cbc:CityName': doc.recipient.city,
            'cbc:PostalZone': doc.recipient.postalCode,
            'cac:Country': { 'cbc:IdentificationCode': doc.recipient.country },
          },
          ...(doc.recipient.vatId && {
            'cac:PartyTaxScheme': { 'cbc:CompanyID': doc.recipient.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
          }),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyerName },
        },
      },
      'cac:PaymentMeans': [
        {
          'cbc:PaymentMeansCode': '58',
          'cbc:PaymentID': doc.number,
          'cac:PayeeFinancialAccount': { 'cbc:ID': doc.seller.iban, 'cbc:Name': doc.seller.name },
        },
      ],
      'cac:PaymentTerms': {
        'cbc:Note':
          doc.kind === 'invoice'
            ? `Zahlbar ohne Abzug bis ${germanDate(doc.dueOn)}.`
            : `Stornorechnung zu Rechnung ${doc.cancels?.number ?? ''}; der Betrag wird erstattet oder verrechnet.`,
      },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(doc.vatCents),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': amount(doc.netCents),
              'cbc:TaxableAmount@currencyID': 'EUR',
              'cbc:TaxAmount': amount(doc.vatCents),
              'cbc:TaxAmount@currencyID': 'EUR',
              'cac:TaxCategory': tax,
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(doc.netCents),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': amount(doc.netCents),
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': amount(doc.grossCents),
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        'cbc:PayableAmount': amount(doc.grossCents),
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': doc.lines.map((line, index) => ({
        'cbc:ID': String(index + 1),
        'cbc:InvoicedQuantity': String(line.quantity),
        'cbc:InvoicedQuantity@unitCode': line.unit,
        'cbc:LineExtensionAmount': amount(line.netCents),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cac:Item': { 'cbc:Name': line.description, 'cac:ClassifiedTaxCategory': tax },
        'cac:Price': { 'cbc:PriceAmount': amount(line.unitPriceCents), 'cbc:PriceAmount@currencyID': 'EUR' },
      })),
    },
  };
  return invoice as unknown as Invoice;
}

/** Draws the human-readable invoice (German, A4) in the embedded Noto Sans. */
export async function renderPdf(doc: InvoiceDocument, xml: string): Promise<Uint8Array> {
  const title = doc.kind === 'invoice' ? `Rechnung ${doc.number}` : `Stornorechnung ${doc.number}`;
  const writer = await createPdfWriter({
    title,
    author: doc.seller.name,
    subject: `${title} vom ${germanDate(doc.issuedOn)}, ${doc.seller.name}`,
    language: 'de-DE',
    keywords: ['Rechnung', 'Factur-X', 'ZUGFeRD'],
    createdAt: new Date(`${doc.issuedOn}T12:00:00Z`),
  });
  let page = writer.addPage();
  let y = 790;
  const text = (value: string, x: number, options: TextOptions = {}) => page.text(value, x, y, options);
  const newline = (gap = 14) => {
    y -= gap;
    if (y < 70) {
      page = writer.addPage();
      y = 790;
    }
  };
  const bold = { font: 'bold' } as const;

  text(`${doc.seller.name} · ${doc.seller.street} · ${doc.seller.postalCode} ${doc.seller.city}`, 50, { size: 8 });
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
  const facts: [string, string][] = [
    ['Rechnungsdatum', germanDate(doc.issuedOn)],
    ['Leistungszeitraum', `${germanDate(doc.periodStart)} – ${germanDate(doc.periodEnd)}`],
    ['Anbieternummer', String(r.providerNumber)],
    ...(r.vatId ? ([['USt-IdNr. des Empfängers', r.vatId]] as [string, string][]) : []),
    ...(doc.cancels
      ? ([['Storniert Rechnung', `${doc.cancels.number} vom ${germanDate(doc.cancels.issuedOn)}`]] as [
          string,
          string,
        ][])
      : []),
  ];
  for (const [label, value] of facts) {
    text(label, 50);
    text(value, 200);
    newline();
  }
  newline(10);
  text('Pos.', 50, bold);
  text('Beschreibung', 80, bold);
  text('Menge', 360, { ...bold, align: 'right' });
  text('Einzelpreis', 440, { ...bold, align: 'right' });
  text('Netto', 545, { ...bold, align: 'right' });
  newline(16);
  doc.lines.forEach((line, index) => {
    text(String(index + 1), 50);
    text(`${line.quantity} ${line.unit === 'DAY' ? 'Tage' : 'Stk.'}`, 360, { align: 'right' });
    text(eur(line.unitPriceCents), 440, { align: 'right' });
    text(eur(line.netCents), 545, { align: 'right' });
    // The description wraps in its column, never cut: it names the seminar and the period.
    for (const [i, part] of writer.wrap(line.description, 220).entries()) {
      if (i > 0) newline(12);
      text(part, 80);
    }
    newline();
  });
  newline(10);
  const totals: [string, number][] = [
    ['Summe netto', doc.netCents],
    [`Umsatzsteuer ${doc.vatRatePercent} %`, doc.vatCents],
    ['Gesamtbetrag brutto', doc.grossCents],
  ];
  for (const [label, cents] of totals) {
    const font = label.startsWith('Gesamt') ? 'bold' : 'regular';
    text(label, 360, { font });
    text(eur(cents), 545, { align: 'right', font });
    newline();
  }
  newline(16);
  text(
    doc.kind === 'invoice'
      ? `Bitte überweise den Betrag bis ${germanDate(doc.dueOn)} unter Angabe der Rechnungsnummer.`
      : 'Der Betrag wird erstattet oder mit offenen Rechnungen verrechnet.',
    50,
  );
  newline();
  text(`IBAN ${doc.seller.iban} · USt-IdNr. ${doc.seller.vatId} · ${doc.seller.email} · ${doc.seller.phone}`, 50, {
    size: 8,
  });
  return writer.save({
    attachments: [
      {
        filename: 'factur-x.xml',
        bytes: new TextEncoder().encode(xml),
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
    { name: 'DocumentFileName', description: 'name of the embedded XML invoice file', value: 'factur-x.xml' },
    { name: 'DocumentType', description: 'INVOICE', value: 'INVOICE' },
    { name: 'Version', description: 'The actual version of the Factur-X XML schema', value: '1.0' },
    { name: 'ConformanceLevel', description: 'The conformance level of the embedded Factur-X data', value: 'EN 16931' },
  ],
};

const silent = { log: () => undefined, warn: () => undefined, error: () => undefined };

/** Both e-invoice files: the Factur-X EN 16931 PDF and the XRechnung CII XML. */
export async function renderInvoiceFiles(doc: InvoiceDocument): Promise<{ pdf: Buffer; xml: string }> {
  const { InvoiceService } = await import('@e-invoice-eu/core');
  const service = new InvoiceService(silent);
  const data = toEInvoice(doc);
  const facturX = String(await service.generate(data, { format: 'CII', lang: 'de-de' }));
  const pdf = await renderPdf(doc, facturX);
  const xml = await service.generate(data, { format: 'XRECHNUNG-CII', lang: 'de-de' });
  return { pdf: Buffer.from(pdf), xml: String(xml) };
}
