import { ulid } from "ulid";
import { Clock } from "../clock";
import { putRecord } from "./record-writer";

/**
 * Exports handed to the creditor's bookkeeping (the accounting correction export, a case's accounting statement, an
 * export file for a system without an API: accounting/export-files.ts) are records (bokføringsloven § 13,
 * docs/deploy.md "Records and backups"): a copy of exactly what was handed out is kept, from the day it was made,
 * beside the ledger it was made from. Each download is its own record (an export file is made once and downloaded
 * from its record).
 */
export type ExportKind = "corrections" | "accounting-statement" | "accounting-file";

export const exportRecordKey = (customerId: string, kind: ExportKind, fileName: string) =>
  `customers/${customerId}/exports/${kind}/${Clock.today()}/${ulid()}-${fileName}`;

export async function keepExport(customerId: string, kind: ExportKind, fileName: string, csv: string): Promise<string> {
  const key = exportRecordKey(customerId, kind, fileName);
  await putRecord(key, new TextEncoder().encode(csv), { contentType: "text/csv; charset=utf-8" });
  return key;
}
