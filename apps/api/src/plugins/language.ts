/** Resolves the caller's language (Accept-Language, German by default) for translated answers. */
import fp from 'fastify-plugin';
import { pickLanguage, type Language } from '@bu/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('language', 'de');
    app.addHook('onRequest', async (request) => {
      request.language = pickLanguage(request.headers['accept-language']);
    });
  },
  { name: 'language' },
);
