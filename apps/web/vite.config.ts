/**
 * Build, dev server and test configuration of the web app.
 * The root vitest.config.ts lists this file as the 'web' test project.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
// By path, not as '@bu/contracts': the config loader leaves a package import to Node, which reads
// no TypeScript; a file it bundles.
import { endpoints, type Endpoint } from '../../packages/contracts/src/endpoints';
import type { EndpointRefs } from './src/lib/endpoints';

const isTest = Boolean(process.env.VITEST);
/** `vite build --ssr src/entry-server.tsx`: the server renderer of the public pages (ADR 046), into dist-server. */
const isSsr = process.argv.includes('--ssr');

/**
 * The entry's stylesheet inside index.html instead of beside it: a stylesheet link blocks the
 * first paint until it has arrived, one round trip after the page itself; inline, the page paints
 * as soon as its HTML is in, before any script (bench/RESULTS.md). The file is still written: a
 * lazy chunk that imports from the entry names it among its dependencies, and the preload helper
 * loads it then (once, the same rules again). The style element names its file (`data-href`): a
 * server-rendered public page links the file instead, beside its route's own style sheets
 * (entry-server.tsx).
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          return `<style data-href="/${fileName}">${String(asset.source)}</style>`;
        });
      },
    },
  };
}

/**
 * The manifest's English name and description, as the W3C manifest's localized members
 * (`*_localized`) that browsers read as they come to support them; until then the German ones
 * are shown. vite-plugin-pwa's manifest type does not know these members yet.
 */
const englishManifest = {
  name_localized: { en: 'Bildungsurlaub – Provider dashboard' },
  description_localized: {
    en: 'Dashboard for providers of Bildungsurlaub seminars: manage seminars, profile, inquiries and statistics.',
  },
};

/**
 * What the client needs of each operation of the endpoint map at run time (src/lib/endpoints.ts,
 * ADR 055): its route, file types and form flag — without the schemas, which stay types.
 */
const endpointRefs = Object.fromEntries(
  (Object.entries(endpoints) as [string, Endpoint][]).map(([operationId, { route, produces, multipart }]) => [
    operationId,
    { operationId, route, produces, multipart },
  ]),
) as unknown as EndpointRefs;

export default defineConfig({
  define: { __ENDPOINT_ROUTES__: JSON.stringify(endpointRefs) },
  plugins: [
    react(),
    inlineEntryCss(),
    // The service worker has no place in jsdom nor on the server; tests alias the virtual module instead.
    !isTest &&
      !isSsr &&
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
        manifest: {
          name: 'Bildungsurlaub – Anbieter-Dashboard',
          short_name: 'BU Dashboard',
          description:
            'Dashboard für Anbieter von Bildungsurlaub-Seminaren: Seminare, Profil, Anfragen und Statistiken verwalten.',
          lang: 'de',
          ...englishManifest,
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: '#155e75',
          background_color: '#f5f7f8',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          navigateFallback: '/index.html',
          // API answers, the OpenAPI viewer and the dev mailbox are never served from the cache; nor
          // the public pages, sitemaps and robots.txt, which the server renders (ADR 046), nor the
          // website widget's frame, its own document (vite.widget.config.ts).
          navigateFallbackDenylist: [
            /^\/api\//,
            /^\/docs/,
            /^\/openapi\.json/,
            /^\/marketplace/,
            /^\/sitemap/,
            /^\/robots\.txt/,
            /^\/widget\//,
          ],
        },
      }),
    // Build only: Brotli and gzip files beside every text asset of dist/, sent as they are by the
    // server (plugins/web.ts) according to Accept-Encoding.
    !isTest &&
      !isSsr &&
      compression({
        algorithms: ['gzip', 'brotliCompress'],
        include: /\.(html|css|js|mjs|json|svg|webmanifest|txt)$/,
      }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3001', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3001', changeOrigin: true },
    },
  },
  ...(isSsr && {
    resolve: {
      alias: {
        'virtual:pwa-register/react': fileURLToPath(new URL('./src/app/pwa-register-server.ts', import.meta.url)),
      },
    },
    // The workspace contracts are TypeScript sources: bundled; npm packages load from node_modules.
    ssr: { noExternal: ['@bu/contracts'] },
  }),
  build: isSsr
    ? { outDir: 'dist-server', sourcemap: true, emptyOutDir: true }
    : {
        outDir: 'dist',
        sourcemap: true,
        // dist/.vite/manifest.json: the server-rendered pages name their route's chunks from it.
        manifest: true,
        rolldownOptions: {
          output: {
            // zod in a chunk of its own: left to itself the bundler puts it in one chunk with the
            // seminar contract, whose schemas every page would then build at start-up.
            codeSplitting: {
              groups: [
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
                // Everything the entry imports statically in the entry's own chunk: left to itself the
                // bundler splits off a dozen small chunks the lazy routes share, each one more request
                // before the first screen (a round trip each on a slow phone network). The texts stay
                // out: lib/locales/files.ts names every locale file for the locale tests, and the app loads
                // only the active language's (lib/locales).
                { name: 'index', tags: ['$initial'], test: (id) => !/[\\/]locales[\\/]/.test(id) },
                // The small building blocks many screens share (icons, cards, badges, empty states,
                // formatting) in one chunk: split apart they were a dozen requests of a few hundred
                // bytes each before the overview could render. The heavy ones (editor, calendar,
                // menus, dialogs, toasts) stay with the screens that use them.
                {
                  name: 'shared-ui',
                  test: (id) =>
                    /[\\/](components[\\/]ui|lucide-react[\\/]dist)[\\/]|[\\/]src[\\/]lib[\\/](format|query-keys)\.ts$/.test(
                      id,
                    ) &&
                    !/[\\/](rich-text-editor|date-field|action-menu|confirm-dialog|region-select|address-fields|toaster)/.test(
                      id,
                    ),
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    setupFiles: ['@testing-library/jest-dom/vitest', './src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Whole-route renders and axe scans in jsdom take seconds on a loaded two-core machine.
    testTimeout: 20_000,
    alias: {
      'virtual:pwa-register/react': fileURLToPath(new URL('./src/test/pwa-register-mock.ts', import.meta.url)),
    },
  },
});
