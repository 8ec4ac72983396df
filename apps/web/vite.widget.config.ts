/**
 * Builds of the website widget (docs/decisions/044-widget-in-an-iframe.md), after the app's own
 * build and into the same dist/ (whose files the server serves):
 * - `--mode frame`: `widget-frame.html`, the document a provider's site frames (served at
 *   `/widget/<providerId>` with that provider's frame-ancestors), its script and styles in assets/;
 * - `--mode loader`: `widget.js`, the classic script a provider pastes (one self-contained IIFE,
 *   stable name), which creates the frame.
 * Apart from the app's build so that its chunking rules (everything initial in one chunk) and its
 * service worker (which must not take over /widget) stay the app's alone.
 */
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vite';

export default defineConfig(({ mode }) => ({
  publicDir: false,
  plugins: [compression({ algorithms: ['gzip', 'brotliCompress'], include: /\.(html|css|js)$/ })],
  build:
    mode === 'loader'
      ? {
          outDir: 'dist',
          emptyOutDir: false,
          copyPublicDir: false,
          lib: {
            entry: 'src/widget/loader.ts',
            formats: ['iife' as const],
            name: 'buWidgetLoader',
            fileName: () => 'widget.js',
          },
        }
      : {
          outDir: 'dist',
          emptyOutDir: false,
          copyPublicDir: false,
          rolldownOptions: { input: { 'widget-frame': 'widget-frame.html' } },
        },
}));
