/** CSV exports (leads, activity, statistics): cells a spreadsheet would run as a formula are neutralized. */

/** CSV cells that a spreadsheet would run as a formula get a leading apostrophe (phone numbers stay). */
export function neutralizeFormula(value: string): string {
  if (/^[=@\t\r]/.test(value)) return `'${value}`;
  if (/^[+-]/.test(value) && !/^[+-][0-9 ()/-]*$/.test(value)) return `'${value}`;
  return value;
}
