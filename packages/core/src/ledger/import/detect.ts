import type { ImportFormat } from "./types";

/**
 * A guess of a file's format from its first bytes, for when the user does not say: XLSX is a zip, OCR giro starts
 * with its start-of-transmission record, SAF-T and EHF are XML (told apart by the SAF-T root element); anything
 * else is taken as CSV.
 */
export function detectFormat(bytes: Uint8Array): ImportFormat {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return "xlsx";
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 4096)).replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, "");
  if (head.startsWith("NY000010")) return "ocr";
  if (head.trimStart().startsWith("<")) return /<([A-Za-z_][\w.-]*:)?AuditFile[\s>]/.test(head) ? "saft" : "ehf";
  return "csv";
}
