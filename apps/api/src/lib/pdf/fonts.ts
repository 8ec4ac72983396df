/**
 * The fonts of the documents the API draws: Noto Sans regular and bold (TrueType, SIL Open
 * Font License, from the npm package), measured with fontkit and embedded as a subset made by
 * HarfBuzz (`subset-font`).
 *
 * Why not pdf-lib's own `subset: true`: the subset fontkit writes of Noto Sans lacks most glyphs
 * the page uses, so Poppler and Ghostscript draw scattered letters while the text layer stays
 * right (and PDF/A requires every used glyph to be embedded). HarfBuzz's subset keeps each
 * character's glyph and everything the layout can turn it into (ligatures, composite parts);
 * pdf-lib then embeds that subset whole.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from '@pdf-lib/fontkit';

export type FontStyle = 'regular' | 'bold';

const require = createRequire(import.meta.url);
const files: Record<FontStyle, { path: string; postscriptName: string }> = {
  regular: {
    path: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    postscriptName: 'NotoSans-Regular',
  },
  bold: {
    path: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
    postscriptName: 'NotoSans-Bold',
  },
};

export interface LoadedFont {
  style: FontStyle;
  postscriptName: string;
  /** The whole TrueType file. */
  bytes: Buffer;
  /** fontkit's view of it, for measuring and for knowing which characters it has. */
  font: Font;
}

let loaded: Promise<Record<FontStyle, LoadedFont>> | undefined;

/** Both fonts, read and parsed once per process (on the first document, not at start-up). */
export function loadFonts(): Promise<Record<FontStyle, LoadedFont>> {
  loaded ??= (async () => {
    const { default: fontkit } = await import('@pdf-lib/fontkit');
    const load = async (style: FontStyle): Promise<LoadedFont> => {
      const bytes = await readFile(files[style].path);
      return { style, postscriptName: files[style].postscriptName, bytes, font: fontkit.create(bytes) };
    };
    const [regular, bold] = await Promise.all([load('regular'), load('bold')]);
    return { regular, bold };
  })();
  return loaded;
}

/**
 * Shaping without ligatures: an "ff" drawn as one glyph comes out of the text layer as one odd
 * character, so "öffentlich" could not be found or copied. Measuring and drawing use the same.
 */
export const LAYOUT_FEATURES = { liga: false, clig: false, dlig: false, rlig: false };

/** Width of `text` at `size` points, as pdf-lib computes it (glyph advances, no kerning). */
export function widthOf(font: LoadedFont, text: string, size: number): number {
  const { glyphs } = font.font.layout(text, LAYOUT_FEATURES);
  let units = 0;
  for (const glyph of glyphs) units += glyph.advanceWidth;
  return (units * size) / font.font.unitsPerEm;
}

/**
 * The text as it can be drawn: one line (line breaks and tabs become spaces), NFC, and a
 * character the font has no glyph for replaced by "?" rather than the font's empty box.
 */
export function drawable(font: LoadedFont, text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/[\t\n\r\f\v\u2028\u2029]/g, ' ')) {
    const code = char.codePointAt(0)!;
    out += code < 0x20 || !font.font.hasGlyphForCodePoint(code) ? '?' : char;
  }
  return out;
}

/**
 * The font program to embed: only the glyphs `text` needs (plus what layout reaches from them).
 * Its name carries the six-letter subset tag PDF requires, derived from the content.
 */
export async function subsetOf(font: LoadedFont, text: string): Promise<{ bytes: Uint8Array; name: string }> {
  const { default: subsetFont } = await import('subset-font');
  const chars = [...new Set(` ${text}`)].sort().join('');
  const bytes = await subsetFont(font.bytes, chars, { targetFormat: 'truetype' });
  const { createHash } = await import('node:crypto');
  const digest = createHash('sha256').update(font.postscriptName).update(chars).digest();
  const tag = [...digest.subarray(0, 6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('');
  return { bytes: new Uint8Array(bytes), name: `${tag}+${font.postscriptName}` };
}
