import "../../i18n/imports"; // registers the texts of the keys named here
import { ImportFileError, type ImportTable } from "./types";
import { CELL_MAX_CHARS, TABLE_MAX_ROWS } from "./zip-guard";

/**
 * CSV (and semicolon or tab separated) files → a table of header names and string cells. RFC 4180 quoting:
 * a field that starts with `"` runs to the next lone `"`, `""` inside it is one quote, and it may hold the
 * delimiter and line breaks. Excel's quirks are accepted: a `sep=;` first line, text after a closing quote, rows
 * of empty cells (skipped), and a header line that fixes the delimiter.
 */

/** Windows-1252 characters of bytes 0x80–0x9F (the rest of the code page is ISO-8859-1). */
const CP1252_HIGH: Record<number, string> = {
  0x80: "€",
  0x82: "‚",
  0x83: "ƒ",
  0x84: "„",
  0x85: "…",
  0x86: "†",
  0x87: "‡",
  0x88: "ˆ",
  0x89: "‰",
  0x8a: "Š",
  0x8b: "‹",
  0x8c: "Œ",
  0x8e: "Ž",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x95: "•",
  0x96: "–",
  0x97: "—",
  0x98: "˜",
  0x99: "™",
  0x9a: "š",
  0x9b: "›",
  0x9c: "œ",
  0x9e: "ž",
  0x9f: "Ÿ",
};

/**
 * Bytes → text. UTF-8 (a BOM is dropped) when the bytes are valid UTF-8, UTF-16 when a UTF-16 BOM says so (Excel's
 * "Unicode text"), and otherwise Windows-1252, which is what Norwegian Excel writes as "CSV (semikolondelt)".
 * Node's TextDecoder treats "windows-1252" as ISO-8859-1, so the 0x80–0x9F range (€, curly quotes, dashes) is
 * mapped here.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("latin1").decode(bytes).replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH[c.charCodeAt(0)] ?? c);
  }
}

const DELIMITERS = [";", "\t", ","] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/**
 * The delimiter of a header line: whichever of `;`, tab and `,` occurs most often outside quotes; on a tie the
 * earlier one in that order (Norwegian exports use `;` because `,` is the decimal sign). No delimiter at all gives
 * `;` (a one-column file).
 */
export function detectDelimiter(headerLine: string): Delimiter {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best: Delimiter = ";";
  for (const d of DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

export interface DelimitedTable extends ImportTable {
  delimiter: Delimiter;
}

/** A file's bytes → its table (see `parseDelimited`). */
export function readDelimited(bytes: Uint8Array): DelimitedTable {
  return parseDelimited(decodeText(bytes));
}

const QUOTE = 34;
const LF = 10;

/**
 * Text → header names (trimmed) and records of raw cells. `line` is the 1-based line of a record's first line, so
 * a quoted field with line breaks moves the following records down. A quote that never closes is a whole-file
 * error naming the line where the field starts; nothing of such a file is returned.
 */
export function parseDelimited(input: string, delimiter?: Delimiter): DelimitedTable {
  let text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  text = text.replace(/\r\n?/g, "\n");
  let line = 1;
  let i = 0;
  const sep = /^sep=(.)\n/i.exec(text);
  if (sep && (DELIMITERS as readonly string[]).includes(sep[1]!)) {
    delimiter ??= sep[1] as Delimiter;
    i = sep[0].length;
    line = 2;
  }
  while (text.charCodeAt(i) === LF) {
    i++;
    line++;
  }
  const firstLineEnd = text.indexOf("\n", i);
  const delim = delimiter ?? detectDelimiter(text.slice(i, firstLineEnd === -1 ? undefined : firstLineEnd));
  const delimCode = delim.charCodeAt(0);
  const n = text.length;

  const records: { line: number; cells: string[] }[] = [];
  while (i < n) {
    const recordLine = line;
    const cells: string[] = [];
    for (;;) {
      let value = "";
      if (text.charCodeAt(i) === QUOTE) {
        const fieldLine = line;
        let j = i + 1;
        for (;;) {
          const q = text.indexOf('"', j);
          if (q === -1) throw new ImportFileError("imports.csv.unterminatedQuote", { line: fieldLine }, fieldLine);
          const part = text.slice(j, q);
          value += part;
          for (let k = part.indexOf("\n"); k !== -1; k = part.indexOf("\n", k + 1)) line++;
          if (text.charCodeAt(q + 1) === QUOTE) {
            value += '"';
            j = q + 2;
          } else {
            i = q + 1;
            break;
          }
        }
      }
      // Unquoted text, or what follows a closing quote (kept as it stands, as Excel does).
      const start = i;
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === delimCode || c === LF) break;
        i++;
      }
      if (i > start) value += text.slice(start, i);
      cells.push(value);
      if (i >= n) break;
      if (text.charCodeAt(i) === delimCode) {
        i++;
        continue;
      }
      i++; // the line break that ends the record
      line++;
      break;
    }
    if (cells.some((c) => c.trim() !== "")) {
      // the header and at most TABLE_MAX_ROWS data records, of at most CELL_MAX_CHARS characters a cell
      if (records.length > TABLE_MAX_ROWS) throw new ImportFileError("imports.tooManyRows", { max: TABLE_MAX_ROWS });
      if (cells.some((c) => c.length > CELL_MAX_CHARS))
        throw new ImportFileError("imports.cellTooLong", { line: recordLine, max: CELL_MAX_CHARS }, recordLine);
      records.push({ line: recordLine, cells });
    }
  }

  const header = records.shift();
  if (!header) throw new ImportFileError("imports.empty");
  return { delimiter: delim, headers: header.cells.map((h) => h.trim()), rows: records };
}
