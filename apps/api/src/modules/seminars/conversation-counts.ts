/**
 * `seminar_conversation_counts` of GET /seminars. Conversations arrive with the leads
 * feature: until then every seminar has 0. The leads feature replaces the body of this one
 * function (count conversations per seminar of the provider); callers stay as they are.
 */
import type { Db } from '../../db/client';

export async function seminarConversationCounts(
  _db: Db,
  _providerId: string,
  seminarIds: readonly string[],
): Promise<Record<string, number>> {
  return Object.fromEntries(seminarIds.map((id) => [id, 0]));
}
