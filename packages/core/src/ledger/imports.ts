import "./entities"; // registers the entities named here
import "../i18n/imports"; // registers the texts of the keys named here
import { createHash } from "node:crypto";
import { ulid } from "ulid";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { getBatch } from "../jobs/batch";
import { enqueue } from "../jobs/queue";
import { deleteObject, getObject } from "../storage/documents";
import { presignPut } from "../storage/presign";
import { putRecord } from "../storage/record-writer";
import type { MessageKey } from "../i18n/messages";
import { AppError } from "../util/error";
import { detectFormat } from "./import/detect";
import { sniffFile } from "./import/sniff";
import type { ImportFormat } from "./import/types";
import { asColumnMapping, importBatchId, importCommit, importParse, type ColumnMappingInput } from "./import/import.schema";
import { getRef } from "./store";
import { savedImportMapping, saveImportMapping } from "./settings";

/**
 * Files up to 5 MB (50 000 CSV invoices). Sent as the request body they must also fit a Lambda request (6 MB, base64
 * included, about 4.5 MB of file): the web sends every file by a presigned upload (`importUploadUrl`), so the limit
 * holds on AWS as it does locally.
 */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** How long a presigned upload URL is valid: long enough to start a 5 MB upload, too short to hand around. */
export const UPLOAD_URL_SECONDS = 5 * 60;
/** The one content type of an upload (signed into the URL): the format is found from the bytes, never the type. */
export const UPLOAD_CONTENT_TYPE = "application/octet-stream";

export type LedgerImport = NonNullable<Awaited<ReturnType<typeof getImportItem>>>;
const getImportItem = async (customerId: string, importId: string) =>
  (await db().entities.ledgerImport.get({ customerId, importId }).go({ consistent: true })).data;

/** The imported file: a record (storage/record-writer.ts), kept 5 years after the end of the year it came in. */
export const fileKey = (customerId: string, importId: string) => `customers/${customerId}/imports/${importId}`;
/** A presigned upload waiting to become an import: temporary (`tmp/` expires), and only the customer's. */
export const uploadKey = (customerId: string, uploadId: string) => `tmp/customers/${customerId}/imports/uploads/${uploadId}`;
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
  await putRecord(fileKey(customerId, importId), file.bytes, { contentType: UPLOAD_CONTENT_TYPE });
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

const refused = (key: MessageKey) => new AppError("VALIDATION", "validation.invalid", {}, { file: [key] });

/**
 * Step 1, by a presigned upload (API): a URL the browser PUTs the file to (the size and type it declares are signed:
 * S3 takes no other), valid for a few minutes. A file too large or empty is refused here, before it is sent.
 */
export async function importUploadUrl(customerId: string, size: number) {
  if (size === 0) throw refused("imports.empty");
  if (size > IMPORT_MAX_BYTES) throw refused("imports.tooLarge");
  const uploadId = ulid();
  const signed = await presignPut(uploadKey(customerId, uploadId), {
    contentType: UPLOAD_CONTENT_TYPE,
    contentLength: size,
    expiresIn: UPLOAD_URL_SECONDS,
  });
  return { uploadId, ...signed };
}

/**
 * Step 1 from an upload (API): the uploaded file becomes an import exactly like one sent as the body (the same
 * checks, the size included: s3rver does not check a signature), then the upload is removed (the lifecycle of
 * `tmp/` takes any left behind). An upload that is not there (never sent, expired) is refused.
 */
export async function startImportFromUpload(
  customerId: string,
  actor: Actor,
  upload: { uploadId: string; fileName: string; format?: ImportFormat },
): Promise<LedgerImport> {
  const key = uploadKey(customerId, upload.uploadId);
  const found = await getObject(key);
  if (!found) throw refused("imports.uploadMissing");
  const item = await startImport(customerId, actor, { fileName: upload.fileName, bytes: found.body, format: upload.format });
  await deleteObject(key);
  return item;
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
