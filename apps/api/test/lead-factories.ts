/**
 * Factories of the leads tests: seminars and leads inserted directly (any status or date) on a
 * test user's provider, through the demo seed's factories, and inquiries through the API.
 */
import type { Db } from '../src/db/client';
import type { leads, seminars } from '../src/db/schema/index';
import type { App } from '../src/app';
import { insertLead as insertLeadRow, insertSeminar as insertSeminarRow } from '../src/demo/factories';
import type { TestUser } from './factories';
import { createFormTokens } from '../src/modules/public/form-token';

export async function insertSeminar(
  db: Db,
  user: TestUser,
  overrides: Partial<typeof seminars.$inferInsert> = {},
): Promise<string> {
  const row = await insertSeminarRow(db, { providerId: user.providerId, ownerId: user.userId, ...overrides });
  return row.id;
}

/** A lead of the user's provider, inserted directly: no mails, no conversation, no history. */
export async function insertLead(
  db: Db,
  user: TestUser,
  overrides: Partial<typeof leads.$inferInsert> = {},
): Promise<string> {
  const row = await insertLeadRow(db, { providerId: user.providerId, ...overrides });
  return row.id;
}

export const inquiry = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jonas',
  lastName: 'Petersen',
  email: 'jonas.petersen@example.org',
  phone: '+49 40 123456',
  message: 'Guten Tag, ist der Kurs in Hamburg als Bildungsurlaub anerkannt?',
  employerState: 'HH',
  ...overrides,
});

let ipCounter = 1;
/** A fresh client address per call keeps the per-address limit out of tests that are not about it. */
export const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

/**
 * The token of an inquiry form opened a minute ago at `ip` (the app's own key and clock), for
 * tests that are not about the form's fill time.
 */
export const formTokenFor = (app: App, seminarId: string, ip: string) =>
  createFormTokens(app.config.ENCRYPTION_KEY, () => new Date(app.now().getTime() - 60_000)).issue(seminarId, ip);

/** An inquiry from `ip` (a fresh one by default) with a form opened a minute before, unless the body brings its own token. */
export async function postInquiry(
  app: App,
  seminarId: string,
  body: Record<string, unknown>,
  options: { language?: string; ip?: string } = {},
) {
  const ip = options.ip ?? freshIp();
  return app.inject({
    method: 'POST',
    url: `/api/public/seminars/${seminarId}/inquiries`,
    headers: { 'accept-language': options.language ?? 'de' },
    remoteAddress: ip,
    payload: 'formToken' in body ? body : { ...body, formToken: formTokenFor(app, seminarId, ip) },
  });
}
