/**
 * The CSV export every list offers (spec §2), through papaparse: UTF-8 with a BOM (Excel in China
 * opens it as UTF-8), a header in the reader's language, CRLF rows.
 *
 * Spreadsheets read cells, not text: a 20-digit order number becomes 2.02611241157456E+019 and is
 * lost, and a cell that begins with = + - @ runs as a formula. Such cells are written as a formula
 * that is only a text constant, ="…", which Excel, LibreOffice and Numbers all show as exactly that
 * text and never run: identifiers always, other text when it begins like a formula. Amounts and
 * counts stay numbers to the spreadsheet, so they can be summed. tests/unit/csv-spreadsheet.test.ts reads the files back through
 * LibreOffice and compares every cell.
 */
import Papa from "papaparse";

/** A cell: text (an amount such as "12.30" is text too), a count, or an identifier kept exactly. */
export type CsvCell = string | number | { id: string };

const FORMULA_START = /^[=+\-@\t\r]/;
/** "-12.30": a negative amount, which a spreadsheet reads as the number it is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

const asTextConstant = (text: string) => `="${text.replace(/"/g, '""')}"`;

export function csvCell(cell: CsvCell): string {
  if (typeof cell === "number") return String(cell);
  if (typeof cell === "object") return asTextConstant(cell.id);
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? asTextConstant(cell) : cell;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  const cells = [header.map(csvCell), ...rows.map((row) => row.map(csvCell))];
  return "\uFEFF" + Papa.unparse(cells, { newline: "\r\n" });
}

/** A download of `csv` named in ASCII (`asciiName`) and, for browsers that read it, in the language. */
export function csvResponse(csv: string, asciiName: string, localName: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(localName)}`,
      "Cache-Control": "private, no-store",
    },
  });
}
