// A CSV cell a spreadsheet would run as a formula (OWASP's CSV injection: a cell that starts with
// =, +, -, @, a tab or a carriage return) is written after a single quote, so the spreadsheet shows
// it as text. The question export writes cells this way and the CSV import reads them back; to keep
// the pair lossless, a cell that already starts with a quote followed by one of those characters or
// by another quote gets a quote too, and the reader takes off exactly one quote before any of them.

/** What starts a formula in Excel, LibreOffice and Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell the writer quoted: one quote, then a formula start or another quote. */
const QUOTED = /^'[=+\-@\t\r']/;

/**
 * The cell as the export writes it: never opening with a formula start. A cell of white space only
 * runs nothing and the import reads it as empty, so it stays as it is: a quote would survive the
 * import's trimming as the cell's whole text.
 */
export function escapeCsvCell(cell: string): string {
  return (FORMULA_START.test(cell) && cell.trim() !== '') || QUOTED.test(cell) ? `'${cell}` : cell;
}

/** The cell as it was before escapeCsvCell; a cell the writer would not have quoted stays as it is. */
export function unescapeCsvCell(cell: string): string {
  return QUOTED.test(cell) ? cell.slice(1) : cell;
}
