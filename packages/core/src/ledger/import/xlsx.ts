import "../../i18n/imports"; // registers the texts of the keys named here
import ExcelJS from "exceljs";
import { type Cell, ImportFileError, type ImportTable } from "./types";
import { CELL_MAX_CHARS, checkZipSizes, TABLE_MAX_ROWS } from "./zip-guard";

/**
 * XLSX → a table like a CSV's: the first worksheet, its first non-empty row as headers. exceljs is heavy (it would
 * multiply the API bundle), so only `parseImport` in index.ts loads this module, with `await import("./xlsx")`.
 *
 * Cells: dates (exceljs gives Date objects for date-formatted cells, in UTC) become `YYYY-MM-DD`; numbers stay
 * numbers, so amounts keep their exact value and the mapping can read an unformatted Excel date serial; rich text
 * and hyperlinks become their plain text; formulas give their cached result; error values (#N/A) count as empty.
 */

type ExcelValue = ExcelJS.CellValue;

function cellOf(value: ExcelValue): Cell {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("formula" in value || "sharedFormula" in value) return cellOf(value.result ?? null);
  // A hyperlink's text is itself rich text when the link is styled.
  if ("hyperlink" in value) return cellOf(value.text as ExcelValue);
  return "";
}

const isBlank = (cell: Cell) => typeof cell === "string" && cell.trim() === "";

/**
 * The zip's declared sizes are checked before exceljs sees the file (zip-guard.ts: a decompression bomb is refused
 * without inflating a byte); then at most TABLE_MAX_ROWS data rows of at most CELL_MAX_CHARS characters a cell.
 */
export async function readXlsx(bytes: Uint8Array): Promise<ImportTable> {
  checkZipSizes(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    await workbook.xlsx.load(copy);
  } catch {
    throw new ImportFileError("imports.unreadable");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ImportFileError("imports.empty");

  let headers: string[] | undefined;
  const rows: ImportTable["rows"] = [];
  if (sheet.actualRowCount > TABLE_MAX_ROWS + 1)
    throw new ImportFileError("imports.tooManyRows", { max: TABLE_MAX_ROWS });
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const width = headers ? headers.length : row.cellCount;
    const cells: Cell[] = [];
    for (let c = 1; c <= width; c++) {
      const cell = cellOf(row.getCell(c).value);
      if (typeof cell === "string" && cell.length > CELL_MAX_CHARS)
        throw new ImportFileError("imports.cellTooLong", { line: rowNumber, max: CELL_MAX_CHARS }, rowNumber);
      cells.push(cell);
    }
    if (cells.every(isBlank)) return;
    if (!headers) headers = cells.map((cell) => String(cell).trim());
    else rows.push({ line: rowNumber, cells });
  });
  if (!headers) throw new ImportFileError("imports.empty");
  return { headers, rows };
}
