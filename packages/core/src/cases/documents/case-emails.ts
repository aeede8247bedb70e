import "../../i18n/case-documents"; // registers the texts of the keys named here
import "../../mail/mail-log.entity"; // registers the entities named here (mailLog)
import { createHash } from "node:crypto";
import { takeMailSlot } from "../../accounts/throttle";
import { keyReused } from "../../command/idempotency";
import { sendMailJob, type Mail, type MailLogRef } from "../../mail/mail.jobs";
import { caseMailLog, getMailLog, mailLogView, newMailId, queuedMailItem } from "../../mail/mail-log";
import { AppError, fieldError } from "../../util/error";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { committed, failedAt } from "../../dynamo/transaction";
import { isWithinSendingWindow, loadPublicHolidays, nextSendingTime } from "../../law/sending-window";
import { consume, refusalAt, type Use } from "../../billing/entitlements";
import { osloDateTime } from "../steps/oslo-time";
import { refuseLetterSend } from "./letter-guard";
import { getCase } from "../store";
import type { CaseEmailView } from "./case-document-views.schema";
import { retrying } from "../../command/retrying";

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

/** The most times one letter's mail (or one mail of no letter) is sent again (G3): after that, post it. */
export const MAX_RESENDS = 3;

/**
 * A resend reaches the debtor like any letter (security-review-2 G3; docs/case-operations.md "Resend and post"):
 * not on a closed, merged or paused case nor for a reverted step's letter (letter-guard.ts), only inside the sending
 * window (refused outside it, saying when it opens: a resend is a user's act, not planned), and at most
 * `MAX_RESENDS` times per letter. Each is a 422 on `id` in the user's language.
 */
async function refuseResend(customerId: string, original: { caseId: string; mailId: string; letterId?: string }) {
  const c = await getCase(customerId, original.caseId);
  await refuseLetterSend(c, original.letterId, "id");
  await loadPublicHolidays();
  const now = Clock.now();
  if (!isWithinSendingWindow(now))
    throw fieldError("id", "letterSend.outsideWindow", { next: osloDateTime(nextSendingTime(now).getTime()) });
}

/** At most `MAX_RESENDS` resends of one letter's mail (after the hourly throttle, which answers 429 first). */
async function refuseOverLimit(customerId: string, original: { caseId: string; mailId: string; letterId?: string }) {
  const sent = (await caseMailLog(customerId, original.caseId)).filter((m) =>
    original.letterId ? m.letterId === original.letterId && m.resendOf : m.resendOf === original.mailId,
  );
  if (sent.length >= MAX_RESENDS) throw fieldError("id", "letterSend.resendLimit", { max: String(MAX_RESENDS) });
}

/**
 * A resend is a send by e-mail: it uses the customer's allowance as a step's mail does (billing/entitlements.ts), in
 * the transaction that logs it, so it is paid once when logged and never when refused. False when the log has it
 * already (a repeat under the same Idempotency-Key logged it first, and paid).
 */
async function logPaidResend(log: MailLogRef, mail: Mail, extra: Parameters<typeof queuedMailItem>[2], use: Use) {
  return retrying(async () => {
    try {
      await committed(
        db()
          .transaction.write((e) => [
            e.mailLog.create(queuedMailItem(log, mail, extra)).commit(),
            ...consume(e, log.customerId, use),
          ])
          .go(),
      );
      return true;
    } catch (err) {
      if (failedAt(err, 0)) return false;
      throw refusalAt(err, 1, use) ?? err;
    }
  });
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
  const log = { customerId, caseId: original.caseId, mailId: id };
  const mail: Mail = { ...(original.mail as Omit<Mail, "log">), log };
  let created = false;
  // a keyed repeat answers the first resend without a new slot; a new resend takes one of the debtor's address and
  // of the member's account (G6: 429 beyond it, nothing queued)
  if (!requestKey || !(await getMailLog(customerId, id))) {
    await refuseResend(customerId, original);
    await takeMailSlot("caseLetter", (original.mail as Mail).to, opts.userId);
    await refuseOverLimit(customerId, original);
    const extra = {
      ...(original.letterId ? { letterId: original.letterId } : {}),
      resendOf: mailId,
      ...(requestKey ? { requestKey } : {}),
      createdBy: opts.userId,
    };
    created = await logPaidResend(log, mail, extra, {
      kind: "resend",
      caseId: original.caseId,
      ref: id,
      by: opts.userId,
    });
  }
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
