import "./case-notes.entity"; // registers the entities named here
import "../../i18n/case-notes"; // the texts of its messages
import { ulid } from "ulid";
import { db } from "../../dynamo/db";
import { type LedgerActor } from "../../ledger/new-voucher";
import { getObject, putObject } from "../../storage/documents";
import { safeFileName } from "../../util/download";
import { AppError, fieldError } from "../../util/error";
import { userName } from "../actor-names";
import { caseCommand } from "../command";
import { getCase } from "../store";
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB, type CaseUploadView } from "./case-notes.schema";

/**
 * PDFs uploaded to a case (SPEC 5 "Files": PDF only, at most UPLOAD_MAX_BYTES, on excess the user is told to
 * compress and retry; docs/case-operations.md "Notes and uploaded documents"). The bytes go to S3 under the
 * customer's prefix first, then the item, the case's `document-uploaded` event and the request's activity entry in
 * one transaction: a failed transaction leaves an unlisted object, never a listed document without its file.
 */

/** Where an uploaded PDF lives: under the customer, beside the case's letters (letters/letter-keys.ts). */
export const uploadKey = (customerId: string, caseId: string, documentId: string) =>
  `customers/${customerId}/cases/${caseId}/uploads/${documentId}.pdf`;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const BOM = [0xef, 0xbb, 0xbf];
const latin1 = new TextDecoder("latin1");

/**
 * Pure: is it a PDF by its bytes (G11)? "%PDF-" at the very start (or after a UTF-8 BOM only: an HTML or SVG page
 * with "%PDF-" in a comment is no PDF), the end of a PDF ("%%EOF" within its last 1024 bytes, after a "trailer" or
 * "startxref"), and no active content a viewer would run or launch (/JavaScript, /JS, /Launch). A file renamed to
 * .pdf or sent as application/pdf is not enough. Active content inside compressed object streams is not seen: the
 * file is still served only as a download or a same-origin blob (docs/case-operations.md).
 */
export function isPdf(bytes: Uint8Array): boolean {
  const start = BOM.every((b, i) => bytes[i] === b) ? BOM.length : 0;
  if (!PDF_MAGIC.every((b, j) => bytes[start + j] === b)) return false;
  const text = latin1.decode(bytes);
  const tail = text.slice(-1024);
  if (!tail.includes("%%EOF") || !/trailer|startxref/.test(text)) return false;
  return !/\/(JavaScript|JS|Launch)\b/.test(text);
}

/** The refusals of an upload, in order: too large (before reading it), then not a PDF (type or bytes). */
export function checkUpload(file: { size: number; type: string; bytes?: Uint8Array }): void {
  if (file.size > UPLOAD_MAX_BYTES) throw fieldError("file", "caseUploads.tooLarge", { max: String(UPLOAD_MAX_MB) });
  const declared = file.type.split(";")[0]!.trim().toLowerCase();
  if (declared && declared !== "application/pdf" && declared !== "application/octet-stream")
    throw fieldError("file", "caseUploads.notPdf");
  if (file.bytes && !isPdf(file.bytes)) throw fieldError("file", "caseUploads.notPdf");
}

/** The name it is downloaded under: the user's, made safe, ending in .pdf. */
export const uploadFileName = (name: string) => {
  const safe = safeFileName(name || "dokument.pdf"); // bidi controls too (G11): "faktura\u202Efdp.exe.pdf"
  return /\.pdf$/i.test(safe) ? safe : `${safe.slice(0, 116)}.pdf`;
};

type Upload = {
  caseId: string;
  documentId: string;
  fileName: string;
  size: number;
  key: string;
  uploadedBy: string;
  uploadedByName?: string;
  createdAt: number;
};

const view = (u: Upload): CaseUploadView => ({
  id: u.documentId,
  caseId: u.caseId,
  fileName: u.fileName,
  size: u.size,
  uploadedBy: u.uploadedBy,
  uploadedByName: u.uploadedByName ?? null,
  createdAt: u.createdAt,
});

/** POST cases/{id}/upload-document: checks and stores the PDF, with its event. */
export async function uploadCaseDocument(
  customerId: string,
  caseId: string,
  file: { name: string; type: string; bytes: Uint8Array },
  actor: LedgerActor,
): Promise<CaseUploadView> {
  checkUpload({ size: file.bytes.length, type: file.type, bytes: file.bytes });
  const documentId = ulid();
  const fileName = uploadFileName(file.name);
  const byName = await userName(actor.userId);
  let id = "";
  // a case command whose plan writes the upload and the case's event (no change of the case: its version checked)
  await caseCommand(customerId, caseId, actor, async (c) => {
    if (!id) {
      id = String(c.caseNumber);
      await putObject(uploadKey(customerId, id, documentId), file.bytes, "application/pdf"); // once, before the item
    }
    const item = {
      customerId,
      caseId: id,
      documentId,
      fileName,
      size: file.bytes.length,
      key: uploadKey(customerId, id, documentId),
      uploadedBy: actor.userId,
      uploadedByName: byName,
    };
    return {
      event: { kind: "document-uploaded", by: actor.userId, byName, data: { documentId, fileName, size: item.size } },
      extra: (e) => [e.caseUpload.create(item).commit()],
    };
  });
  const written = (await db().entities.caseUpload.get({ customerId, caseId: id, documentId }).go({ consistent: true }))
    .data;
  return view(written as Upload);
}

/** GET cases/{id}/uploaded-documents: the case's uploaded PDFs, newest first. */
export async function listCaseUploads(
  customerId: string,
  caseId: string,
): Promise<{ data: CaseUploadView[]; total: number }> {
  const c = await getCase(customerId, caseId);
  const { data } = await db()
    .entities.caseUpload.query.byCase({ customerId, caseId: String(c.caseNumber) })
    .go({ pages: "all", order: "desc" });
  return { data: data.map((u) => view(u as Upload)), total: data.length };
}

/** GET cases/{id}/uploaded-documents/{documentId}: the PDF and its file name (404 when either is missing). */
export async function caseUploadFile(
  customerId: string,
  caseId: string,
  documentId: string,
): Promise<{ body: Uint8Array; fileName: string }> {
  const c = await getCase(customerId, caseId);
  const doc = (
    await db()
      .entities.caseUpload.get({ customerId, caseId: String(c.caseNumber), documentId })
      .go()
  ).data;
  if (!doc) throw new AppError("NOT_FOUND", "errors.notFound");
  const file = await getObject(doc.key);
  if (!file) throw new AppError("NOT_FOUND", "errors.notFound");
  return { body: file.body, fileName: doc.fileName };
}
