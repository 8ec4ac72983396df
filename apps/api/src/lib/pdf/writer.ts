/**
 * Draws A4 documents (invoices, participant paperwork) as PDF/A-3b with embedded Noto Sans.
 *
 * Text is collected while the caller lays out the page and drawn on `save()`: only then is it
 * known which characters each font needs, so the embedded font program is a HarfBuzz subset of
 * exactly those (fonts.ts explains why not pdf-lib's own subsetting). Measuring (`widthOf`,
 * `wrap`) uses the full font, whose metrics the subset keeps.
 *
 * Lines, rectangles and images can be drawn on `page.raw` (pdf-lib) directly; text is drawn last,
 * so it lies on top of them.
 */
import type { PDFDocument, PDFPage } from 'pdf-lib';
import { LAYOUT_FEATURES, drawable, loadFonts, subsetOf, widthOf, type FontStyle, type LoadedFont } from './fonts';
import { applyPdfA, type PdfAAttachment, type PdfAMetadata, type XmpExtension } from './pdfa';

export type { PdfAMetadata, XmpExtension } from './pdfa';

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

export interface TextOptions {
  font?: FontStyle;
  /** Points; 10 by default. */
  size?: number;
  /** 0–1 each; near-black by default. */
  color?: [number, number, number];
  /** `x` is the left edge (default) or the right edge of the text. */
  align?: 'left' | 'right';
}

interface PendingText {
  page: PDFPage;
  text: string;
  x: number;
  y: number;
  size: number;
  font: FontStyle;
  color: [number, number, number];
}

export interface PdfPageWriter {
  /** The pdf-lib page, for shapes and images. */
  raw: PDFPage;
  /** One line of text with its baseline at `y`. */
  text(value: string, x: number, y: number, options?: TextOptions): void;
}

export interface PdfWriter {
  pdf: PDFDocument;
  addPage(): PdfPageWriter;
  widthOf(value: string, options?: Pick<TextOptions, 'font' | 'size'>): number;
  /** Breaks `value` into lines no wider than `maxWidth` (at spaces; a longer word is split). */
  wrap(value: string, maxWidth: number, options?: Pick<TextOptions, 'font' | 'size'>): string[];
  /** Embeds the fonts, draws the text, adds the PDF/A-3 parts and answers the file. */
  save(options?: { attachments?: PdfAAttachment[]; extensions?: XmpExtension[] }): Promise<Uint8Array>;
}

const DEFAULT_COLOR: [number, number, number] = [0.1, 0.1, 0.12];

/** A new, empty document; `meta` becomes its information dictionary and XMP. */
export async function createPdfWriter(meta: PdfAMetadata): Promise<PdfWriter> {
  const [{ PDFDocument, rgb }, fonts] = await Promise.all([import('pdf-lib'), loadFonts()]);
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  const pending: PendingText[] = [];
  const fontOf = (style: FontStyle = 'regular'): LoadedFont => fonts[style];
  const measure = (value: string, options: Pick<TextOptions, 'font' | 'size'> = {}) =>
    widthOf(fontOf(options.font), drawable(fontOf(options.font), value), options.size ?? 10);

  return {
    pdf,
    addPage() {
      const page = pdf.addPage([A4.width, A4.height]);
      return {
        raw: page,
        text(value, x, y, options = {}) {
          const font = options.font ?? 'regular';
          const size = options.size ?? 10;
          const text = drawable(fontOf(font), value);
          const left = options.align === 'right' ? x - widthOf(fontOf(font), text, size) : x;
          pending.push({ page, text, x: left, y, size, font, color: options.color ?? DEFAULT_COLOR });
        },
      };
    },
    widthOf: measure,
    wrap(value, maxWidth, options = {}) {
      const lines: string[] = [];
      let line = '';
      for (const word of value.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (measure(candidate, options) <= maxWidth) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        // A word wider than the column is split where it no longer fits.
        while (measure(line, options) > maxWidth && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && measure(line.slice(0, cut), options) > maxWidth) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      if (line) lines.push(line);
      return lines.length ? lines : [''];
    },
    async save(options = {}) {
      for (const style of ['regular', 'bold'] as const) {
        const texts = pending.filter((p) => p.font === style);
        if (!texts.length) continue;
        const subset = await subsetOf(fonts[style], texts.map((p) => p.text).join(''));
        const embedded = await pdf.embedFont(subset.bytes, {
          subset: false,
          customName: subset.name,
          features: LAYOUT_FEATURES,
        });
        for (const p of texts) {
          p.page.drawText(p.text, { x: p.x, y: p.y, size: p.size, font: embedded, color: rgb(...p.color) });
        }
      }
      await applyPdfA(pdf, meta, options);
      return pdf.save();
    },
  };
}
