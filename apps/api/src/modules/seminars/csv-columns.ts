/**
 * The seminar CSV's cells and the seminar form's fields, both ways (issue 44). Reading converts
 * only what a spreadsheet writes differently (DD.MM.YYYY, `420,00`, `6,5`, `ja`, a category's
 * label, `SH:…|HH:…`, `24.12.2027|…`, plain text); a cell it cannot convert goes to the form's rules as written, so the rule that
 * refuses it is the form's own (a date that is no date is rule 10, not a second rule here).
 */
import {
  SEMINAR_EXTERNAL_ID_MAX,
  germanStates,
  formatAmountCell,
  seminarImportStatuses,
  textsIn,
  type Language,
  type SeminarCsvColumn,
  type StateCode,
  type ValidationKey,
} from '@bu/contracts';
import { neutralizeFormula } from '../../lib/csv';
import type { RecognitionRow, SeminarRow } from './seminar-rows';

/** The form's field each column fills; a rule's field names the column its error belongs to. */
export const COLUMN_OF_FIELD: Record<string, SeminarCsvColumn> = {
  title: 'title',
  categoryId: 'category',
  seminarType: 'seminar_type',
  seminarForm: 'seminar_form',
  startDate: 'start_date',
  endDate: 'end_date',
  timeFrom: 'time_from',
  timeTo: 'time_to',
  teachingHoursPerDay: 'teaching_hours_per_day',
  weekendDays: 'weekend_days',
  nonSeminarDates: 'excluded_dates',
  priceType: 'price_type',
  priceCents: 'price',
  priceMinCents: 'price_min',
  priceMaxCents: 'price_max',
  locationId: 'location_city',
  maxParticipants: 'max_participants',
  descriptionWeb: 'description',
  recognitions: 'recognitions',
  Status: 'status',
};

export interface Category {
  id: number;
  labelDe: string;
  labelEn: string;
}

export interface LocationCells {
  street: string;
  postalCode: string;
  city: string;
  state: string;
}

/** What one row says: form fields (only of the columns the file has), its key, status and location. */
export interface RowInput {
  externalId: string;
  fields: Record<string, unknown>;
  status: (typeof seminarImportStatuses)[number] | null;
  /** Undefined: the file has no location columns; all blank: no location. */
  location?: LocationCells;
  recognitions?: { state: string; number: string | null }[];
  problems: { column: SeminarCsvColumn; key: ValidationKey }[];
}

const blankToNull = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());

/** `DD.MM.YYYY` (or `D.M.YYYY`) to ISO; ISO as it is; anything else as written (rule 10 refuses it). */
function csvDate(value: string): string {
  const v = value.trim();
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(v);
  if (german) return `${german[3]}-${german[2]!.padStart(2, '0')}-${german[1]!.padStart(2, '0')}`;
  return v;
}

/**
 * `420,00`, `420.00`, `1.234,50`, `1,234.50`, `420` (and a `€`) to cents; anything else as written,
 * which the form's price rule refuses. A separator followed by exactly three digits groups thousands.
 */
function csvCents(value: string): number | string {
  const v = value.replace(/[\s€]/g, '');
  if (!/^\d[\d.,]*$/.test(v)) return value.trim();
  const lastSep = Math.max(v.lastIndexOf(','), v.lastIndexOf('.'));
  const decimals = lastSep >= 0 ? v.slice(lastSep + 1) : '';
  let whole = v;
  let fraction = '';
  if (lastSep >= 0 && decimals.length <= 2) {
    whole = v.slice(0, lastSep);
    fraction = decimals;
  }
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(whole)) return value.trim();
  const digits = whole.replace(/[.,]/g, '');
  return Number(digits) * 100 + Number(fraction.padEnd(2, '0') || '0');
}

/** Whole numbers as numbers; anything else as written. */
const csvInteger = (value: string): number | string =>
  /^\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim();

/** HH:MM, also from a spreadsheet's `9:00` or `09:00:00`. */
function csvTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})(:00)?$/.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : value.trim();
}

/** `6`, `6,5` or `6.5` (a spreadsheet's decimal in either notation); anything else as written (rule 36). */
function csvDecimal(value: string): number | string {
  const v = value.trim();
  return /^\d+([.,]\d+)?$/.test(v) ? Number(v.replace(',', '.')) : v;
}

/** `ja`/`nein`, `yes`/`no`, `true`/`false`, `1`/`0` (any case); anything else as written (the form's rule refuses it). */
function csvFlag(value: string): boolean | string {
  const v = value.trim().toLowerCase();
  if (['ja', 'yes', 'true', '1'].includes(v)) return true;
  if (['nein', 'no', 'false', '0'].includes(v)) return false;
  return value.trim();
}

/** `24.12.2027|31.12.2027` or ISO dates, separated by `|`; each one as `csvDate` reads it (rule 37 refuses what is no date). */
const csvDates = (value: string): string[] =>
  value
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(csvDate);

/** A category's id, or its German or English label (any case); an unknown one as written (rule 4). */
function csvCategory(value: string, categories: Category[]): number | string {
  const v = value.trim();
  if (/^-?\d+$/.test(v)) return Number(v);
  const lower = v.toLowerCase();
  const found = categories.find((c) => c.labelDe.toLowerCase() === lower || c.labelEn.toLowerCase() === lower);
  return found ? found.id : v;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** HTML as it is (the form's sanitizer cleans it); plain text as paragraphs, its line breaks kept. */
function csvDescription(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  if (/<\/?[a-z][^>]*>/i.test(v)) return v;
  return v
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** `SH:SH-BU-2201|HH:HH-88` (a state alone: recognised without a number yet). */
function csvRecognitions(value: string): { state: string; number: string | null }[] {
  return value
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      const state = (colon < 0 ? part : part.slice(0, colon)).trim().toUpperCase();
      const number = colon < 0 ? null : part.slice(colon + 1).trim() || null;
      return { state, number };
    });
}

/** A state's code from its code or German or English name; null when it names none. */
export function csvState(value: string): StateCode | null {
  const v = value.trim().toLowerCase().replace(/^de-/, '');
  const found = germanStates.find(
    (s) => s.code.toLowerCase() === v || s.de.toLowerCase() === v || s.en.toLowerCase() === v,
  );
  return found?.code ?? null;
}

export function readRow(cells: Partial<Record<SeminarCsvColumn, string>>, categories: Category[]): RowInput {
  const fields: Record<string, unknown> = {};
  const problems: RowInput['problems'] = [];
  const has = (column: SeminarCsvColumn) => cells[column] !== undefined;
  const cell = (column: SeminarCsvColumn) => cells[column] ?? '';
  const externalId = cell('external_id').trim();
  if (!externalId || externalId.length > SEMINAR_EXTERNAL_ID_MAX)
    problems.push({ column: 'external_id', key: 'importExternalIdRequired' });

  fields.title = cell('title').trim();
  if (has('category')) fields.categoryId = blankToNull(cell('category')) && csvCategory(cell('category'), categories);
  for (const [column, field] of [
    ['seminar_type', 'seminarType'],
    ['seminar_form', 'seminarForm'],
    ['price_type', 'priceType'],
  ] as const) {
    if (has(column)) fields[field] = blankToNull(cell(column))?.toLowerCase() ?? null;
  }
  fields.startDate = blankToNull(cell('start_date')) && csvDate(cell('start_date'));
  if (has('end_date')) fields.endDate = blankToNull(cell('end_date')) && csvDate(cell('end_date'));
  if (has('time_from')) fields.timeFrom = blankToNull(cell('time_from')) && csvTime(cell('time_from'));
  if (has('time_to')) fields.timeTo = blankToNull(cell('time_to')) && csvTime(cell('time_to'));
  if (has('teaching_hours_per_day'))
    fields.teachingHoursPerDay =
      blankToNull(cell('teaching_hours_per_day')) && csvDecimal(cell('teaching_hours_per_day'));
  // Blank: no weekend days (the form's default).
  if (has('weekend_days')) fields.weekendDays = blankToNull(cell('weekend_days')) && csvFlag(cell('weekend_days'));
  if (has('excluded_dates')) fields.nonSeminarDates = csvDates(cell('excluded_dates'));
  for (const [column, field] of [
    ['price', 'priceCents'],
    ['price_min', 'priceMinCents'],
    ['price_max', 'priceMaxCents'],
  ] as const) {
    if (has(column)) fields[field] = blankToNull(cell(column)) && csvCents(cell(column));
  }
  if (has('max_participants'))
    fields.maxParticipants = blankToNull(cell('max_participants')) && csvInteger(cell('max_participants'));
  if (has('description')) fields.descriptionWeb = csvDescription(cell('description'));

  let status: RowInput['status'] = null;
  const statusCell = blankToNull(cell('status'))?.toLowerCase();
  if (statusCell) {
    if ((seminarImportStatuses as readonly string[]).includes(statusCell)) status = statusCell as RowInput['status'];
    else problems.push({ column: 'status', key: 'importStatusInvalid' });
  }

  const locationColumns = ['location_street', 'location_postal_code', 'location_city', 'location_state'] as const;
  let location: LocationCells | undefined;
  if (locationColumns.some(has)) {
    location = {
      street: cell('location_street').trim(),
      postalCode: cell('location_postal_code').trim(),
      city: cell('location_city').trim(),
      state: cell('location_state').trim(),
    };
    if (location.state && !csvState(location.state))
      problems.push({ column: 'location_state', key: 'importStateInvalid' });
  }
  return {
    externalId,
    fields,
    status,
    location,
    recognitions: has('recognitions') ? csvRecognitions(cell('recognitions')) : undefined,
    problems,
  };
}

// ---------------------------------------------------------------------------------------------
// Writing (the export)
// ---------------------------------------------------------------------------------------------

const isoToGerman = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '');

/** Teaching hours as `6,5` (German) or `6.5` (English). */
const decimalCell = (n: number | null, language: Language) =>
  n === null ? '' : language === 'de' ? String(n).replace('.', ',') : String(n);

/** Cents as `420,00` (German) or `420.00` (English), no thousands separator. */
const centsCell = (cents: number | null, language: Language) =>
  cents === null ? '' : formatAmountCell(cents, language);

export function seminarCells(
  row: SeminarRow,
  recognitions: RecognitionRow[],
  location: { street: string | null; postalCode: string; city: string; state: string | null } | undefined,
  categories: Map<number, Category>,
  language: Language,
): string[] {
  const category = row.categoryId === null ? undefined : categories.get(row.categoryId);
  const cells: Record<SeminarCsvColumn, string> = {
    external_id: row.externalId ?? row.id,
    title: row.title,
    category: category ? { de: category.labelDe, en: category.labelEn }[language] : '',
    seminar_type: row.seminarType ?? '',
    seminar_form: row.seminarForm ?? '',
    start_date: isoToGerman(row.startDate),
    end_date: isoToGerman(row.endDate),
    time_from: row.timeFrom ?? '',
    time_to: row.timeTo ?? '',
    price_type: row.priceType ?? '',
    price: centsCell(row.priceCents, language),
    price_min: centsCell(row.priceMinCents, language),
    price_max: centsCell(row.priceMaxCents, language),
    location_street: location?.street ?? '',
    location_postal_code: location?.postalCode ?? '',
    location_city: location?.city ?? '',
    location_state: location?.state ?? '',
    max_participants: row.maxParticipants === null ? '' : String(row.maxParticipants),
    description: row.descriptionWeb ?? '',
    recognitions: [...recognitions]
      .sort((a, b) => (a.state < b.state ? -1 : 1))
      .map((r) => (r.number ? `${r.state}:${r.number}` : r.state))
      .join('|'),
    // Paused and archived seminars are published ones: the import never changes their status.
    status: row.status === 'draft' ? 'draft' : 'online',
    teaching_hours_per_day: decimalCell(row.teachingHoursPerDay, language),
    weekend_days: textsIn(language)(row.weekendDays ? 'csv.yes' : 'csv.no'),
    excluded_dates: row.nonSeminarDates.map(isoToGerman).join('|'),
  };
  return Object.values(cells).map(neutralizeFormula);
}
