/**
 * Reading an uploaded seminar file (issue 44) into rows of named cells, or one clear, translated
 * 400 about the file: empty, too many rows, unreadable, unknown, doubled or missing columns.
 * Spreadsheets write what they like, so the reader takes CSV in UTF-8 with or without BOM and
 * Windows-1252 (German Excel's "CSV"), `;`, `,` or tab as the delimiter (read from the header line),
 * and the first sheet of an Excel workbook (XLSX); formulas are text either way. csv-parse and
 * exceljs do the parsing.
 */
import { parse } from 'csv-parse/sync';
import {
  SEMINAR_CSV_COLUMNS,
  SEMINAR_CSV_REQUIRED_COLUMNS,
  SEMINAR_IMPORT_MAX_ROWS,
  textsIn,
  type Language,
  type SeminarCsvColumn,
  type ValidationKey,
} from '@bu/contracts';
import { AppError } from '../../lib/app-error';
import { restoreFormula } from '../../lib/csv';

export interface CsvRow {
  /** The file's line the row starts on (the header is line 1). */
  line: number;
  /** The file's columns only: a column the file leaves out is not changed by the import. */
  cells: Partial<Record<SeminarCsvColumn, string>>;
}

const fileError = (key: ValidationKey, language: Language, params: Record<string, string | number> = {}) =>
  new AppError('VALIDATION_FAILED', {
    fieldErrors: { file: key },
    params,
    message: textsIn(language)(`validation.${key}`, params),
  });

/**
 * Windows-1252's bytes 0x80–0x9F (€ „ “ – and the like), where it differs from Latin-1; the five it
 * leaves undefined stay the C1 code points, as WHATWG's decoder has them.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * UTF-8 when the bytes are valid UTF-8, Windows-1252 otherwise (the ANSI code page of German Windows).
 * Decoded here rather than with `TextDecoder('windows-1252')`, which some Node versions read as
 * Latin-1 (Node 20 turns `€` into U+0080).
 */
function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return data.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!);
  }
}

/** The delimiter the header line uses most: `;` (German Excel), `,` or a tab. */
function detectDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best![1] > 0 ? best![0] : ';';
}

interface SheetRecord {
  record: string[];
  /** The file's line (CSV) or row (XLSX) the record starts on. */
  line: number;
}

/** A file's records, the header first: an XLSX (a zip) by its first sheet, anything else as CSV. */
export async function readSeminarFile(data: Buffer, language: Language): Promise<CsvRow[]> {
  const zip = data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;
  return rowsOf(zip ? await xlsxRecords(data, language) : csvRecords(data, language), language);
}

function csvRecords(data: Buffer, language: Language): SheetRecord[] {
  const text = decodeText(data);
  if (!text.replace(/^\uFEFF/, '').trim()) throw fileError('importFileEmpty', language);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, '')),
      bom: true,
      info: true,
      // A quote inside an unquoted cell (`=HYPERLINK("…")` typed by hand) is text.
      relax_quotes: true,
      skip_empty_lines: true,
      // Rows of empty cells (`;;;;`) are what a spreadsheet leaves below the data.
      skip_records_with_empty_values: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    throw fileError('importCsvInvalid', language, { line: (err as { lines?: number }).lines ?? 1 });
  }
  // csv-parse counts the line a record ends on; a quoted cell may span lines.
  return records.map(({ record, info }) => ({
    record,
    line: info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0),
  }));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An Excel cell as the text a CSV would hold: dates ISO, times HH:MM, a formula as its text. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Excel keeps a time of day as a date in 1899.
    if (value.getUTCFullYear() < 1900) return `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  if (typeof value === 'object') {
    const cell = value as { formula?: string; sharedFormula?: string; richText?: { text: string }[]; text?: unknown };
    if (cell.formula ?? cell.sharedFormula) return `=${cell.formula ?? cell.sharedFormula}`;
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if (cell.text !== undefined) return cellText(cell.text);
    return '';
  }
  return String(value);
}

async function xlsxRecords(data: Buffer, language: Language): Promise<SheetRecord[]> {
  // Loaded with the first workbook, not at start-up.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw fileError('importXlsxInvalid', language);
  }
  const sheet = workbook.worksheets[0];
  const records: SheetRecord[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, line) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    const record = Array.from({ length: Math.max(values.length, sheet.actualColumnCount) }, (_, i) =>
      cellText(values[i]),
    );
    if (record.some((cell) => cell.trim())) records.push({ record, line });
  });
  if (!records.length) throw fileError('importFileEmpty', language);
  return records;
}

function rowsOf(records: SheetRecord[], language: Language): CsvRow[] {
  const [head, ...body] = records;
  if (!head) throw fileError('importFileEmpty', language);
  // A sheet's empty cells after the last column name are no columns.
  const header = head.record.map((name) => name.trim().toLowerCase());
  while (header.length && !header.at(-1)) header.pop();
  const known = new Set<string>(SEMINAR_CSV_COLUMNS);
  const unknown = header.filter((name) => !known.has(name));
  if (unknown.length) throw fileError('importColumnsUnknown', language, { columns: unknown.join(', ') });
  const doubled = header.filter((name, i) => header.indexOf(name) !== i);
  if (doubled.length) throw fileError('importColumnDuplicate', language, { columns: [...new Set(doubled)].join(', ') });
  const missing = SEMINAR_CSV_REQUIRED_COLUMNS.filter((name) => !header.includes(name));
  if (missing.length) throw fileError('importColumnsMissing', language, { columns: missing.join(', ') });
  if (!body.length) throw fileError('importFileEmpty', language);
  if (body.length > SEMINAR_IMPORT_MAX_ROWS) {
    throw fileError('importTooManyRows', language, { count: body.length, max: SEMINAR_IMPORT_MAX_ROWS });
  }
  return body.map(({ record, line }) => {
    const cells: CsvRow['cells'] = {};
    header.forEach((name, i) => {
      cells[name as SeminarCsvColumn] = restoreFormula(record[i] ?? '');
    });
    return { line, cells };
  });
}
