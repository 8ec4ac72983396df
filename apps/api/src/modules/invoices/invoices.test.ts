/**
 * Invoices: month-end billing of boost days and publication charges, gapless numbers under
 * concurrent runs, idempotence, per-line VAT, immutability and cancellation, the e-invoice
 * files (EN 16931 checks of the library, PDF text and totals, embedded XML) and the routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { addDaysIso, addMonthsIso, monthBoundsIso, monthOfIso, todayIso } from '@bu/contracts';
import { createTestContext, json, waitForMail, watchJobs, type TestContext } from '../../../test/helpers';
import { createMemberUser, createProviderUser, type TestUser } from '../../../test/factories';
import {
  boostBookings,
  brochureEditions,
  invoiceLines,
  invoices,
  providerInvoicing,
  seminars,
} from '../../db/schema/index';
import { runCommand } from '../../cli';
import { createInvoiceIssuer } from './service';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let member: TestUser;
let jobs: ReturnType<typeof watchJobs>;
const today = todayIso();
/** The month before the current one: ended, so the month-end run may bill it. */
const month = addMonthsIso(monthOfIso(today), -1);
const { first, last } = monthBoundsIso(month);

const issuer = (now = () => new Date()) =>
  createInvoiceIssuer({
    db: ctx.database.db,
    config: ctx.config,
    now,
    sendMail: (to, content) => ctx.app.mailer.send(to, content),
  });

async function seminar(user: TestUser, title: string, startDate = addDaysIso(today, 90)) {
  const [row] = await ctx.database.db
    .insert(seminars)
    .values({
      providerId: user.providerId,
      title,
      status: 'online',
      startDate,
      endDate: startDate,
      publishedAt: new Date(),
    })
    .returning();
  return row!.id;
}

async function confirmedBoost(
  user: TestUser,
  seminarId: string,
  startsOn: string,
  days: number,
  pricePerDayCents = 500,
) {
  await ctx.database.db.insert(boostBookings).values({
    providerId: user.providerId,
    seminarId,
    status: 'confirmed',
    days,
    startsOn,
    endsOn: addDaysIso(startsOn, days - 1),
    pricePerDayCents,
    amountCents: days * pricePerDayCents,
    confirmedAt: new Date(),
  });
}

const get = (url: string, user: TestUser) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${user.token}` } });

beforeAll(async () => {
  ctx = await createTestContext();
  jobs = watchJobs(ctx);
  alice = await createProviderUser(ctx.database.db);
  bob = await createProviderUser(ctx.database.db);
  member = await createMemberUser(ctx.database.db, alice.providerId);
  await ctx.database.db.insert(providerInvoicing).values({
    providerId: alice.providerId,
    differentBillingAddress: true,
    recipient: 'Bildungswerk Nord e.V.',
    department: 'Buchhaltung',
    street: 'Am Markt 3',
    city: 'Lübeck',
    postalCode: '23552',
    country: 'DE',
    vatId: 'DE987654321',
    invoiceEmails: ['rechnung@bildungswerk.example', 'kasse@bildungswerk.example'],
  });
  // Alice: a boost that runs 3 days into the month before, one that continues into this month,
  // and a brochure entry plus expanded text recorded at publication during the month.
  const a = await seminar(alice, 'Rhetorik kompakt');
  const b = await seminar(alice, 'Zeitmanagement');
  await confirmedBoost(alice, a, addDaysIso(first, -2), 5); // 3 days fall into the month
  await confirmedBoost(alice, b, addDaysIso(last, -1), 7, 333); // 2 days in the month
  const [edition] = await ctx.database.db.select().from(brochureEditions).limit(1);
  await ctx.database.db.insert(invoiceLines).values([
    {
      providerId: alice.providerId,
      seminarId: a,
      brochureEditionId: edition!.id,
      kind: 'brochure_entry',
      description: 'Broschüreneintrag „Rhetorik kompakt“',
      amountCents: 3900,
      createdAt: new Date(`${first}T12:00:00Z`),
    },
    {
      providerId: alice.providerId,
      seminarId: a,
      brochureEditionId: edition!.id,
      kind: 'expanded_text',
      description: 'Erweiterter Text „Rhetorik kompakt“',
      amountCents: 1700,
      createdAt: new Date(`${first}T12:00:00Z`),
    },
  ]);
  // Bob: one boost of 4 days in the month.
  await confirmedBoost(bob, await seminar(bob, 'Bobs Seminar'), addDaysIso(first, 4), 4);
  // Unconfirmed and cancelled bookings are never billed.
  await ctx.database.db.insert(boostBookings).values({
    providerId: bob.providerId,
    seminarId: await seminar(bob, 'Nur im Warenkorb'),
    status: 'unconfirmed',
    days: 3,
    startsOn: first,
    endsOn: addDaysIso(first, 2),
    pricePerDayCents: 500,
    amountCents: 1500,
  });
}, 60_000);
afterAll(async () => ctx?.close());

describe('month-end run', () => {
  it('issues one invoice per provider with gapless numbers, even when two runs race; a rerun issues nothing', async () => {
    const [one, two] = await Promise.all([issuer().issueMonth(month), issuer().issueMonth(month)]);
    const numbers = [...one.issued, ...two.issued].sort();
    expect(numbers).toHaveLength(2);
    const year = today.slice(0, 4);
    expect(numbers).toEqual([`${year}-00001`, `${year}-00002`]);
    expect((await issuer().issueMonth(month)).issued).toEqual([]);
    const rows = await ctx.database.db.select().from(invoices);
    expect(rows.map((r) => r.sequence).sort()).toEqual([1, 2]);
  });

  it("bills the month's boost days and publication charges with VAT rounded per line", async () => {
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.providerId, alice.providerId));
    expect(row).toBeDefined();
    const lines = row!.lines.map((l) => [l.quantity, l.unitPriceCents, l.netCents, l.vatCents]);
    // 3 days × 5.00; 2 days × 3.33 = 6.66 → VAT 1.2654 → 1.27; 39.00 → 7.41; 17.00 → 3.23
    expect(lines).toEqual([
      [3, 500, 1500, 285],
      [2, 333, 666, 127],
      [1, 3900, 3900, 741],
      [1, 1700, 1700, 323],
    ]);
    expect(row).toMatchObject({
      period: month,
      kind: 'invoice',
      netCents: 7766,
      vatCents: 1476,
      grossCents: 9242,
      vatRatePercent: 19,
    });
    expect(row!.recipient).toMatchObject({ name: 'Bildungswerk Nord e.V.', city: 'Lübeck', vatId: 'DE987654321' });
    const charged = await ctx.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.providerId, alice.providerId));
    expect(charged.every((l) => l.invoicedAt !== null)).toBe(true);
  });

  it('mails the invoice to every invoice email, with the Factur-X PDF and the XRechnung attached', async () => {
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.providerId, alice.providerId));
    for (const to of ['kasse@bildungswerk.example', 'rechnung@bildungswerk.example']) {
      const [mail] = await waitForMail(ctx.app, to);
      expect(mail!.subject).toBe(`Rechnung ${row!.number} für ${month.slice(5, 7)}/${month.slice(0, 4)}`);
      expect(mail!.text).toContain('92,42');
      expect(mail!.text).toContain('als PDF (ZUGFeRD) und als XRechnung (XML)');
      expect(mail!.attachments).toEqual([
        { filename: `Rechnung-${row!.number}.pdf`, contentType: 'application/pdf', size: row!.pdf.length },
        {
          filename: `XRechnung-${row!.number}.xml`,
          contentType: 'application/xml; charset=utf-8',
          size: Buffer.byteLength(row!.xml),
        },
      ]);
    }
    // The (encrypted) job names the files; the worker loads them when it sends.
    const queued = jobs.sent('mail.send').map((job) => job.data as { to: string; attachments?: unknown });
    expect(queued.find((job) => job.to === 'kasse@bildungswerk.example')!.attachments).toEqual([
      { source: 'invoice', id: row!.id, format: 'pdf' },
      { source: 'invoice', id: row!.id, format: 'xml' },
    ]);
  });

  it('refuses a month that has not ended (except the dev trigger) and is idempotent through the admin command', async () => {
    await expect(issuer().issueMonth(today.slice(0, 7))).rejects.toThrow('has not ended');
    expect(await runCommand(ctx.database, ['invoices', '--month', month], { config: ctx.config })).toBe(
      `no new invoices for ${month}`,
    );
    await expect(runCommand(ctx.database, ['invoices', '--month', 'März'], { config: ctx.config })).rejects.toThrow(
      'invalid month',
    );
  });

  it('never changes an issued invoice; a cancellation invoice refers to it', async () => {
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.providerId, bob.providerId));
    await expect(
      ctx.database.db.update(invoices).set({ netCents: 1 }).where(eq(invoices.id, row!.id)),
    ).rejects.toThrow();
    const number = await issuer().cancel(row!.number);
    await expect(issuer().cancel(row!.number)).rejects.toThrow('already cancelled');
    const list = json<{
      invoices: { number: string; kind: string; cancelsNumber: string | null; cancelledByNumber: string | null }[];
    }>(await get('/settings/invoices', bob)).invoices;
    expect(list.find((i) => i.number === number)).toMatchObject({ kind: 'cancellation', cancelsNumber: row!.number });
    expect(list.find((i) => i.number === row!.number)).toMatchObject({ cancelledByNumber: number });
    expect(number.endsWith('00003')).toBe(true);
  });
});

describe('e-invoice files', () => {
  it('embeds the EN 16931 CII XML as factur-x.xml in the PDF/A-3; the download is an XRechnung', async () => {
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.providerId, alice.providerId));
    const xml = row!.xml;
    expect(xml).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(xml).toContain(`<ram:GrandTotalAmount>92.42</ram:GrandTotalAmount>`);
    expect(xml).toContain(`<ram:TaxTotalAmount currencyID="EUR">14.76</ram:TaxTotalAmount>`);
    expect(xml).toContain('<ram:ApplicableHeaderTradeDelivery>');
    const pdf = await PDFDocument.load(new Uint8Array(row!.pdf), { updateMetadata: false });
    const attachments = pdf.catalog.lookup(PDFName.of('AF'), PDFArray).asArray();
    expect(attachments).toHaveLength(1);
    const spec = pdf.context.lookup(attachments[0], PDFDict);
    expect(spec.get(PDFName.of('AFRelationship'))).toBe(PDFName.of('Alternative'));
    const embedded = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')) as PDFRawStream;
    const facturX = Buffer.from(decodePDFRawStream(embedded).decode()).toString('utf8');
    expect(facturX).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(facturX).toContain(`<ram:ID>${row!.number}</ram:ID>`);
    const xmp = Buffer.from((pdf.catalog.lookup(PDFName.of('Metadata')) as PDFRawStream).getContents()).toString();
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>');
    expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(pdf.catalog.lookup(PDFName.of('OutputIntents'), PDFArray).size()).toBe(1);
  });

  it('the PDF opens and shows the number, the lines and the right totals', async () => {
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.providerId, alice.providerId));
    const parser = new PDFParse({ data: new Uint8Array(row!.pdf) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain(`Rechnung ${row!.number}`);
    expect(text).toContain('Bildungswerk Nord e.V.');
    expect(text).toContain('Top-Platzierung „Rhetorik kompakt“');
    expect(text).toContain('Registergericht: Amtsgericht Hamburg');
    expect(text).toMatch(/Summe netto\s+77,66\s€/);
    expect(text).toMatch(/Umsatzsteuer 19\s%\s+14,76\s€/);
    expect(text).toMatch(/Gesamtbetrag brutto\s+92,42\s€/);
  });

  it('embeds every font of the PDF, as PDF/A requires: each font has its TrueType file (FontFile2)', async () => {
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.providerId, alice.providerId));
    const pdf = await PDFDocument.load(new Uint8Array(row!.pdf));
    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.Type) === PDFName.Font);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      if (font.get(PDFName.of('Subtype')) === PDFName.of('Type0')) continue; // checked through its descendant
      const descriptor = font.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
      expect(descriptor, `font ${String(font.get(PDFName.of('BaseFont')))} has no descriptor`).toBeDefined();
      expect(descriptor!.has(PDFName.of('FontFile2'))).toBe(true);
    }
    const names = fonts.map((font) => String(font.get(PDFName.of('BaseFont'))));
    expect(names.some((name) => name.includes('NotoSans'))).toBe(true);
    expect(names.some((name) => name.includes('Helvetica'))).toBe(false);
  });
});

describe('Settings → Invoices', () => {
  it('lists the own invoices for admins and serves PDF and XML; members 403; foreign 404', async () => {
    const res = await get('/settings/invoices', alice);
    expect(res.statusCode).toBe(200);
    const [invoice] = res.json().invoices as { id: string; number: string; grossCents: number }[];
    expect(invoice).toMatchObject({ grossCents: 9242 });
    const pdf = await get(`/settings/invoices/${invoice!.id}.pdf`, alice);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`Rechnung-${invoice!.number}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await get(`/settings/invoices/${invoice!.id}.xml`, alice);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('CrossIndustryInvoice');
    expect((await get('/settings/invoices', member)).statusCode).toBe(403);
    expect((await get(`/settings/invoices/${invoice!.id}.pdf`, member)).statusCode).toBe(403);
    expect((await get(`/settings/invoices/${invoice!.id}.pdf`, bob)).statusCode).toBe(404);
    expect((await get(`/settings/invoices/${invoice!.id}.txt`, alice)).statusCode).toBe(400);
  });

  it('answers 404 in the error envelope for anything that is not an invoice id', async () => {
    for (const id of [
      '------------------------------------',
      'x',
      '00000000-0000-0000-0000-000000000000',
      "1' or '1'='1",
    ]) {
      for (const format of ['pdf', 'xml']) {
        const res = await get(`/settings/invoices/${encodeURIComponent(id)}.${format}`, alice);
        expect(res.statusCode, `${id}.${format}`).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
    }
  });
});
