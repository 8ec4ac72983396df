/**
 * CSV in and out (leads, activity, statistics, seminars): cells a spreadsheet would run as a
 * formula are neutralized on export and read back on import; the translated exports are written
 * one way (`translatedCsv`).
 */
import { stringify } from 'csv-stringify/sync';
import { textsIn, type Language } from '@bu/contracts';

/**
 * A translated export (leads, activity, statistics): UTF-8 with a BOM for Excel, a header line, the
 * language's delimiter (`csv.delimiter`: `;` for German Excel, `,` for English), Windows line ends,
 * and quotes around cells that hold a line break. Cells are written as given: neutralize them first.
 */
export function translatedCsv(language: Language, headers: string[], records: string[][]): string {
  return stringify(records, {
    bom: true,
    header: true,
    columns: headers,
    delimiter: textsIn(language)('csv.delimiter'),
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
}

/** CSV cells that a spreadsheet would run as a formula get a leading apostrophe (phone numbers stay). */
export function neutralizeFormula(value: string): string {
  if (/^[=@\t\r]/.test(value)) return `'${value}`;
  if (/^[+-]/.test(value) && !/^[+-][0-9 ()/-]*$/.test(value)) return `'${value}`;
  return value;
}

/**
 * A cell of an imported CSV as it was before `neutralizeFormula` wrote it: the apostrophe in
 * front of what a spreadsheet would run goes again, so an export reads back unchanged. Any other
 * cell stays as it is; a formula (`=…`) is never evaluated, it is text.
 */
export function restoreFormula(value: string): string {
  return /^'[=@+\-\t\r]/.test(value) ? value.slice(1) : value;
}
