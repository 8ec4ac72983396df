/**
 * The seminar as the API answers it, key by key: the one definition behind the three places that
 * write it (ADR 059).
 *
 * - `toSeminar` here: the single seminar's answer (add, edit, status, webhooks, the provider API).
 * - `seminar_answer_json` in db/sql/seminar_answer_json.sql: the database's kept copy of each
 *   seminar's answer without the day's fields (`seminars.answer_json`, written by a trigger). Its
 *   column list is written from this file by `npm run db:sql -w apps/api`.
 * - The list statement (list-query.ts): each listed seminar's kept answer with the day's fields
 *   (`seminarDayFields`) appended.
 *
 * The keys and their order are the contracts' `seminarSchema`'s. Adding a seminar field touches
 * that schema, the table (schema/seminars.ts and a migration) and one line of `seminarAnswer`
 * below; seminar-answer.test.ts names a key without a line here and a stale SQL file, and
 * list.test.ts holds the list's text to toSeminar's byte for byte.
 */
import path from 'node:path';
import { getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { displayStatus, seminarSchema, startDatePassed, type Seminar } from '@bu/contracts';
import { seminarRecognitions, seminars } from '../../db/schema/index';
import { sqlFolder } from '../../db/sql-files';
import { isPublished, type RecognitionRow, type SeminarRow } from './seminar-rows';
import { expiredSql, startDatePassedSql, type StatusColumns } from './status-sql';

/** One recognition as the answer lists it, in the answer's key order. */
type SeminarRecognition = Seminar['recognitions'][number];

/** The keys of the answer, in the schema's order. */
const answerKeys = Object.keys(seminarSchema.shape) as (keyof Seminar)[];
/** The keys of a recognition in the answer, in the schema's order: columns of `seminar_recognitions` by the same name. */
const recognitionKeys = Object.keys(seminarSchema.shape.recognitions.element.shape) as (keyof SeminarRecognition &
  keyof RecognitionRow)[];

/** The key is a column of `seminars` under the same name (the drizzle table's key), answered as it is stored. */
const column = 'column';

type Field<K extends keyof Seminar> =
  | (K extends keyof SeminarRow ? (SeminarRow[K] extends Seminar[K] ? typeof column : never) : never)
  | {
      /** Its value in the kept answer: an SQL expression over the seminar row `s`. */
      sql: string;
      value: (row: SeminarRow, recognitions: SeminarRecognition[]) => Seminar[K];
    }
  | {
      /** Depends on the day: the list appends it to the kept answer, for `today`, on the listed row `s`. */
      daySql: (today: Placeholder, s: StatusColumns) => SQL;
      value: (row: SeminarRow, today: string) => Seminar[K];
    };

/** A key kept in the database as the SQL `expression` over the seminar row `s`. */
const kept = <T>(expression: string, value: (row: SeminarRow, recognitions: SeminarRecognition[]) => T) => ({
  sql: expression,
  value,
});
/** A key that depends on the day: the list appends `daySql` for `today` on the listed row `s`. */
const ofTheDay = <T>(
  daySql: (today: Placeholder, s: StatusColumns) => SQL,
  value: (row: SeminarRow, today: string) => T,
) => ({
  daySql,
  value,
});

/** A timestamp as JavaScript's `toISOString()` writes it. */
const isoTime = (name: string) => `to_char(s.${name} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const recognitionColumns = getTableColumns(seminarRecognitions);

/** A seminar's recognitions by state (as `answerRecognitions` orders them), each in the schema's keys. */
const recognitionsSql = `coalesce((SELECT ('[' || string_agg(row_to_json(r)::text, ',' ORDER BY r.state COLLATE "C") || ']')::json
      FROM (SELECT ${recognitionKeys.map((key) => aliased(recognitionColumns[key].name, key)).join(', ')}
        FROM "seminar_recognitions" WHERE seminar_id = s.id) r), '[]')`;

/** `expression AS "key"`, or the bare column when it already has the key's name. */
function aliased(expression: string, key: string): string {
  return expression === key || expression === `s.${key}` ? expression : `${expression} AS "${key}"`;
}

/** Started before the day (no start date: not started). */
const passedSql = (today: Placeholder, s: StatusColumns) => sql`coalesce(${startDatePassedSql(today, s)}, false)`;

/** How each key of the answer is read from the stored seminar: in the database and in TypeScript. */
export const seminarAnswer: { [K in keyof Seminar]: Field<K> } = {
  id: column,
  title: column,
  seminarNumber: column,
  categoryId: column,
  descriptionWeb: column,
  descriptionBrochure: column,
  seminarType: column,
  seminarForm: column,
  startDate: column,
  endDate: column,
  dateComment: column,
  timeFrom: column,
  timeTo: column,
  teachingHoursPerDay: column,
  weekendDays: column,
  nonSeminarDates: column,
  priceType: column,
  priceCents: column,
  priceMinCents: column,
  priceMaxCents: column,
  priceComment: column,
  locationId: column,
  cityComment: column,
  formattedAddress: column,
  targetGroup: column,
  prerequisites: column,
  maxParticipants: column,
  infoTelephone: column,
  directLink: column,
  specialFeatures: column,
  recognitions: kept(recognitionsSql, (_row, recognitions) => recognitions),
  publicationChannel: column,
  followUpBooking: column,
  expandedText: column,
  storedStatus: kept('s.status', (row) => row.status),
  ownerId: column,
  createdAt: kept(isoTime('created_at'), (row) => row.createdAt.toISOString()),
  publishedAt: kept(isoTime('published_at'), (row) => row.publishedAt?.toISOString() ?? null),
  updatedAt: kept(isoTime('updated_at'), (row) => row.updatedAt.toISOString()),
  created_from_dashboard: kept('CASE WHEN s.created_from_dashboard THEN 1 ELSE 0 END', (row) =>
    row.createdFromDashboard ? (1 as const) : (0 as const),
  ),
  status: ofTheDay(
    (today, s) => sql`case when ${expiredSql(today, s)} then 'expired' else ${s.status} end`,
    (row, today) => displayStatus(row, today),
  ),
  isExpired: ofTheDay(passedSql, (row, today) => startDatePassed(row.startDate, today)),
  startDateLocked: ofTheDay(
    (today, s) => sql`(${s.status} <> 'draft' and not ${passedSql(today, s)})`,
    (row, today) => isPublished(row.status) && !startDatePassed(row.startDate, today),
  ),
};

const seminarColumns = getTableColumns(seminars);
const isDayField = (key: keyof Seminar) => typeof seminarAnswer[key] === 'object' && 'daySql' in seminarAnswer[key];

/** The answer's keys kept in the database, in the schema's order. */
const keptKeys = answerKeys.filter((key) => !isDayField(key));

/** The keys that depend on the day with their SQL, in the schema's order: the list appends them (list-query.ts). */
export const seminarDayFields = answerKeys.filter(isDayField).map((key) => {
  const field = seminarAnswer[key] as Extract<Field<typeof key>, { daySql: unknown }>;
  return { key, sql: field.daySql };
});

/**
 * Why the definition cannot be written as SQL, if it cannot: a key of the schema without a line in
 * `seminarAnswer` (or the reverse), a day's field before a kept one (the list appends the day's
 * fields to the kept answer, so they come last), a column that the table lacks.
 */
export function seminarAnswerProblems(): string[] {
  const problems: string[] = [];
  for (const key of answerKeys) if (!(key in seminarAnswer)) problems.push(`${key}: no line in seminarAnswer`);
  for (const key of Object.keys(seminarAnswer))
    if (!answerKeys.includes(key as keyof Seminar)) problems.push(`${key}: not a key of seminarSchema`);
  const firstDay = answerKeys.findIndex(isDayField);
  if (firstDay >= 0 && answerKeys.slice(firstDay).some((key) => !isDayField(key)))
    problems.push('the fields of the day must come last in seminarSchema');
  for (const key of keptKeys)
    if (seminarAnswer[key] === column && !(key in seminarColumns)) problems.push(`${key}: no such column in seminars`);
  for (const key of recognitionKeys)
    if (!(key in recognitionColumns)) problems.push(`recognitions.${key}: no such column in seminar_recognitions`);
  return problems;
}

/** The select list of `seminar_answer_json`: each kept key as its SQL, aliased to the key. */
export function keptAnswerColumnsSql(): string {
  return keptKeys
    .map((key) => {
      const field = seminarAnswer[key];
      if (field === column)
        return `    ${aliased(`s.${seminarColumns[key as keyof typeof seminarColumns].name}`, key)}`;
      if ('daySql' in field) throw new Error(`${key} depends on the day: it is not kept`);
      return `    ${aliased(field.sql, key)}`;
    })
    .join(',\n');
}

/** The SQL file that holds `seminar_answer_json` (applied by db/sql-files.ts). */
export const seminarAnswerSqlFile = path.join(sqlFolder, 'seminar_answer_json.sql');

const generated =
  /(-- generated from modules\/seminars\/seminar-answer\.ts[^\n]*\n)[\s\S]*?(^[ \t]*-- end of the generated)/m;

/** The SQL file's text with its generated column list written anew. */
export function withKeptAnswerColumns(text: string): string {
  if (!generated.test(text)) throw new Error(`${seminarAnswerSqlFile}: the generated part's markers are missing`);
  return text.replace(generated, (_, begin: string, end: string) => `${begin}${keptAnswerColumnsSql()}\n${end}`);
}

/** A seminar's recognitions in the answer's order (by state) and keys. */
export function answerRecognitions(rows: Omit<RecognitionRow, 'seminarId'>[]): SeminarRecognition[] {
  return rows
    .map((row) => Object.fromEntries(recognitionKeys.map((key) => [key, row[key]])) as SeminarRecognition)
    .sort((a, b) => (a.state < b.state ? -1 : a.state > b.state ? 1 : 0));
}

/**
 * The seminar as the API answers it on `today`; `recognitions` are this seminar's, already in
 * answer order (`answerRecognitions`). The list writes the same from the kept copy.
 */
export function toSeminar(row: SeminarRow, recognitions: SeminarRecognition[], today: string): Seminar {
  const seminar: Record<string, unknown> = {};
  for (const key of answerKeys) {
    const field = seminarAnswer[key];
    if (field === column) seminar[key] = row[key as keyof SeminarRow];
    else if ('daySql' in field) seminar[key] = field.value(row, today);
    else seminar[key] = field.value(row, recognitions);
  }
  return seminar as Seminar;
}
