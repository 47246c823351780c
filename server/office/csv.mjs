// @ts-check
// The office's export: a CSV that Excel opens with Devanagari intact (UTF-8 with a byte-order
// mark, CRLF lines) and never runs as formulas: a cell a parent's text begins with `=`, `+`,
// `-`, `@`, a tab or a carriage return is prefixed with an apostrophe (OWASP's advice for CSV
// injection), which Excel shows as text.

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised, quoted, inner quotes doubled. */
export function csvCell(/** @type {string | number | null | undefined} */ value) {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * The whole file, header first.
 * @param {string[]} header
 * @param {(string | number | null | undefined)[][]} rows
 */
export function csvFile(header, rows) {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
