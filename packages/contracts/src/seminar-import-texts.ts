/**
 * Texts of the seminar CSV import (issue 44) without imports, so i18n.ts can spread them into the
 * validation texts: what the API answers about a file it cannot read and a row it cannot take.
 */

export const seminarImportValidationDe = {
  importFileRequired: 'Bitte wähle eine CSV- oder Excel-Datei (XLSX) aus.',
  importFileEmpty: 'Die Datei ist leer.',
  importFileTooLarge: 'Die Datei ist zu groß (höchstens {{max}} MB).',
  importTooManyRows: 'Die Datei hat {{count}} Zeilen; höchstens {{max}} Seminartermine sind auf einmal möglich.',
  importCsvInvalid: 'Die Datei ist keine lesbare CSV-Datei (Zeile {{line}}).',
  importXlsxInvalid: 'Die Datei ist keine lesbare Excel-Datei (XLSX).',
  importColumnsUnknown: 'Unbekannte Spalten: {{columns}}. Bitte nutze die Spalten der Vorlage.',
  importColumnsMissing: 'Es fehlen Pflichtspalten: {{columns}}.',
  importColumnDuplicate: 'Die Spalte {{columns}} steht mehrfach in der Kopfzeile.',
  importExternalIdRequired: 'Bitte gib eine externe ID an (höchstens 100 Zeichen).',
  importDuplicateKey: 'Externe ID und Startdatum stehen schon in Zeile {{line}}.',
  importStatusInvalid: 'Der Status ist „draft“ oder „online“.',
  importLocationIncomplete: 'Für einen Ort braucht es Straße, Postleitzahl und Ort.',
  importStateInvalid: 'Unbekanntes Bundesland (z. B. „HH“ oder „Hamburg“).',
};

export const seminarImportValidationEn: typeof seminarImportValidationDe = {
  importFileRequired: 'Please choose a CSV or Excel (XLSX) file.',
  importFileEmpty: 'The file is empty.',
  importFileTooLarge: 'The file is too large (at most {{max}} MB).',
  importTooManyRows: 'The file has {{count}} rows; at most {{max}} seminar dates can be imported at once.',
  importCsvInvalid: 'The file is not a readable CSV file (line {{line}}).',
  importXlsxInvalid: 'The file is not a readable Excel file (XLSX).',
  importColumnsUnknown: 'Unknown columns: {{columns}}. Please use the columns of the template.',
  importColumnsMissing: 'Required columns are missing: {{columns}}.',
  importColumnDuplicate: 'The column {{columns}} appears more than once in the header.',
  importExternalIdRequired: 'Please enter an external ID (at most 100 characters).',
  importDuplicateKey: 'External ID and start date already appear in line {{line}}.',
  importStatusInvalid: 'The status is “draft” or “online”.',
  importLocationIncomplete: 'A location needs street, postal code and city.',
  importStateInvalid: 'Unknown state (e.g. “HH” or “Hamburg”).',
};
