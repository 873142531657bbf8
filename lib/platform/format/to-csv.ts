/** Cells a spreadsheet would evaluate as a formula (OWASP: = + - @, and tab / carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-like text is defused with a leading apostrophe, then quoted when needed. */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value);
  // Numbers are data, not formulas: a negative amount stays a number.
  if (typeof value !== "number" && FORMULA_START.test(text)) text = "'" + text;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV file as spreadsheet programs want it: UTF-8 with a byte-order mark (so diacritics
 * show correctly in Excel), a header row, CRLF line ends.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}
