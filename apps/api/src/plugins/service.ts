/**
 * Services as plugins (ADR 027): every module's service is built once, when the app starts, and
 * decorates the app (`app.seminarService`); route plugins and other services read it from there.
 * A service plugin is named like its decoration and declares the plugins it reads, so Fastify
 * refuses to start when one is registered before what it needs (the order lives in services.ts).
 * The decoration's type comes from the service's module (declaration merging of FastifyInstance).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export function servicePlugin<K extends keyof FastifyInstance>(
  name: K,
  build: (app: FastifyInstance) => FastifyInstance[K],
  dependencies: string[],
) {
  return fp(
    async (app) => {
      app.decorate(name, build(app));
    },
    { name, dependencies },
  );
}
