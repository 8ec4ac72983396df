/** A lead's history: every change and message is one event with who and when (GET /leads/:id shows them). */
import type { LeadEventKind } from '@bu/contracts';
import type { Executor } from '../../db/client';
import { leadEvents } from '../../db/schema/index';

export async function recordEvent(
  tx: Executor,
  leadId: string,
  userId: string | null,
  kind: LeadEventKind,
  from: string | null = null,
  to: string | null = null,
) {
  await tx.insert(leadEvents).values({ leadId, userId, kind, fromValue: from, toValue: to });
}
