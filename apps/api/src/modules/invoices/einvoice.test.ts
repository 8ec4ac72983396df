/**
 * The issued invoices as a recipient's software and a bookkeeper see them, checked with tools
 * none of our code uses: every kind (boost, brochure, mixed, a buyer without VAT ID and with a
 * Leitweg-ID, an English-language buyer, a cancellation) through the month-end issuer, then
 * - the embedded `factur-x.xml`: CII D16B XSD, Factur-X 1.09 EN 16931 XSD and schematron, CEN
 *   EN 16931 schematron; the `.xml` download: CII D16B XSD, CEN schematron and KoSIT XRechnung
 *   3.0 schematron — 0 fatal and 0 warnings each (../shared/einvoice-validators; skipped with a
 *   message where that folder or xmllint is missing);
 * - page 1 rendered by Poppler and read back by OCR (the invoice number and the total), and every
 *   shown glyph in the embedded font program;
 * - what the XML says: BT-10, BT-25, BT-34, BT-49, BT-30/33, lines naming seminar and period.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { PDFParse } from 'pdf-parse';
import { addDaysIso, addMonthsIso, monthBoundsIso, monthOfIso, todayIso } from '@bu/contracts';
import { createTestContext, waitForMail, type TestContext } from '../../../test/helpers';
import { createProviderUser, type TestUser } from '../../../test/factories';
import { schemaErrors, schematron, validators } from '../../../test/einvoice-validators';
import { glyphsMissing, missingToolMessage, ocr, renderPage1, tools } from '../../../test/pdf';
import {
  boostBookings,
  brochureEditions,
  invoiceLines,
  invoices,
  providerInvoicing,
  seminars,
  users,
} from '../../db/schema/index';
import { createInvoiceIssuer } from './service';

let ctx: TestContext;
const today = todayIso();
const month = addMonthsIso(monthOfIso(today), -1);
const { first } = monthBoundsIso(month);

type Kind = 'boost' | 'brochure' | 'mixed' | 'noVatId' | 'english' | 'cancellation';
const users_: Partial<Record<Exclude<Kind, 'cancellation'>, TestUser>> = {};
const issued = new Map<Kind, { number: string; pdf: Uint8Array; xml: string; facturX: string }>();

const issuer = () =>
  createInvoiceIssuer({
    db: ctx.database.db,
    config: ctx.config,
    now: () => new Date(),
    sendMail: (to, content) => ctx.app.mailer.send(to, content),
  });

async function seminar(user: TestUser, title: string) {
  const [row] = await ctx.database.db
    .insert(seminars)
    .values({
      providerId: user.providerId,
      title,
      status: 'online',
      startDate: addDaysIso(today, 90),
      endDate: addDaysIso(today, 94),
      publishedAt: new Date(),
    })
    .returning();
  return row!.id;
}

async function boost(user: TestUser, seminarId: string, startsOn: string, days: number) {
  await ctx.database.db.insert(boostBookings).values({
    providerId: user.providerId,
    seminarId,
    status: 'confirmed',
    days,
    startsOn,
    endsOn: addDaysIso(startsOn, days - 1),
    pricePerDayCents: 500,
    amountCents: days * 500,
    confirmedAt: new Date(),
  });
}

async function brochure(user: TestUser, seminarId: string, kinds: ('brochure_entry' | 'expanded_text')[]) {
  const [edition] = await ctx.database.db.select().from(brochureEditions).limit(1);
  await ctx.database.db.insert(invoiceLines).values(
    kinds.map((kind) => ({
      providerId: user.providerId,
      seminarId,
      brochureEditionId: edition!.id,
      kind,
      description: 'recorded at publication',
      amountCents: kind === 'brochure_entry' ? 3900 : 1700,
      createdAt: new Date(`${first}T12:00:00Z`),
    })),
  );
}

function embeddedFacturX(pdf: PDFDocument): string {
  const [spec] = pdf.catalog.lookup(PDFName.of('AF'), PDFArray).asArray();
  const file = pdf.context.lookup(spec, PDFDict).lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
  return Buffer.from(decodePDFRawStream(file as PDFRawStream).decode()).toString('utf8');
}

const LONG_TITLE = 'Rhetorik und Gesprächsführung für Führungskräfte im öffentlichen Dienst – Aufbaukurs mit Praxistag';

beforeAll(async () => {
  ctx = await createTestContext();
  for (const kind of ['boost', 'brochure', 'mixed', 'noVatId', 'english'] as const) {
    users_[kind] = await createProviderUser(ctx.database.db);
    await ctx.database.db.insert(providerInvoicing).values({
      providerId: users_[kind]!.providerId,
      vatId: kind === 'noVatId' ? null : 'DE987654321',
      buyerReference: kind === 'noVatId' ? '04011000-12345-67' : null,
      invoiceEmails: [`rechnung-${kind.toLowerCase()}@example.org`, 'zweite@example.org'],
    });
  }
  await ctx.database.db.update(users).set({ language: 'en' }).where(eq(users.id, users_.english!.userId));
  const u = users_ as Required<typeof users_>;
  await boost(u.boost, await seminar(u.boost, LONG_TITLE), addDaysIso(first, 2), 5);
  await brochure(u.brochure, await seminar(u.brochure, 'Zeitmanagement'), ['brochure_entry']);
  const mixed = await seminar(u.mixed, 'Konfliktlösung');
  await boost(u.mixed, mixed, addDaysIso(first, 1), 3);
  await brochure(u.mixed, mixed, ['brochure_entry', 'expanded_text']);
  await boost(u.noVatId, await seminar(u.noVatId, 'Verwaltungsrecht'), first, 7);
  const english = await seminar(u.english, 'Negotiation skills');
  await boost(u.english, english, addDaysIso(first, 3), 4);
  await brochure(u.english, english, ['brochure_entry']);

  await issuer().issueMonth(month);
  const rows = await ctx.database.db.select().from(invoices);
  for (const [kind, user] of Object.entries(u) as [Exclude<Kind, 'cancellation'>, TestUser][]) {
    const row = rows.find((r) => r.providerId === user.providerId)!;
    issued.set(kind, { number: row.number, pdf: new Uint8Array(row.pdf), xml: row.xml, facturX: '' });
  }
  const cancellation = await issuer().cancel(issued.get('mixed')!.number);
  const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.number, cancellation));
  issued.set('cancellation', { number: row!.number, pdf: new Uint8Array(row!.pdf), xml: row!.xml, facturX: '' });
  for (const file of issued.values()) file.facturX = embeddedFacturX(await PDFDocument.load(file.pdf));
  if (!validators.available) console.warn(validators.reason);
  if (!tools.pdftoppm) console.warn(missingToolMessage('pdftoppm', 'poppler-utils'));
  if (!tools.tesseract) console.warn(missingToolMessage('tesseract (deu)', 'tesseract-ocr tesseract-ocr-deu'));
}, 120_000);
afterAll(async () => ctx?.close());

const KINDS: Kind[] = ['boost', 'brochure', 'mixed', 'noVatId', 'english', 'cancellation'];

describe.skipIf(!validators.available)('third-party validators', () => {
  // The first run compiles the schematrons (minutes on a slow machine); later runs use the cache.
  beforeAll(async () => {
    await schematron(issued.get('boost')!.facturX, 'en16931');
    await schematron(issued.get('boost')!.facturX, 'facturx');
    await schematron(issued.get('boost')!.xml, 'xrechnung');
  }, 900_000);

  it.each(KINDS)('%s: factur-x.xml passes CII D16B and Factur-X XSD, Factur-X and CEN schematron', async (kind) => {
    const xml = issued.get(kind)!.facturX;
    expect(await schemaErrors(xml, 'cii')).toEqual([]);
    expect(await schemaErrors(xml, 'facturx')).toEqual([]);
    expect(await schematron(xml, 'en16931')).toEqual({ fatal: [], warnings: [] });
    expect(await schematron(xml, 'facturx')).toEqual({ fatal: [], warnings: [] });
  });

  it.each(KINDS)('%s: the .xml download passes CII D16B XSD, CEN and KoSIT XRechnung schematron', async (kind) => {
    const xml = issued.get(kind)!.xml;
    expect(await schemaErrors(xml, 'cii')).toEqual([]);
    expect(await schematron(xml, 'en16931')).toEqual({ fatal: [], warnings: [] });
    expect(await schematron(xml, 'xrechnung')).toEqual({ fatal: [], warnings: [] });
  });

  it('the validators are not blind: the XML as it was issued before (no delivery, plain BT-24) fails them', async () => {
    const before = issued
      .get('boost')!
      .xml.replace(/<ram:ApplicableHeaderTradeDelivery>[\s\S]*?<\/ram:ApplicableHeaderTradeDelivery>/, '')
      .replace('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0', 'urn:cen.eu:en16931:2017');
    expect((await schemaErrors(before, 'cii')).join()).toContain('ApplicableHeaderTradeDelivery');
    expect((await schematron(before, 'xrechnung')).warnings.join()).toContain('BR-DE-21');
  });
});

describe('what the e-invoices say', () => {
  it('names XRechnung 3.0 in the download and EN 16931 in the embedded XML', () => {
    for (const kind of KINDS) {
      const { xml, facturX } = issued.get(kind)!;
      expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</ram:ID>');
      expect(facturX).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    }
  });

  it('BT-10 is the buyer reference, else the provider number; BT-49 the first invoice email; BT-34 the operator’s', () => {
    for (const { xml, facturX } of [issued.get('noVatId')!, issued.get('boost')!]) {
      expect(facturX).toContain('<ram:URIID schemeID="EM">rechnung@example.org</ram:URIID>');
      expect(xml).toContain('<ram:URIID schemeID="EM">rechnung@example.org</ram:URIID>');
    }
    expect(issued.get('noVatId')!.xml).toContain('<ram:BuyerReference>04011000-12345-67</ram:BuyerReference>');
    expect(issued.get('noVatId')!.xml).toContain('<ram:URIID schemeID="EM">rechnung-novatid@example.org</ram:URIID>');
    expect(issued.get('noVatId')!.xml).not.toContain('DE987654321');
    expect(issued.get('boost')!.xml).toContain(
      `<ram:BuyerReference>${users_.boost!.providerNumber}</ram:BuyerReference>`,
    );
  });

  it('the seller’s register details are in BT-30 and BT-33', () => {
    const { xml } = issued.get('boost')!;
    expect(xml).toContain('<ram:SpecifiedLegalOrganization>\n');
    expect(xml).toContain(`<ram:ID>${ctx.config.INVOICE_SELLER_REGISTER_NUMBER}</ram:ID>`);
    expect(xml).toContain(`Registergericht: ${ctx.config.INVOICE_SELLER_REGISTER_COURT}`);
    expect(xml).toContain(`Geschäftsführung: ${ctx.config.INVOICE_SELLER_MANAGING_DIRECTORS}`);
  });

  it('a cancellation is a 381 that names the invoice it cancels (BT-25, BT-26)', () => {
    const { xml, facturX } = issued.get('cancellation')!;
    const original = issued.get('mixed')!.number;
    for (const doc of [xml, facturX]) {
      expect(doc).toContain('<ram:TypeCode>381</ram:TypeCode>');
      expect(doc).toMatch(
        new RegExp(
          `<ram:InvoiceReferencedDocument>\\s*<ram:IssuerAssignedID>${original}</ram:IssuerAssignedID>\\s*<ram:FormattedIssueDateTime>\\s*<qdt:DateTimeString format="102">${today.replace(/-/g, '')}</qdt:DateTimeString>`,
        ),
      );
    }
  });

  it('lines name the seminar in full with the boost period (BG-26), and the brochure edition', async () => {
    const [edition] = await ctx.database.db.select().from(brochureEditions).limit(1);
    const from = addDaysIso(first, 2);
    const to = addDaysIso(first, 6);
    const de = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
    expect(issued.get('boost')!.xml).toContain(
      `<ram:Name>Top-Platzierung „${LONG_TITLE}“, ${de(from)}–${de(to)}</ram:Name>`,
    );
    expect(issued.get('boost')!.xml).toContain(`${from.replace(/-/g, '')}</udt:DateTimeString>`);
    expect(issued.get('brochure')!.xml).toContain(
      `<ram:Name>Broschüreneintrag, ${edition!.labelDe}: „Zeitmanagement“</ram:Name>`,
    );
    expect(issued.get('english')!.xml).toContain(`Brochure entry, ${edition!.labelEn}: “Negotiation skills”`);
  });
});

describe('the PDFs as a reader sees them', () => {
  it('embed a glyph for every character they show', async () => {
    for (const kind of KINDS) expect(await glyphsMissing(issued.get(kind)!.pdf), kind).toEqual([]);
  });

  it('show the whole seminar title, the register details and the buyer reference; English money and dates in English', async () => {
    const text = async (kind: Kind) => {
      const parser = new PDFParse({ data: issued.get(kind)!.pdf.slice() });
      const { text } = await parser.getText();
      await parser.destroy();
      return text.replace(/\s+/g, ' ');
    };
    const boostText = await text('boost');
    expect(boostText).toContain(LONG_TITLE);
    expect(boostText).not.toContain('…');
    expect(boostText).toContain(`Registergericht: ${ctx.config.INVOICE_SELLER_REGISTER_COURT}`);
    expect(boostText).toContain(`Geschäftsführung: ${ctx.config.INVOICE_SELLER_MANAGING_DIRECTORS}`);
    expect(boostText).toMatch(/Gesamtbetrag brutto 29,75\s€/);
    expect(await text('noVatId')).toContain('Deine Referenz 04011000-12345-67');
    const english = await text('english');
    expect(english).toContain(`Invoice ${issued.get('english')!.number}`);
    expect(english).toMatch(/Total gross €70\.21/);
    const d = today;
    expect(english).toContain(`Invoice date ${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`);
    expect(english).toContain('Register court');
    expect(await text('cancellation')).toContain(`Storniert Rechnung ${issued.get('mixed')!.number}`);
  });

  it.skipIf(!tools.pdftoppm || !tools.tesseract)(
    'page 1 rendered by Poppler reads (OCR) the invoice number and total of every kind',
    async () => {
      for (const kind of KINDS) {
        const read = (await ocr(await renderPage1(issued.get(kind)!.pdf))).replace(/\s+/g, ' ');
        expect(read, kind).toContain(issued.get(kind)!.number);
      }
    },
    120_000,
  );

  it('the English invoice mail shows English money and dates', async () => {
    const [mail] = await waitForMail(ctx.app, 'rechnung-english@example.org');
    expect(mail!.subject).toContain(`Invoice ${issued.get('english')!.number}`);
    expect(mail!.text).toContain('€70.21');
    expect(mail!.text).toContain(`${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`);
    expect(mail!.text).not.toContain('70,21');
  });
});
