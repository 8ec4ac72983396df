/**
 * `lead.updated` (issue 44): the one place a changed lead is announced to the provider's
 * webhooks, once the change is committed. A lead has changed for its webhooks when what the lead
 * resource shows of it changed, by someone's hand or as the consequence of another change:
 *
 * - stage, owner, notes, seminar and contact fields (`PUT /leads/:id`, `PUT /v1/leads/:id`);
 * - its place on a waitlist that closed up when a lead ahead of it left;
 * - its owner, when that team member was removed.
 *
 * Not announced: reading a lead or marking it unread, its activity time (a participant's message has
 * `conversation.message_received`) and the attendance ticks, which the lead resource does not carry.
 */
import type { FastifyInstance } from 'fastify';
import type { Lead } from '@bu/contracts';
import { loadLead } from './read';

/** Sends `lead.updated` for each lead, given loaded or by id (loaded only when an endpoint wants it). */
export function announceLeadsUpdated(
  app: FastifyInstance,
  providerId: string,
  changed: readonly (Lead | string)[],
): Promise<void> {
  return app.webhooks.emitEach(
    providerId,
    'lead.updated',
    changed.map((lead) =>
      typeof lead === 'string' ? () => loadLead(app.db, providerId, lead, app.now()).catch(() => null) : lead,
    ),
  );
}
