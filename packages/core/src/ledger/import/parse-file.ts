import { parseImport, readTable } from "./index";
import { applyMapping, type ColumnMapping, suggestMapping } from "./mapping";
import type { ImportFormat, ParseResult } from "./types";

/** What parsing a stored import gives: the rows and row errors, and for CSV/XLSX the headers and mapping used. */
export interface ParsedFileResult {
  parsed: ParseResult;
  headers?: string[];
  mapping?: ColumnMapping;
}

export interface ParseFileOptions {
  today: string;
  /** CSV/XLSX: the mapping to use; without one, the one suggested from the file's headers. */
  mapping?: ColumnMapping;
}

/**
 * A file's bytes → its rows, reading a CSV/XLSX table once (headers, mapping, rows). Throws ImportFileError for a
 * whole-file error; the headers of a table that was read travel with such an error (`headersOf`), so a file whose
 * mapping does not fit can be mapped anew. Runs in the parse worker (isolated.ts).
 */
export async function parseFile(
  format: ImportFormat,
  bytes: Uint8Array,
  opts: ParseFileOptions,
): Promise<ParsedFileResult> {
  if (format !== "csv" && format !== "xlsx") return { parsed: await parseImport(format, bytes, { today: opts.today }) };
  const table = await readTable(format, bytes);
  const mapping = opts.mapping ?? suggestMapping(table.headers);
  try {
    return { parsed: applyMapping(table, mapping, { today: opts.today, format }), headers: table.headers, mapping };
  } catch (err) {
    Object.assign(err as object, { headers: table.headers, mapping });
    throw err;
  }
}
