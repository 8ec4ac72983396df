/**
 * Stored seminars: the row types, reading a provider's seminar and its recognitions, and the
 * two mappings — to the `Seminar` the API answers (contracts) and back to rule input. Shared by
 * the list query, the rules, publishing and the service.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { displayStatus, startDatePassed, type Seminar, type StoredSeminarStatus } from '@bu/contracts';
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

/** One recognition as the answer lists it, in the answer's key order. */
export type SeminarRecognition = Seminar['recognitions'][number];

/** A seminar's recognitions in the answer's order (by state) and shape. */
export function answerRecognitions(rows: Omit<RecognitionRow, 'seminarId'>[]): SeminarRecognition[] {
  return rows
    .map((r) => ({
      state: r.state as SeminarRecognition['state'],
      number: r.number,
      authority: r.authority,
      validFrom: r.validFrom,
      validUntil: r.validUntil,
      documentId: r.documentId,
    }))
    .sort((a, b) => (a.state < b.state ? -1 : a.state > b.state ? 1 : 0));
}

/**
 * The seminar as the API answers it; `recognitions` are this seminar's, already in answer order.
 * The list writes the same from the database's copy (`answer_head`, migrations 0023 and 0025, and
 * list-query.ts); list.test.ts holds the two alike.
 */
export function toSeminar(row: SeminarRow, recognitions: SeminarRecognition[], today: string): Seminar {
  const expired = startDatePassed(row.startDate, today);
  return {
    id: row.id,
    title: row.title,
    seminarNumber: row.seminarNumber,
    categoryId: row.categoryId,
    descriptionWeb: row.descriptionWeb,
    descriptionBrochure: row.descriptionBrochure,
    seminarType: row.seminarType,
    seminarForm: row.seminarForm,
    startDate: row.startDate,
    endDate: row.endDate,
    dateComment: row.dateComment,
    timeFrom: row.timeFrom,
    timeTo: row.timeTo,
    teachingHoursPerDay: row.teachingHoursPerDay,
    weekendDays: row.weekendDays,
    nonSeminarDates: row.nonSeminarDates,
    priceType: row.priceType,
    priceCents: row.priceCents,
    priceMinCents: row.priceMinCents,
    priceMaxCents: row.priceMaxCents,
    priceComment: row.priceComment,
    locationId: row.locationId,
    cityComment: row.cityComment,
    formattedAddress: row.formattedAddress,
    targetGroup: row.targetGroup,
    prerequisites: row.prerequisites,
    maxParticipants: row.maxParticipants,
    infoTelephone: row.infoTelephone,
    directLink: row.directLink,
    specialFeatures: row.specialFeatures,
    recognitions,
    publicationChannel: row.publicationChannel,
    followUpBooking: row.followUpBooking,
    expandedText: row.expandedText,
    storedStatus: row.status,
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    created_from_dashboard: row.createdFromDashboard ? 1 : 0,
    status: displayStatus(row, today),
    isExpired: expired,
    startDateLocked: isPublished(row.status) && !expired,
  };
}

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
