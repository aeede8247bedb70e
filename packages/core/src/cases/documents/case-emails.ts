import "../../i18n/case-documents"; // registers the texts of the keys named here
import { createHash } from "node:crypto";
import { takeMailSlot } from "../../accounts/throttle";
import { keyReused } from "../../ledger/idempotency";
import { sendMailJob, type Mail } from "../../mail/mail.jobs";
import { caseMailLog, getMailLog, logQueuedMail, mailLogView, newMailId } from "../../mail/mail-log";
import { AppError } from "../../util/error";
import { getCase } from "../store";
import type { CaseEmailView } from "./case-document-views.schema";

/**
 * The email log of a case (docs/cases.md "Email log") and sending one of its mails again (SPEC: POST
 * case-emails/resend/{id}). The log itself is the mail log (mail/mail-log.ts): one per customer, read here by case.
 */

/**
 * GET cases/{id}/emails: the case's mails, newest first as the documents tab lists its letters (usability review 2,
 * C11), with their status (404 for a case the customer has not).
 */
export async function listCaseEmails(
  customerId: string,
  caseId: string,
): Promise<{ data: CaseEmailView[]; total: number }> {
  const c = await getCase(customerId, caseId);
  const data = (await caseMailLog(customerId, String(c.caseNumber))).reverse();
  return { data, total: data.length };
}

/** The resend's own mail id: from its Idempotency-Key (so a repeat finds it), else new. */
const resendIdOf = (customerId: string, key: string | undefined) =>
  key
    ? `R${createHash("sha256").update(`case-emails:${customerId}:${key}`).digest("base64url").slice(0, 32)}`
    : newMailId();

/**
 * POST case-emails/resend/{id}: logs the same mail again under a new id and queues it with a new job key. With an
 * Idempotency-Key a repeat answers the first resend (and queues nothing new: the job key is the same); the key
 * used for another mail is refused (422).
 */
export async function resendCaseEmail(
  customerId: string,
  mailId: string,
  opts: { userId: string; idempotencyKey?: string },
): Promise<CaseEmailView> {
  const original = await getMailLog(customerId, mailId);
  if (!original) throw new AppError("NOT_FOUND", "errors.notFound");
  if (!original.mail) throw new AppError("CONFLICT", "caseEmails.notResendable");
  const id = resendIdOf(customerId, opts.idempotencyKey);
  const requestKey = opts.idempotencyKey ? id : undefined;
  // a keyed repeat answers the first resend without a new slot; a new resend takes one of the debtor's address and
  // of the member's account (G6: 429 beyond it, nothing queued)
  if (!requestKey || !(await getMailLog(customerId, id))) {
    await takeMailSlot("caseLetter", (original.mail as Mail).to, opts.userId);
  }
  const log = { customerId, caseId: original.caseId, mailId: id };
  const mail: Mail = { ...(original.mail as Omit<Mail, "log">), log };
  const created = await logQueuedMail(log, mail, {
    ...(original.letterId ? { letterId: original.letterId } : {}),
    resendOf: mailId,
    ...(requestKey ? { requestKey } : {}),
    createdBy: opts.userId,
  });
  if (!created) {
    const first = await getMailLog(customerId, id);
    if (!first || first.resendOf !== mailId || first.createdBy !== opts.userId) throw keyReused();
  }
  // queued again on a repeat too: the job key dedupes it, and a first call that died before queueing is completed.
  // Imported here: the SQS client stays out of the cases function's cold start (≤ 1 MB, stacks.test.ts)
  const { enqueue } = await import("../../jobs/queue");
  await enqueue(sendMailJob, mail, { key: `resend#${customerId}#${id}` });
  const item = await getMailLog(customerId, id);
  return mailLogView(item!);
}
