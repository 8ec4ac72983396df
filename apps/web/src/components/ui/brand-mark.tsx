/**
 * The product's mark, the drawing of public/favicon.svg (brand-mark.test.tsx keeps them the same),
 * inline so that a first screen sends no request for it before it paints (bench/RESULTS.md).
 */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="12" fill="#155e75" />
      <path d="M12 16l17 2v30l-17-2zM52 16l-17 2v30l17-2z" fill="#fff" />
    </svg>
  );
}
