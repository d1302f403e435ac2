/**
 * RFC 4180 output with spreadsheet formula injection neutralised (OWASP "CSV injection"):
 * a cell a spreadsheet would evaluate (= + - @, or a leading tab / CR) gets a leading apostrophe,
 * so it is shown as text; then a cell holding a comma, quote, CR or LF is quoted with inner
 * quotes doubled.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 writes it. */
export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
