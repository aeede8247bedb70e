// Which format a chosen file is, before it is uploaded (the user may override it): the server's own rules, so the
// page shows what the server would detect. detect.ts is pure and small (no parser comes with it).
import { detectFormat } from "@innfri/core/ledger/import/detect";
import type { ImportFormat } from "./api/imports";

export const IMPORT_FORMATS = ["csv", "xlsx", "ocr", "ehf", "saft"] as const satisfies readonly ImportFormat[];
/** The upload limit of the API (core IMPORT_MAX_BYTES): refused here before a byte is sent. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** As core/ledger/imports.ts decides without a format: .xlsx is Excel, .csv/.txt CSV unless it is OCR, else the bytes. */
export function formatOf(fileName: string, head: Uint8Array): ImportFormat {
  const ext = fileName.toLowerCase().split(".").pop();
  if (ext === "xlsx") return "xlsx";
  if (ext === "csv" || ext === "txt") return detectFormat(head) === "ocr" ? "ocr" : "csv";
  return detectFormat(head);
}

/** The format of a chosen file, from its name and its first 4 KB. */
export async function detectFileFormat(file: Blob & { name: string }): Promise<ImportFormat> {
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  return formatOf(file.name, head);
}
