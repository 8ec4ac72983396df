/**
 * The widget's pages on the web origin, outside `/api` (docs/decisions/044-widget-in-an-iframe.md):
 * `GET /widget/<providerId>?lang=de|en` is the document the embedding site frames — the built
 * `widget-frame.html` with a `frame-ancestors` from the provider's allow-list instead of the
 * app's `'none'`, and without `X-Frame-Options`. `/widget.js` (the loader a site pastes) is a
 * static file; it is loaded cross-origin by `<script>`, so it travels with
 * `Cross-Origin-Resource-Policy: cross-origin` and a short cache (a changed loader arrives soon).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { WIDGET_FRAME_PATH, WIDGET_SCRIPT_PATH } from '@bu/contracts';
import { frameAncestors } from './origins';

const FRAME_FILE = 'widget-frame.html';

/** The app's policy (helmet, app.ts) with the frame's ancestors; everything else stays as strict. */
function framePolicy(appPolicy: string, ancestors: string): string {
  return appPolicy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`);
}

export default fp<{ root: string }>(
  async (app, { root }) => {
    let frameHtml: Promise<string | null> | undefined;
    const frame = () => (frameHtml ??= readFile(path.join(root, FRAME_FILE), 'utf8').catch(() => null));

    app.get<{ Params: { providerId: string }; Querystring: { lang?: string } }>(
      `${WIDGET_FRAME_PATH}/:providerId`,
      { schema: { hide: true } },
      async (request, reply) => {
        const [allowed, html] = await Promise.all([app.widgetService.framePolicy(request.params.providerId), frame()]);
        const lang = request.query.lang === 'en' ? 'en' : 'de';
        reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
        if (!html) return reply.status(404).type('text/plain; charset=utf-8').send('The web app is not built.');
        if (!allowed) {
          return reply
            .status(404)
            .type('text/plain; charset=utf-8')
            .send(lang === 'en' ? 'This widget does not exist.' : 'Dieses Widget gibt es nicht.');
        }
        reply.raw.removeHeader('x-frame-options');
        const appPolicy = String(reply.raw.getHeader('content-security-policy') ?? '');
        reply.header('content-security-policy', framePolicy(appPolicy, frameAncestors(allowed)));
        return reply.type('text/html; charset=utf-8').send(html.replace('<html lang="de"', `<html lang="${lang}"`));
      },
    );

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.split('?')[0] === WIDGET_SCRIPT_PATH && reply.statusCode === 200) {
        reply.header('cross-origin-resource-policy', 'cross-origin');
        reply.header('cache-control', 'public, max-age=300');
      }
      return payload;
    });
  },
  { name: 'widget-frame', dependencies: ['widgetService'] },
);
