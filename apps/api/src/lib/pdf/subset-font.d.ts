// The part of subset-font's API the PDF fonts use (the package ships no types).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: { targetFormat?: 'truetype' | 'woff' | 'woff2' | 'sfnt'; preserveNameIds?: number[] },
  ): Promise<Buffer>;
}
