/**
 * Serves the built web app at `/` with a fallback to index.html for client-side routes;
 * unknown `/api` paths stay JSON 404s. Files are sent precompressed (`.br`/`.gz` written by the
 * web build) when the client accepts it, with `Vary: Accept-Encoding`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error';

export default fp<{ root: string; apiPrefix: string }>(
  async (app, { root, apiPrefix }) => {
    const hasWeb = existsSync(path.join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
          // The service worker, its manifest and the HTML entry must be revalidated to update.
          if (
            name === 'index.html' ||
            name === 'sw.js' ||
            name.endsWith('.webmanifest') ||
            name.startsWith('workbox-')
          ) {
            res.header('Cache-Control', 'no-cache');
          } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          }
        },
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      const isPage = request.method === 'GET' && !request.url.startsWith(`${apiPrefix}/`) && request.url !== apiPrefix;
      if (hasWeb && isPage) return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
      throw new AppError('NOT_FOUND');
    });
  },
  { name: 'web' },
);
