/**
 * Seminars in and out as CSV (issue 44): the columns of the template, the export and the import,
 * one row per date with (`external_id`, `start_date`) as a seminar's key; the limits of a file;
 * the import's query and answers. Cell rules are the seminar form's own (seminars.ts); only
 * what a file adds (its columns, its key) has texts of its own (seminar-import-texts.ts).
 */
import { z } from 'zod';
import { costsSchema } from './seminars';
import { apiFailureSchema } from './errors';

/** The machine headers, in this order, of the template and the export. */
export const SEMINAR_CSV_COLUMNS = [
  'external_id',
  'title',
  'category',
  'seminar_type',
  'seminar_form',
  'start_date',
  'end_date',
  'time_from',
  'time_to',
  'price_type',
  'price',
  'price_min',
  'price_max',
  'location_street',
  'location_postal_code',
  'location_city',
  'location_state',
  'max_participants',
  'description',
  'recognitions',
  'status',
  // The daily schedule beyond the times (issue 46), appended so the first 21 keep their places.
  'teaching_hours_per_day',
  'weekend_days',
  'excluded_dates',
] as const;
export type SeminarCsvColumn = (typeof SEMINAR_CSV_COLUMNS)[number];

/** Without these a row has no key or no name; every other column may be left out (then it is not changed). */
export const SEMINAR_CSV_REQUIRED_COLUMNS = ['external_id', 'title', 'start_date'] as const;

export const SEMINAR_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const SEMINAR_IMPORT_MAX_ROWS = 5000;
export const SEMINAR_EXTERNAL_ID_MAX = 100;
/** `status` cells: a draft, or published (never unpublishes: a published seminar keeps its status). */
export const seminarImportStatuses = ['draft', 'online'] as const;

const flag = z.union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')]);

/** Query of POST /seminars/import (the file travels as multipart field `file`). */
export const seminarImportQuerySchema = z.object({
  token: z.string().optional(),
  /** Check and answer what would happen; nothing is written. */
  dryRun: flag.optional(),
  /** The costs the caller confirmed (the dry run's `costs.totalCents`); 409 when they changed. */
  expectedTotalCents: z.coerce.number().int().min(0).optional(),
});
export type SeminarImportQuery = z.infer<typeof seminarImportQuerySchema>;

/** The form of POST /seminars/import. */
export const seminarImportFormSchema = z.object({
  file: z
    .file()
    .describe(
      `The seminars: CSV (UTF-8 with or without BOM, or Windows-1252; \`;\` or \`,\`) or an Excel workbook (XLSX, its first sheet), at most ${SEMINAR_IMPORT_MAX_BYTES / 1024 / 1024} MB and ${SEMINAR_IMPORT_MAX_ROWS} rows.`,
    ),
  bu_auth_token: z.string().optional(),
});

/**
 * One problem of one row: `row` is the file's line (the header is line 1), `field` the column,
 * `code` the seminar rule number (seminar-rules.ts) or, for what only a file can get wrong, a
 * validation key (`importDuplicateKey` …) or PAID_ACTION_ADMIN_ONLY; `message` in the caller's language.
 */
export const seminarImportErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  code: z.union([z.number().int(), z.string()]),
  message: z.string(),
});
export type SeminarImportError = z.infer<typeof seminarImportErrorSchema>;

export const seminarImportActions = ['created', 'updated', 'unchanged'] as const;
/** What the import does (or would do) with one row. */
export const seminarImportRowSchema = z.object({
  row: z.number().int(),
  action: z.enum(seminarImportActions),
  externalId: z.string(),
  startDate: z.string().nullable(),
  title: z.string(),
  /** The row publishes the seminar (a draft or a new one goes online). */
  publishes: z.boolean(),
});
export type SeminarImportRow = z.infer<typeof seminarImportRowSchema>;

const counts = {
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Saved locations the import adds for addresses the provider has none for yet. */
  newLocations: z.number().int(),
  errors: z.array(seminarImportErrorSchema),
};

export const seminarImportResponseSchema = z.object({
  success: z.literal(true),
  ...counts,
  rows: z.array(seminarImportRowSchema),
  /** What publishing through this import charges (the same lines as publishing from the form). */
  costs: costsSchema,
});
export type SeminarImportResponse = z.infer<typeof seminarImportResponseSchema>;

/** 422: the file has row errors; nothing was written. */
export const seminarImportFailureSchema = apiFailureSchema.extend(counts);
export type SeminarImportFailure = z.infer<typeof seminarImportFailureSchema>;
