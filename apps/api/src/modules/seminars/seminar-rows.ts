/**
 * Stored seminars: the row types, reading a provider's seminar and its recognitions, and the row
 * as rule input. Shared by the list query, the rules, publishing and the service; the row as the
 * `Seminar` the API answers is seminar-answer.ts's `toSeminar`.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { StoredSeminarStatus } from '@bu/contracts';
import type { Executor } from '../../db/client';
import { seminarRecognitions, seminars } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

export type SeminarRow = typeof seminars.$inferSelect;
export type RecognitionRow = typeof seminarRecognitions.$inferSelect;

/** Fields a client may send on add/edit (everything of `seminarFieldsSchema` except `Status`). */
export const FIELD_NAMES = [
  'title',
  'seminarNumber',
  'categoryId',
  'descriptionWeb',
  'descriptionBrochure',
  'seminarType',
  'seminarForm',
  'startDate',
  'endDate',
  'dateComment',
  'timeFrom',
  'timeTo',
  'teachingHoursPerDay',
  'weekendDays',
  'nonSeminarDates',
  'priceType',
  'priceCents',
  'priceMinCents',
  'priceMaxCents',
  'priceComment',
  'locationId',
  'cityComment',
  'formattedAddress',
  'targetGroup',
  'prerequisites',
  'maxParticipants',
  'infoTelephone',
  'directLink',
  'specialFeatures',
  'recognitions',
  'publicationChannel',
  'followUpBooking',
  'expandedText',
  'ownerId',
] as const;

export const isPublished = (status: StoredSeminarStatus) => status !== 'draft';

/** The stored seminar as rule input (what edit merges onto and publish re-checks). */
export function rowToInput(row: SeminarRow, recognitions: RecognitionRow[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of FIELD_NAMES) {
    if (name === 'recognitions') input.recognitions = recognitions.map(({ seminarId: _, ...r }) => r);
    else input[name] = row[name];
  }
  return input;
}

export async function recognitionsOf(executor: Executor, ids: string[]): Promise<RecognitionRow[]> {
  if (!ids.length) return [];
  return executor.select().from(seminarRecognitions).where(inArray(seminarRecognitions.seminarId, ids));
}

/** The caller's seminar, optionally locked for update; another provider's is 404. */
export async function owned(
  executor: Executor,
  providerId: string,
  seminarId: string,
  lock = false,
): Promise<SeminarRow> {
  const query = executor
    .select()
    .from(seminars)
    .where(and(eq(seminars.id, seminarId), eq(seminars.providerId, providerId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
