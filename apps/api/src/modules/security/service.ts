/**
 * Account security (issue 12), one service of three parts: two-factor sign-in (two-factor.ts),
 * the list of signed-in sessions (sessions.ts), and the notices and the "secure my account"
 * link (notices.ts). Built once as `app.securityService` (ADR 027); sign-in and the settings use it.
 */
import type { FastifyInstance } from 'fastify';
import { servicePlugin } from '../../plugins/service';
import { createSecurityNotices } from './notices';
import { createSessionList } from './sessions';
import { createTwoFactor } from './two-factor';

function createSecurityService(app: FastifyInstance) {
  return { ...createTwoFactor(app), ...createSessionList(app), ...createSecurityNotices(app) };
}

type SecurityService = ReturnType<typeof createSecurityService>;

declare module 'fastify' {
  interface FastifyInstance {
    securityService: SecurityService;
  }
}

export default servicePlugin('securityService', createSecurityService, ['database', 'config', 'clock', 'mailer']);
