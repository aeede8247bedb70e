import "./entities"; // registers the entities named here
import "../i18n/imports"; // registers the texts of the keys named here
import { createHash } from "node:crypto";
import { ulid } from "ulid";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { getBatch } from "../jobs/batch";
import { enqueue } from "../jobs/queue";
import { putObject } from "../storage/documents";
import { AppError } from "../util/error";
import { detectFormat } from "./import/detect";
import { sniffFile } from "./import/sniff";
import type { ImportFormat } from "./import/types";
import { asColumnMapping, importBatchId, importCommit, importParse, type ColumnMappingInput } from "./import/import.schema";
import { getRef } from "./store";
import { savedImportMapping, saveImportMapping } from "./settings";

/** Files up to 5 MB come through the API (a Lambda request body is at most 6 MB); that is 50 000 CSV invoices. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export type LedgerImport = NonNullable<Awaited<ReturnType<typeof getImportItem>>>;
const getImportItem = async (customerId: string, importId: string) =>
  (await db().entities.ledgerImport.get({ customerId, importId }).go({ consistent: true })).data;

export const fileKey = (customerId: string, importId: string) => `customers/${customerId}/imports/${importId}`;
/** The parsed preview is temporary: under `tmp/`, which the bucket's lifecycle expires (stacks/Storage.ts). */
export const parsedKey = (customerId: string, importId: string) => `tmp/${fileKey(customerId, importId)}.parsed.json`;

interface Actor {
  userId: string;
}

export async function getImport(customerId: string, importId: string): Promise<LedgerImport> {
  const item = await getImportItem(customerId, importId);
  if (!item) throw new AppError("NOT_FOUND", "errors.notFound");
  return item;
}

/** An import as the user sees it: while it is written, `processed` is its batch's count (`jobs/batch.ts`). */
export async function viewImport(customerId: string, importId: string): Promise<LedgerImport> {
  const item = await getImport(customerId, importId);
  if (item.status !== "importing") return item;
  const batch = await getBatch(importBatchId(importId));
  return batch ? { ...item, processed: batch.done } : item;
}

/** The customer's imports, newest first. */
export async function listImports(customerId: string, limit = 25): Promise<LedgerImport[]> {
  const { data } = await db().entities.ledgerImport.query.byCustomer({ customerId }).go({ order: "desc", limit });
  return data;
}

/**
 * The format of an upload by its content (usability review B3), never by its name: a workbook is XLSX, text is what
 * its first bytes say (OCR, EHF, SAF-T, else CSV), and anything else is refused ("The file type is not supported").
 * A format the user chose is kept when the content can be it.
 */
function formatOf(bytes: Uint8Array, chosen: ImportFormat | undefined): ImportFormat {
  const kind = sniffFile(bytes);
  const unsupported = () => new AppError("VALIDATION", "validation.invalid", {}, { file: ["imports.unsupportedType"] });
  if (kind === "unsupported") throw unsupported();
  if (kind === "xlsx") {
    if (chosen && chosen !== "xlsx") throw unsupported();
    return "xlsx";
  }
  if (chosen === "xlsx") throw unsupported();
  return chosen ?? detectFormat(bytes);
}

/**
 * Step 1 (API): stores the file and queues its parsing. The same bytes imported before are refused at once
 * ("no duplicates when a file is imported twice"); so is a file that is too large.
 */
export async function startImport(
  customerId: string,
  actor: Actor,
  file: { fileName: string; bytes: Uint8Array; format?: ImportFormat },
): Promise<LedgerImport> {
  if (file.bytes.length === 0) throw new AppError("VALIDATION", "validation.invalid", {}, { file: ["imports.empty"] });
  if (file.bytes.length > IMPORT_MAX_BYTES)
    throw new AppError("VALIDATION", "validation.invalid", {}, { file: ["imports.tooLarge"] });
  const format = formatOf(file.bytes, file.format);
  const fileHash = createHash("sha256").update(file.bytes).digest("hex");
  if (await getRef(customerId, `file#sha256:${fileHash}`))
    throw new AppError("VALIDATION", "validation.invalid", {}, { file: ["imports.fileSeen"] });
  const importId = ulid();
  await putObject(fileKey(customerId, importId), file.bytes, "application/octet-stream");
  const { data } = await db()
    .entities.ledgerImport.create({
      customerId,
      importId,
      format,
      fileName: file.fileName.slice(0, 200),
      fileSize: file.bytes.length,
      fileHash,
      status: "parsing",
      createdBy: actor.userId,
    })
    .go();
  await enqueue(importParse, { customerId, importId, round: importId });
  return data;
}

/** Step 1b (API): another column mapping for a CSV/XLSX file; saved for the customer and the file parsed again. */
export async function remapImport(
  customerId: string,
  importId: string,
  mapping: ColumnMappingInput,
): Promise<LedgerImport> {
  const item = await getImport(customerId, importId);
  if (item.format !== "csv" && item.format !== "xlsx")
    throw new AppError("VALIDATION", "validation.invalid", {}, { mapping: ["imports.noMapping"] });
  if (item.status !== "parsed" && item.status !== "failed") throw new AppError("CONFLICT", "errors.conflict");
  await saveMapping(customerId, item.format, mapping);
  let data: LedgerImport;
  try {
    // conditional: two remaps at once parse once, the other is told the import is busy
    ({ data } = await db()
      .entities.ledgerImport.patch({ customerId, importId })
      .set({ status: "parsing", mapping })
      .remove(["error"])
      .where((a, { eq }) => `${eq(a.status, "parsed")} OR ${eq(a.status, "failed")}`)
      .go({ response: "all_new" }));
  } catch (err) {
    if (isConditionFailure(err)) throw new AppError("CONFLICT", "errors.conflict");
    throw err;
  }
  await enqueue(importParse, { customerId, importId, round: ulid() });
  return data;
}

/** The mapping saved for the customer's files of this format (the integration setting keeps it: ledger/settings.ts). */
export async function savedMapping(customerId: string, format: ImportFormat): Promise<ColumnMappingInput | undefined> {
  return savedImportMapping(customerId, format);
}

async function saveMapping(customerId: string, format: ImportFormat, mapping: ColumnMappingInput): Promise<void> {
  await saveImportMapping(customerId, format, asColumnMapping(mapping));
}

/** Step 3 (API): the user has seen the preview; the import runs in the queue. Only once per import. */
export async function commitImport(
  customerId: string,
  importId: string,
  opts: { overwriteDebtors?: boolean },
): Promise<LedgerImport> {
  const item = await getImport(customerId, importId);
  if (item.status !== "parsed" || item.total === 0)
    throw new AppError("VALIDATION", "validation.invalid", {}, { import: ["imports.notReady"] });
  let data: LedgerImport;
  try {
    ({ data } = await db()
      .entities.ledgerImport.patch({ customerId, importId })
      .set({ status: "importing", overwriteDebtors: !!opts.overwriteDebtors, processed: 0 })
      .where((a, { eq }) => eq(a.status, "parsed"))
      .go({ response: "all_new" }));
  } catch (err) {
    // committed at the same moment by another request: that one runs it
    if (isConditionFailure(err)) throw new AppError("CONFLICT", "errors.conflict");
    throw err;
  }
  await enqueue(importCommit, { customerId, importId });
  return data;
}
