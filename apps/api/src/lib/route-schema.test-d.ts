/**
 * What a route built with `routeSchema(endpoints.x)` lets through, checked by the compiler
 * (`npm run typecheck`, tsc -p apps/api; ADR 055) — the API's side of the web client's
 * `api-client.test-d.ts`: the handler's request is typed by the entry's request schemas and its
 * answer by the success schema, so a renamed operation, a field the body lacks or an answer the
 * schema does not allow does not compile. Never run: it only has to compile.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expectTypeOf, it } from 'vitest';
import { endpoints } from '@bu/contracts';
import { routeSchema } from './route-schema';

describe('routeSchema', () => {
  it('types the handler by the entry of the map', () => {
    const routes: FastifyPluginAsyncZod = async (app) => {
      app.post(
        '/conversations/:id/messages',
        { schema: routeSchema(endpoints.sendMessage) },
        async (request, reply) => {
          expectTypeOf(request.params.id).toEqualTypeOf<string>();
          expectTypeOf(request.body.text).toEqualTypeOf<string>();
          // @ts-expect-error -- the body has no such field
          void request.body.txt;
          // @ts-expect-error -- an answer without the message the schema requires
          return reply.status(201).send({ success: true as const });
        },
      );
      app.get('/leads/unread-count', { schema: routeSchema(endpoints.leadUnreadCounts) }, async () =>
        // @ts-expect-error -- a count as text where the schema says number
        ({ success: true as const, leads: '1', conversations: 0, messages: 0 }),
      );
      // @ts-expect-error -- renamed or removed in the map: the route stops compiling
      app.get('/seminars', { schema: routeSchema(endpoints.listSeminar) }, async () => ({}));
    };
    expectTypeOf(routes).toBeFunction();
  });
});
