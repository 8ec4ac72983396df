/**
 * Every successful write in a support session lands in the provider's activity log. Modules
 * record their own, more telling entries (seminar published, member removed …); for a write
 * that recorded none, this hook adds a `support_action` entry naming the call.
 */
import fp from 'fastify-plugin';
import { activityScope, recordActivity } from '../activity';

declare module 'fastify' {
  interface FastifyRequest {
    activityState: { recorded: boolean } | null;
  }
  interface FastifyContextConfig {
    /** A POST/PUT that changes nothing of the provider's (session check, UI language in support). */
    readOnly?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async (app) => {
    app.decorateRequest('activityState', null);
    app.addHook('onRequest', (request, _reply, done) => {
      const state = { recorded: false };
      request.activityState = state;
      activityScope.run(state, done);
    });
    // onSend, not onResponse: the entry exists before the client sees the answer.
    app.addHook('onSend', async (request, reply, payload) => {
      const auth = request.auth;
      if (!auth?.support || READS.has(request.method) || reply.statusCode >= 400) return payload;
      if (request.activityState?.recorded || request.routeOptions.config.readOnly) return payload;
      try {
        await recordActivity(app.db, {
          actor: auth.user,
          kind: 'support_action',
          details: { method: request.method, call: request.routeOptions.url ?? request.url.split('?')[0]! },
        });
      } catch (err) {
        request.log.error({ err }, 'support audit entry failed');
      }
      return payload;
    });
  },
  { name: 'support-audit', dependencies: ['auth', 'database'] },
);
