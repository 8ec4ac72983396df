/**
 * Checks a PDF as its reader sees it, not only its text layer: page 1 rendered by Poppler
 * (`pdftoppm`) and Ghostscript, read back with OCR (`tesseract`), and every glyph the text uses
 * looked up in the embedded font program. The Debian tools are optional locally (`tools` says
 * which are there; tests skip with a message without them); CI installs them.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';

const run = promisify(execFile);
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** Which of the Debian tools are installed. */
export const tools = {
  pdftoppm: has('pdftoppm'),
  gs: has('gs'),
  tesseract: has('tesseract') && spawnSync('tesseract', ['--list-langs']).stdout?.toString().includes('deu'),
  xmllint: has('xmllint'),
};

export const missingToolMessage = (name: string, pkg: string) =>
  `${name} is not installed (Debian: apt-get install -y ${pkg}); CI installs it — skipped here`;

/** Page 1 as PNG, drawn by Poppler or Ghostscript. */
export function renderPage1(pdf: Uint8Array, renderer: 'poppler' | 'ghostscript' = 'poppler'): Promise<Buffer> {
  return renderPage(pdf, 1, renderer);
}

/** One page (1-based) as PNG, drawn by Poppler or Ghostscript. */
export async function renderPage(
  pdf: Uint8Array,
  pageNumber: number,
  renderer: 'poppler' | 'ghostscript' = 'poppler',
): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'bu-pdf-'));
  const n = String(pageNumber);
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    if (renderer === 'poppler') {
      await run('pdftoppm', ['-png', '-r', '150', '-f', n, '-l', n, '-singlefile', 'in.pdf', 'page'], { cwd: dir });
    } else {
      await run(
        'gs',
        [
          '-q',
          '-dSAFER',
          '-dBATCH',
          '-dNOPAUSE',
          '-sDEVICE=png16m',
          '-r150',
          `-dFirstPage=${n}`,
          `-dLastPage=${n}`,
          '-sOutputFile=page.png',
          'in.pdf',
        ],
        { cwd: dir },
      );
    }
    return await readFile(join(dir, 'page.png'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text layer of one page (1-based), as `pdftotext -layout` reads it. */
export async function pdfPageText(pdf: Uint8Array, pageNumber: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bu-pdf-'));
  const n = String(pageNumber);
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    const { stdout } = await run('pdftotext', ['-layout', '-f', n, '-l', n, 'in.pdf', '-'], { cwd: dir });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * One thread per page: OpenMP's threads spin while they wait for each other. On an idle two-core
 * machine the invoice test's six pages took 26.7 s instead of 9.6 (46 s beside the other test files).
 */
const ocrEnv = { ...process.env, OMP_THREAD_LIMIT: '1' };

/** The text tesseract reads on a rendered page (German and English models). */
export async function ocr(png: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bu-ocr-'));
  try {
    await writeFile(join(dir, 'page.png'), png);
    const { stdout } = await run('tesseract', ['page.png', '-', '-l', 'deu+eng'], { cwd: dir, env: ocrEnv });
    return stdout;
  } catch {
    const { stdout } = await run('tesseract', [join(dir, 'page.png'), '-', '-l', 'deu'], { env: ocrEnv });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const streamBytes = (stream: PDFRawStream) => decodePDFRawStream(stream).decode();

/**
 * The glyphs a PDF's text may use (its fonts' `W` arrays and ToUnicode maps) that its embedded
 * TrueType programs cannot draw: no outline although the character is not blank. Empty means
 * every character shown has its glyph. Each entry names font, glyph id and character.
 */
export async function glyphsMissing(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const missing: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.Type) !== PDFName.Font) continue;
    if (object.get(PDFName.of('Subtype')) !== PDFName.of('Type0')) continue;
    const name = String(object.get(PDFName.of('BaseFont')));
    const descendant = object.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict);
    const file = descriptor.lookup(PDFName.of('FontFile2'));
    if (!(file instanceof PDFRawStream)) {
      missing.push(`${name}: no embedded TrueType program`);
      continue;
    }
    const font = fontkit.create(Buffer.from(streamBytes(file)));
    // ToUnicode: which glyph ids stand for which characters.
    const toUnicode = object.lookup(PDFName.of('ToUnicode'));
    const chars = new Map<number, string>();
    if (toUnicode instanceof PDFRawStream) {
      const cmap = Buffer.from(streamBytes(toUnicode)).toString('latin1');
      for (const [, gid, unicode] of cmap.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
        const codes = unicode!.match(/.{4}/g)!.map((h) => parseInt(h, 16));
        chars.set(parseInt(gid!, 16), String.fromCharCode(...codes));
      }
    }
    const widths = descendant.lookup(PDFName.of('W'));
    const ids = new Set<number>();
    if (widths instanceof PDFArray) {
      for (let i = 0; i < widths.size(); i += 2) {
        const first = (widths.lookup(i) as PDFNumber).asNumber();
        const list = widths.lookup(i + 1);
        if (list instanceof PDFArray) for (let k = 0; k < list.size(); k++) ids.add(first + k);
      }
    }
    for (const id of ids) {
      const char = chars.get(id) ?? '';
      if (id === 0 || !char || /^[\s\uffff]+$/u.test(char)) continue;
      let drawn = false;
      try {
        drawn =
          id < font.numGlyphs && (font.getGlyph(id).path as unknown as { commands: unknown[] }).commands.length > 0;
      } catch {
        // A glyph whose data lies outside the font program is as missing as an empty one.
      }
      if (!drawn) missing.push(`${name}: glyph ${id} ('${char}')`);
    }
  }
  return missing;
}
