/**
 * CSV as spreadsheets read it (RFC 4180): fields quoted when they hold a comma, a quote or a
 * line break, quotes doubled, rows ended by CRLF, and a byte-order mark first so Excel takes
 * the file as UTF-8 (names like 'Zoë Ångström' or '王小明' stay whole).
 */

export const CSV_BOM = '\uFEFF';

// A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection"):
// a guest named '=HYPERLINK(…)' must stay text, so such a cell gets a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row, CRLF-terminated. */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
