import "../../i18n/imports"; // registers the texts of the keys named here
import { readDelimited } from "./delimited";
import { applyMapping, type ColumnMapping, suggestMapping } from "./mapping";
import { ImportFileError, type ImportFormat, type ImportTable, type ParseResult } from "./types";

/**
 * One entry point for every import format. The parsers load on demand: exceljs (XLSX) in particular is heavy and
 * must stay out of the API handler, so this module is for the import worker; the API imports `types.ts`,
 * `mapping.ts` or `delimited.ts` directly when it needs them. (A bundler that inlines dynamic imports would still
 * pull exceljs into any bundle that includes this file.)
 */

export interface ParseImportOptions {
  /** `YYYY-MM-DD`; CSV/XLSX voucher dates after it are row errors. The parsers never read the clock. */
  today: string;
  /** CSV/XLSX: the saved column mapping; without one, `suggestMapping` of the file's headers is used. */
  mapping?: ColumnMapping;
}

/** CSV or XLSX → its table (headers and cells), for a preview and for `suggestMapping`. */
export async function readTable(format: "csv" | "xlsx", bytes: Uint8Array): Promise<ImportTable> {
  if (format === "csv") return readDelimited(bytes);
  const { readXlsx } = await import("./xlsx");
  return readXlsx(bytes);
}

/** A file's bytes → rows and row errors; throws ImportFileError when the file as a whole cannot be used. */
export async function parseImport(
  format: ImportFormat,
  bytes: Uint8Array,
  opts: ParseImportOptions,
): Promise<ParseResult> {
  switch (format) {
    case "csv":
    case "xlsx": {
      const table = await readTable(format, bytes);
      return applyMapping(table, opts.mapping ?? suggestMapping(table.headers), { today: opts.today, format });
    }
    case "ocr":
      return (await import("./ocr")).parseOcr(bytes);
    case "ehf":
      return (await import("./ehf")).parseEhf(bytes);
    case "saft":
      return (await import("./saft")).parseSaft(bytes);
    default:
      throw new ImportFileError("imports.format");
  }
}

export { detectFormat } from "./detect";
export { ImportFileError } from "./types";
export type { ImportDebtor, ImportFormat, ImportIssue, ImportKind, ImportRow, ParseResult } from "./types";
export type { ColumnMapping, MappedField } from "./mapping";
