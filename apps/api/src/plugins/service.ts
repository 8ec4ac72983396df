/**
 * Services as plugins (ADR 027): every module's service is built once, when the app starts, and
 * decorates the app (`app.seminarService`); route plugins and other services read it from there.
 * A service plugin is named like its decoration and declares the plugins it reads, so Fastify
 * refuses to start when one is registered before what it needs (the order lives in services.ts).
 * The decoration's type comes from the service's module (declaration merging of FastifyInstance).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export function servicePlugin<K extends Extract<keyof FastifyInstance, string>>(
  name: K,
  build: (app: FastifyInstance) => FastifyInstance[K],
  dependencies: string[],
) {
  return fp(
    async (app) => {
      // The value's type is checked against the decoration above (`build`); decorate's own
      // overloads cannot follow a generic key.
      app.decorate(name as string, build(app) as never);
    },
    { name, dependencies },
  );
}
