import { ulid } from "ulid";
import { Clock } from "../clock";
import { putRecord } from "./record-writer";

/**
 * Exports handed to the creditor's bookkeeping (the accounting correction export, a case's accounting statement) are
 * records (bokføringsloven § 13, docs/deploy.md "Records and backups"): a copy of exactly what was handed out is
 * kept, from the day it was made, beside the ledger it was made from. Each download is its own record.
 */
export type ExportKind = "corrections" | "accounting-statement";

export const exportRecordKey = (customerId: string, kind: ExportKind, fileName: string) =>
  `customers/${customerId}/exports/${kind}/${Clock.today()}/${ulid()}-${fileName}`;

export async function keepExport(customerId: string, kind: ExportKind, fileName: string, csv: string): Promise<string> {
  const key = exportRecordKey(customerId, kind, fileName);
  await putRecord(key, new TextEncoder().encode(csv), { contentType: "text/csv; charset=utf-8" });
  return key;
}
