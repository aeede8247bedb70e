import "./entities"; // registers the entities named here
import { db } from "../../dynamo/db";
import { isConditionFailure } from "../../dynamo/errors";
import type { PrintStatus } from "../../letters/print-queue.entity";
import { caseMailLog, getMailLog, letterMailId } from "../../mail/mail-log";
import { getRecord } from "../../storage/records";
import { AppError } from "../../util/error";
import type { LetterKind, SendChannel } from "../vocabulary";
import { getCase, historyCaseIdsOf } from "../store";
import type { CaseDocumentStatus, CaseDocumentView, CaseEmailStatus } from "./case-document-views.schema";

/**
 * A case's letters (docs/cases.md "Documents"): the render job records each rendered letter once; the print queue
 * moves its status; the case lists them and serves their PDFs. No pdfkit here: the API reads.
 */

export interface NewCaseDocument {
  customerId: string;
  caseId: string;
  letterId: string;
  caseStepId?: string;
  kind: LetterKind;
  title: string;
  fileName: string;
  channels: SendChannel[];
  pdfKey: string;
  size: number;
}

/** Where a letter is once it was sent on: in the print queue when posted, else mailed, else only stored. */
export const initialStatus = (channels: readonly SendChannel[]): CaseDocumentStatus =>
  channels.includes("post") ? "queued-for-print" : channels.includes("email") ? "mailed" : "rendered";

/**
 * Records a rendered letter (the render job's last write, after the mail and the print item are queued); keyed by
 * the letter, so a rerun job writes nothing. Answers whether it wrote.
 */
export async function recordCaseDocument(doc: NewCaseDocument): Promise<boolean> {
  // a bounce that came before the document (a job retried after its mail went) is not lost (mail/ses-events.ts)
  const mail = doc.channels.includes("email")
    ? await getMailLog(doc.customerId, letterMailId(doc.letterId))
    : null;
  const emailBounced = mail?.status === "bounced" ? { emailBounced: true } : {};
  try {
    await db()
      .entities.caseDocument.create({ ...doc, status: initialStatus(doc.channels), ...emailBounced })
      .go();
    return true;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    return false;
  }
}

const FROM_PRINT: Partial<Record<PrintStatus, CaseDocumentStatus>> = { printed: "printed", sent: "sent" };

/**
 * The print queue moved a letter (print-queue.ts `markPrint`): its case document follows. A letter whose document
 * was not recorded (rendered before documents were) is left alone.
 */
export async function followPrintStatus(
  letter: { customerId: string; caseId: string; letterId: string },
  status: PrintStatus,
): Promise<void> {
  const to = FROM_PRINT[status];
  if (!to) return;
  try {
    await db()
      .entities.caseDocument.patch({ customerId: letter.customerId, caseId: letter.caseId, letterId: letter.letterId })
      .set({ status: to })
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

type Item = NewCaseDocument & { status: CaseDocumentStatus; createdAt: number; emailBounced?: boolean };

type LetterMail = { status: CaseEmailStatus; sentAt: number | null };

const view = (d: Item, mail: LetterMail | null = null): CaseDocumentView => ({
  letterId: d.letterId,
  caseId: d.caseId,
  caseStepId: d.caseStepId ?? null,
  kind: d.kind,
  title: d.title,
  fileName: d.fileName,
  channels: [...d.channels].sort(),
  status: d.status,
  createdAt: d.createdAt,
  size: d.size,
  emailBounced: d.emailBounced ?? false,
  mailStatus: mail?.status ?? null,
  mailSentAt: mail?.sentAt ?? null,
});

/** A case document item as the API shows it, with its latest mail's status (mail-log.ts). */
export async function caseDocumentView(d: object): Promise<CaseDocumentView> {
  const item = d as Item;
  return view(item, (await caseMailLog(item.customerId, item.caseId)).findLast((m) => m.letterId === item.letterId) ?? null);
}

/**
 * GET cases/{id}/documents: the case's letters, and those of the cases merged into it (each names its case), newest
 * first (404 for a case the customer does not have).
 */
export async function listCaseDocuments(
  customerId: string,
  caseId: string,
): Promise<{ data: CaseDocumentView[]; total: number }> {
  const c = await getCase(customerId, caseId);
  const read = await Promise.all(
    historyCaseIdsOf(c).map((id) =>
      Promise.all([
        db().entities.caseDocument.query.byCase({ customerId, caseId: id }).go({ pages: "all" }),
        caseMailLog(customerId, id),
      ]),
    ),
  );
  const data = read.flatMap(([docs]) => docs.data);
  const mails = read.flatMap(([, log]) => log);
  // the log is oldest first: a letter's last mail (a resend after the first) is where its mail is now
  const mailOf = new Map(mails.filter((m) => m.letterId).map((m) => [m.letterId!, m]));
  const docs = data.map((d) => view(d as Item, mailOf.get(d.letterId) ?? null)).sort((a, b) => b.createdAt - a.createdAt || (a.letterId < b.letterId ? 1 : -1));
  return { data: docs, total: docs.length };
}

/** GET cases/{id}/documents/{letterId}: the PDF and its suggested file name (404 when either is missing). */
export async function caseDocumentFile(
  customerId: string,
  caseId: string,
  letterId: string,
): Promise<{ body: Uint8Array; fileName: string }> {
  const c = await getCase(customerId, caseId);
  // a letter of a case merged into this one is listed with it, and so is its file
  const found = await Promise.all(
    historyCaseIdsOf(c).map((id) => db().entities.caseDocument.get({ customerId, caseId: id, letterId }).go()),
  );
  const doc = found.find((r) => r.data)?.data;
  if (!doc) throw new AppError("NOT_FOUND", "errors.notFound");
  const file = await getRecord(doc.pdfKey);
  if (!file) throw new AppError("NOT_FOUND", "errors.notFound");
  return { body: file.body, fileName: doc.fileName };
}
