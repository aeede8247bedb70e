import { zipEntries } from "./zip-guard";

/**
 * What a file is by its content, never its name (usability review B3: a PNG renamed .csv was read as CSV). Small
 * and pure, so the API checks an upload with it before storing anything: an XLSX is a zip holding a workbook; the
 * other formats are text (UTF-8, UTF-16 with a BOM, or Windows-1252); anything else (images, PDF, other zips, old
 * binary .xls, archives) is not a file we can import.
 */
export type FileKind = "xlsx" | "text" | "unsupported";

const startsWith = (bytes: Uint8Array, ...magic: number[]) => magic.every((b, i) => bytes[i] === b);

export function sniffFile(bytes: Uint8Array): FileKind {
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0x50, 0x4b, 0x05, 0x06)) {
    let names: string[] | undefined;
    try {
      names = zipEntries(bytes)?.map((e) => e.name);
    } catch {
      // too many entries: still a workbook for the parse to refuse with its own message
      return "xlsx";
    }
    return names?.includes("xl/workbook.xml") ? "xlsx" : "unsupported";
  }
  // UTF-16 text (Excel's "Unicode text") has NUL bytes by nature
  if (startsWith(bytes, 0xff, 0xfe) || startsWith(bytes, 0xfe, 0xff)) return "text";
  if (startsWith(bytes, 0x25, 0x50, 0x44, 0x46)) return "unsupported"; // %PDF
  const head = bytes.subarray(0, 8192);
  let control = 0;
  for (const b of head) {
    if (b === 0) return "unsupported";
    // C0 controls other than tab, line feed, form feed and carriage return (and 0x1A, DOS's end of file)
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d && b !== 0x1a) control++;
  }
  return control > head.length / 100 ? "unsupported" : "text";
}
