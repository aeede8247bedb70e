import "./mail-log.entity"; // registers the entities named here
import { ulid } from "ulid";
import type { CaseEmailStatus, CaseEmailView } from "../cases/documents/case-document-views.schema";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import type { Mail, MailLogRef } from "./mail.jobs";

/**
 * The mail log (docs/cases.md "Email log"): a case's mails with their SES message id and delivery status. The
 * render job logs a letter's mail as queued before it queues it; the sender (`send.ts`) marks it sent with SES's
 * message id (or failed when SES refuses it for good); SES's delivery events (`recordMailEvent`) move it on.
 * Mails that are not a case's (invitations, password links) are not logged.
 */

type Item = {
  customerId: string;
  mailId: string;
  caseId: string;
  letterId?: string;
  to: string;
  subject: string;
  attachmentNames: string[];
  status: CaseEmailStatus;
  messageId?: string;
  sentAt?: number;
  queuedAt: number;
  resendOf?: string;
};

export const mailLogView = (i: Item): CaseEmailView => ({
  id: i.mailId,
  caseId: i.caseId,
  letterId: i.letterId ?? null,
  to: i.to,
  subject: i.subject,
  status: i.status,
  messageId: i.messageId ?? null,
  sentAt: i.sentAt ?? null,
  queuedAt: i.queuedAt,
  attachmentNames: i.attachmentNames,
  resendOf: i.resendOf ?? null,
});

/** The log id of a letter's first mail: one per letter, so a rerun render job logs it once. */
export const letterMailId = (letterId: string) => `L${letterId}`;
export const newMailId = () => ulid();

/**
 * Logs a mail as queued; a second call with the same id changes nothing and answers false (a rerun job, or a
 * resend repeated under its Idempotency-Key).
 */
export async function logQueuedMail(
  ref: MailLogRef,
  mail: Mail,
  extra: { letterId?: string; resendOf?: string; requestKey?: string; createdBy?: string } = {},
): Promise<boolean> {
  const { log: _ref, ...stored } = mail;
  try {
    await db()
      .entities.mailLog.create({
        ...ref,
        ...extra,
        to: mail.to,
        subject: mail.subject,
        attachmentNames: (mail.attachments ?? []).map((a) => a.filename),
        queuedAt: Clock.nowMs(),
        mail: stored,
      })
      .go();
    return true;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    return false;
  }
}

export async function getMailLog(customerId: string, mailId: string) {
  return (await db().entities.mailLog.get({ customerId, mailId }).go({ consistent: true })).data;
}

const ORDER: Record<CaseEmailStatus, number> = {
  queued: 0,
  failed: 1,
  sent: 1,
  delivered: 2,
  bounced: 2,
  complained: 3,
};

async function setStatus(
  ref: MailLogRef,
  status: CaseEmailStatus,
  changes: { messageId?: string; sentAt?: number } = {},
) {
  const item = await getMailLog(ref.customerId, ref.mailId);
  // status only moves on (an SES event can arrive twice, or after a later one); a mail not logged is left alone
  if (!item || ORDER[status] <= ORDER[item.status]) return;
  await db()
    .entities.mailLog.patch({ customerId: ref.customerId, mailId: ref.mailId })
    .set({ status, ...changes })
    .go();
}

/** SES accepted the mail (send.ts). */
export const markMailSent = (ref: MailLogRef, messageId: string | undefined) =>
  setStatus(ref, "sent", { sentAt: Clock.nowMs(), ...(messageId ? { messageId } : {}) });

/** SES refused the mail for good (send.ts): it is not retried. */
export const markMailFailed = (ref: MailLogRef) => setStatus(ref, "failed");

/**
 * An SES event (delivery, bounce, complaint: mail/ses-events.ts) for a message id; unknown ids are mails that are
 * not logged. Answers the logged mail (its case and letter), or null.
 */
export async function recordMailEvent(
  messageId: string,
  event: "delivered" | "bounced" | "complained",
): Promise<{ customerId: string; caseId: string; letterId?: string } | null> {
  const { data } = await db().entities.mailLog.query.byMessage({ messageId }).go({ limit: 1 });
  const item = data[0];
  if (!item) return null;
  await setStatus(item, event);
  return { customerId: item.customerId, caseId: item.caseId, letterId: item.letterId };
}

/** A case's mails, in the order they were queued (bounded: a case sends a handful of letters). */
export async function caseMailLog(customerId: string, caseId: string): Promise<CaseEmailView[]> {
  const { data } = await db().entities.mailLog.query.byCase({ customerId, caseId }).go({ pages: "all" });
  return data.map(mailLogView);
}
