/**
 * Which recognition counts for a participant (issue 24 points 5 and 6): the one of the
 * participant's WORK state under the law in force on the seminar's start, else one of another
 * state where the work state accepts those (Saarland), with its status: `recognised`, `missing`,
 * `expired` (its validity does not cover the seminar) or `no_law` (no law in force then).
 */
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  lawOn,
  minimumWarnings,
  recognitionFields,
  stateCodes,
  type RecognitionStatus,
  type RecognitionWarning,
  type StateCode,
} from '@bu/contracts';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { providerRecognitions, seminarRecognitions } from '../../db/schema/index';

export interface RecognitionRow {
  /** Null for a provider-level recognition. */
  seminarId: string | null;
  state: string;
  number: string | null;
  authority?: string | null;
  validFrom?: string | null;
  validUntil?: string | null;
}

export interface ParticipantRecognition {
  status: RecognitionStatus;
  /** The law of the participant's work state on the seminar's start ('' without one). */
  lawName: string;
  number: string | null;
  authority: string | null;
  validFrom: string | null;
  validUntil: string | null;
  /** The state whose recognition it is (another one than the work state when that accepts it). */
  recognisedIn: string | null;
  /** A provider-level recognition (all the provider's seminars in the state). */
  providerLevel: boolean;
}

const covers = (r: RecognitionRow, start: string, end: string) =>
  (!r.validFrom || r.validFrom <= start) && (!r.validUntil || end <= r.validUntil);

/**
 * The status and the recognition that decides it, from a seminar's recognitions and (where the
 * work state recognises providers, not events: BW, NW) the provider's own; null when state or
 * start is unknown.
 */
export function recognitionOf(
  seminarRows: RecognitionRow[],
  workState: string | null,
  startDate: string | null,
  endDate: string | null,
  providerRows: RecognitionRow[] = [],
): ParticipantRecognition | null {
  if (!workState || !startDate) return null;
  const law = lawOn(workState, startDate);
  const none = {
    number: null,
    authority: null,
    validFrom: null,
    validUntil: null,
    recognisedIn: null,
    providerLevel: false,
  };
  if (!law) return { status: 'no_law', lawName: '', ...none };
  const end = endDate ?? startDate;
  const providerLevel = law.recognitionModel === 'provider';
  const rows = providerLevel ? providerRows : seminarRows;
  const own = rows.filter((r) => r.state === workState);
  const others =
    law.acceptsOtherStates && !providerLevel
      ? rows.filter((r) => r.state !== workState && lawOn(r.state, startDate) !== null)
      : [];
  const candidates = [...own, ...others];
  const valid = candidates.find((r) => covers(r, startDate, end));
  const chosen = valid ?? candidates[0];
  if (!chosen) return { status: 'missing', lawName: law.name, ...none };
  return {
    status: valid ? 'recognised' : 'expired',
    lawName: law.name,
    number: chosen.number,
    authority: chosen.authority ?? null,
    validFrom: chosen.validFrom ?? null,
    validUntil: chosen.validUntil ?? null,
    recognisedIn: chosen.state,
    providerLevel,
  };
}

/** What a recognition lacks before it can back a document: its number, its authority. */
export const missingRecognitionFields = (r: Pick<ParticipantRecognition, 'number' | 'authority'>) =>
  recognitionFields.filter((field) => !r[field]?.trim());

/**
 * The status the lead screen shows: a valid recognition without its number or authority is
 * `incomplete`, as the documents it cannot back say (paperwork.ts), never "recognised".
 */
export function leadRecognitionStatus(r: ParticipantRecognition | null): RecognitionStatus | null {
  if (!r) return null;
  return r.status === 'recognised' && missingRecognitionFields(r).length ? 'incomplete' : r.status;
}

/** The seminar's daily schedule, as the state minimums are checked against it. */
export interface SeminarSchedule {
  startDate: string | null;
  endDate: string | null;
  weekendDays: boolean | null;
  nonSeminarDates: readonly string[] | null;
  teachingHoursPerDay: number | null;
}

/**
 * The minimums of the participant's work state (law in force on the start) the seminar misses:
 * too few seminar days, too few teaching hours a day or none stated. Empty when state or start is unknown.
 */
export function leadMinimumWarnings(workState: string | null, seminar: SeminarSchedule): RecognitionWarning[] {
  if (!workState || !(stateCodes as readonly string[]).includes(workState) || !seminar.startDate) return [];
  return minimumWarnings(seminar, [workState as StateCode]);
}

/** The recognitions of one seminar, in every state (a listed lead reads them with the lead, read.ts). */
function seminarRecognitionRows(executor: Executor, seminarId: string): Promise<RecognitionRow[]> {
  return executor
    .select({
      seminarId: seminarRecognitions.seminarId,
      state: seminarRecognitions.state,
      number: seminarRecognitions.number,
      authority: seminarRecognitions.authority,
      validFrom: seminarRecognitions.validFrom,
      validUntil: seminarRecognitions.validUntil,
    })
    .from(seminarRecognitions)
    .where(eq(seminarRecognitions.seminarId, seminarId));
}

/**
 * The provider's own (provider-level) recognitions as a JSON array of `RecognitionRow`s (null
 * without any): read alone (`providerRecognitionRows`) or beside a statement's own rows (the lead
 * list's).
 */
export function providerRecognitionsJson(providerId: string | Placeholder): SQL<string | null> {
  return sql<
    string | null
  >`(select json_agg(json_build_object('seminarId', null, 'state', ${providerRecognitions.state},
      'number', ${providerRecognitions.number}, 'authority', ${providerRecognitions.authority},
      'validFrom', ${providerRecognitions.validFrom}, 'validUntil', ${providerRecognitions.validUntil}))::text
    from ${providerRecognitions} where ${providerRecognitions.providerId} = ${providerId})`;
}

/** The provider's own (provider-level) recognitions. */
export async function providerRecognitionRows(executor: Executor, providerId: string): Promise<RecognitionRow[]> {
  const [row] = rowsOf<{ rows: string | null }>(
    await executor.execute(sql`select ${providerRecognitionsJson(providerId)} as rows`),
  );
  return JSON.parse(row?.rows ?? '[]') as RecognitionRow[];
}

/** The recognition that counts for one participant of one seminar. */
export async function recognitionFor(
  executor: Executor,
  providerId: string,
  seminarId: string,
  workState: string | null,
  startDate: string | null,
  endDate: string | null = null,
): Promise<ParticipantRecognition | null> {
  const [rows, own] = await Promise.all([
    seminarRecognitionRows(executor, seminarId),
    providerRecognitionRows(executor, providerId),
  ]);
  return recognitionOf(rows, workState, startDate, endDate, own);
}
