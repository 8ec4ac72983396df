/**
 * The PDF writer: what it draws is readable as rendered by Poppler and Ghostscript (OCR), every
 * glyph the text uses is in the embedded font program, and the file carries the PDF/A-3 parts.
 * The same checks run on a PDF made with pdf-lib's own font subsetting, the defect they exist for.
 */
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PDFDocument, PDFName, PDFDict, PDFArray, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { PDFParse } from 'pdf-parse';
import { glyphsMissing, missingToolMessage, ocr, renderPage1, tools } from '../../../test/pdf';
import { createPdfWriter } from './writer';

const LINES = [
  'Rechnung 2026-04711',
  'Größenänderung über Straße – Übung für Ärzte im öffentlichen Dienst',
  'Quittung: 1.234,50 € und £ 99 · naïve café façade',
];

async function written(): Promise<Uint8Array> {
  const writer = await createPdfWriter({
    title: 'Probe',
    author: 'Bildungsurlaub Test GmbH',
    subject: 'A test document',
    language: 'de-DE',
    createdAt: new Date('2026-11-01T10:00:00Z'),
  });
  const page = writer.addPage();
  LINES.forEach((line, i) => page.text(line, 60, 760 - i * 30, { size: 14, font: i === 0 ? 'bold' : 'regular' }));
  return writer.save({
    attachments: [
      {
        filename: 'data.xml',
        bytes: new TextEncoder().encode('<a/>'),
        mimeType: 'text/xml',
        description: 'Data',
        relationship: 'Data',
      },
    ],
  });
}

/** The same page with pdf-lib's `subset: true`, as the invoices were drawn before. */
async function pdfLibSubset(): Promise<Uint8Array> {
  const require = createRequire(import.meta.url);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const bytes = await readFile(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'));
  const font = await pdf.embedFont(bytes, { subset: true });
  const page = pdf.addPage([595.28, 841.89]);
  LINES.forEach((line, i) => page.drawText(line, { x: 60, y: 760 - i * 30, size: 14, font }));
  return pdf.save();
}

describe('PDF writer', () => {
  if (!tools.pdftoppm) console.warn(missingToolMessage('pdftoppm', 'poppler-utils'));
  if (!tools.gs) console.warn(missingToolMessage('gs', 'ghostscript'));
  if (!tools.tesseract) console.warn(missingToolMessage('tesseract (deu)', 'tesseract-ocr tesseract-ocr-deu'));

  it('embeds a glyph for every character it shows; pdf-lib’s own subset does not', async () => {
    expect(await glyphsMissing(await written())).toEqual([]);
    expect((await glyphsMissing(await pdfLibSubset())).length).toBeGreaterThan(10);
  });

  it('keeps the text layer exact (no ligature glyphs): every line is found as written', async () => {
    const parser = new PDFParse({ data: await written() });
    const { text } = await parser.getText();
    await parser.destroy();
    for (const line of LINES) expect(text).toContain(line);
  });

  it.skipIf(!tools.pdftoppm || !tools.tesseract)(
    'renders legibly in Poppler (OCR reads the lines); pdf-lib’s own subset does not',
    async () => {
      const text = await ocr(await renderPage1(await written(), 'poppler'));
      expect(text).toContain('Rechnung 2026-04711');
      expect(text).toContain('Straße');
      expect(text).toContain('1.234,50 €');
      expect(await ocr(await renderPage1(await pdfLibSubset(), 'poppler'))).not.toContain('Rechnung 2026-04711');
    },
  );

  it.skipIf(!tools.gs || !tools.tesseract)('renders legibly in Ghostscript', async () => {
    const text = await ocr(await renderPage1(await written(), 'ghostscript'));
    expect(text).toContain('Rechnung 2026-04711');
    expect(text).toContain('Übung für Ärzte');
  });

  it('is PDF/A-3b: XMP with pdfaid 3/B matching the info dictionary, sRGB output intent, attachments with AFRelationship', async () => {
    const pdf = await PDFDocument.load(await written(), { updateMetadata: false });
    const metadata = pdf.catalog.lookup(PDFName.of('Metadata')) as PDFRawStream;
    const xmp = Buffer.from(metadata.getContents()).toString('utf8');
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(xmp).toContain('<rdf:li xml:lang="x-default">Probe</rdf:li>');
    expect(xmp).toContain('<xmp:CreateDate>2026-11-01T10:00:00Z</xmp:CreateDate>');
    expect(pdf.getTitle()).toBe('Probe');
    expect(pdf.getAuthor()).toBe('Bildungsurlaub Test GmbH');
    expect(xmp).toContain(`<pdf:Producer>${pdf.getProducer()}</pdf:Producer>`);
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    const [intent] = pdf.catalog.lookup(PDFName.of('OutputIntents'), PDFArray).asArray();
    const intentDict = pdf.context.lookup(intent, PDFDict);
    expect(intentDict.get(PDFName.of('S'))).toBe(PDFName.of('GTS_PDFA1'));
    const profile = intentDict.lookup(PDFName.of('DestOutputProfile')) as PDFRawStream;
    expect(Buffer.from(decodePDFRawStream(profile).decode()).subarray(36, 40).toString()).toBe('acsp');
    const [file] = pdf.catalog.lookup(PDFName.of('AF'), PDFArray).asArray();
    const spec = pdf.context.lookup(file, PDFDict);
    expect(spec.get(PDFName.of('AFRelationship'))).toBe(PDFName.of('Data'));
    expect(pdf.context.trailerInfo.ID).toBeDefined();
  });
});
