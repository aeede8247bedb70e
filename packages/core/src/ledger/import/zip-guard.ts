import "../../i18n/imports"; // registers the texts of the keys named here
import { ImportFileError } from "./types";

/**
 * Limits of an XLSX file before anything of it is inflated (security review F6, a decompression bomb: 400 KB that
 * unpack to 400 MB). The 5 MB upload limit bounds only the compressed bytes, so the zip's central directory, which
 * declares every entry's uncompressed size, is read first and the file refused when it promises too much.
 *
 * A real 50 000-invoice workbook (3.7 MB) unpacks to 29 MB and its largest entry (the sheet) is 27 MB; the limits
 * leave twice that. Rows and cell lengths are checked on the table read (xlsx.ts). An entry that unpacks to more
 * than its directory declares (a lying directory) is stopped by the parse worker's memory limit (isolated.ts).
 */
export const XLSX_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
export const XLSX_MAX_ENTRY_BYTES = 48 * 1024 * 1024;
export const XLSX_MAX_ENTRIES = 1000;
/** Data rows of a CSV or XLSX table (a 5 MB CSV holds about 50 000 invoices). */
export const TABLE_MAX_ROWS = 100_000;
/** Characters of one cell: names, addresses and references are far shorter; a preview row must fit in an item. */
export const CELL_MAX_CHARS = 1000;

const MB = 1024 * 1024;
const EOCD = 0x06054b50;
const ZIP64_EOCD_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/** The entries of a zip's central directory; undefined when the bytes are not a readable zip. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // the end-of-central-directory record: 22 bytes plus a comment of at most 65 535
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  let count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  if (eocd >= 20 && view.getUint32(eocd - 20, true) === ZIP64_EOCD_LOCATOR) {
    const z64 = Number(view.getBigUint64(eocd - 20 + 8, true));
    if (z64 + 56 > bytes.length || view.getUint32(z64, true) !== 0x06064b50) return undefined;
    count = Number(view.getBigUint64(z64 + 32, true));
    offset = Number(view.getBigUint64(z64 + 48, true));
  }
  if (count > XLSX_MAX_ENTRIES) throw new ImportFileError("imports.xlsx.tooManyEntries", { max: XLSX_MAX_ENTRIES });
  const entries: ZipEntry[] = [];
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== CENTRAL) return undefined;
    let compressedSize = view.getUint32(p + 20, true);
    let uncompressedSize = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    if (p + 46 + nameLength + extraLength > bytes.length) return undefined;
    const name = new TextDecoder().decode(bytes.subarray(p + 46, p + 46 + nameLength));
    if (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff) {
      // zip64: the real sizes are in the extra field 0x0001 (uncompressed first, then compressed)
      let e = p + 46 + nameLength;
      const end = e + extraLength;
      let found = false;
      while (e + 4 <= end) {
        const id = view.getUint16(e, true);
        const size = view.getUint16(e + 2, true);
        if (id === 0x0001) {
          let q = e + 4;
          if (uncompressedSize === 0xffffffff) {
            uncompressedSize = Number(view.getBigUint64(q, true));
            q += 8;
          }
          if (compressedSize === 0xffffffff) compressedSize = Number(view.getBigUint64(q, true));
          found = true;
          break;
        }
        e += 4 + size;
      }
      if (!found) return undefined;
    }
    entries.push({ name, compressedSize, uncompressedSize });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Refuses a zip whose entries would unpack to more than the limits (total or any one entry), reading only its
 * central directory: nothing is inflated. Throws ImportFileError ("imports.xlsx.unpackedTooLarge", "unreadable").
 */
export function checkZipSizes(bytes: Uint8Array): ZipEntry[] {
  const entries = zipEntries(bytes);
  if (!entries) throw new ImportFileError("imports.unreadable");
  let total = 0;
  for (const e of entries) {
    if (e.uncompressedSize > XLSX_MAX_ENTRY_BYTES)
      throw new ImportFileError("imports.xlsx.unpackedTooLarge", { mb: XLSX_MAX_ENTRY_BYTES / MB });
    total += e.uncompressedSize;
  }
  if (total > XLSX_MAX_UNPACKED_BYTES)
    throw new ImportFileError("imports.xlsx.unpackedTooLarge", { mb: XLSX_MAX_UNPACKED_BYTES / MB });
  return entries;
}
