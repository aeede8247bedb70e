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

type QueuedExtra = { letterId?: string; resendOf?: string; requestKey?: string; createdBy?: string };

/** The log item of a mail queued: created once (`create`), by `logQueuedMail` or in a command's own transaction. */
export function queuedMailItem(ref: MailLogRef, mail: Mail, extra: QueuedExtra = {}) {
  const { log: _ref, ...stored } = mail;
  return {
    ...ref,
    ...extra,
    to: mail.to,
    subject: mail.subject,
    attachmentNames: (mail.attachments ?? []).map((a) => a.filename),
    queuedAt: Clock.nowMs(),
    mail: stored,
  };
}

/**
 * Logs a mail as queued; a second call with the same id changes nothing and answers false (a rerun job, or a
 * resend repeated under its Idempotency-Key).
 */
export async function logQueuedMail(ref: MailLogRef, mail: Mail, extra: QueuedExtra = {}): Promise<boolean> {
  try {
    await db()
      .entities.mailLog.create(queuedMailItem(ref, mail, extra))
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

/**
 * How far a mail has come: its status only moves up. SES may deliver an event twice, or out of order (a late
 * Delivery after the Bounce of the same message), so an event of the same or a lower rank changes nothing: a
 * delivery never un-bounces a mail. A bounce outranks a delivery (an asynchronous bounce can follow SES's
 * Delivery, when the receiving server accepted the mail and then returned it); a complaint is the debtor's own act.
 */
const ORDER: Record<CaseEmailStatus, number> = {
  queued: 0,
  failed: 1,
  sent: 1,
  delivered: 2,
  bounced: 3,
  complained: 3,
};

/** Answers whether it changed the status (false: a mail not logged, or one already as far or further). */
async function setStatus(
  ref: MailLogRef,
  status: CaseEmailStatus,
  changes: { messageId?: string; sentAt?: number } = {},
  attempt = 1,
): Promise<boolean> {
  const item = await getMailLog(ref.customerId, ref.mailId);
  if (!item || ORDER[status] <= ORDER[item.status]) return false;
  try {
    // conditioned on the status read: two events of one mail at once (SES retries in parallel) cannot both apply
    await db()
      .entities.mailLog.patch({ customerId: ref.customerId, mailId: ref.mailId })
      .set({ status, ...changes })
      .where((a, { eq }) => eq(a.status, item.status))
      .go();
    return true;
  } catch (err) {
    if (!isConditionFailure(err) || attempt >= 3) throw err;
    return setStatus(ref, status, changes, attempt + 1);
  }
}

/**
 * SES accepted the mail (send.ts): its message id is kept even when an event of the mail got here first (SES
 * events carry the mail's tags, mail/ses-events.ts, so one can overtake the sender's own write).
 */
export async function markMailSent(ref: MailLogRef, messageId: string | undefined): Promise<void> {
  const changes = { sentAt: Clock.nowMs(), ...(messageId ? { messageId } : {}) };
  if (await setStatus(ref, "sent", changes)) return;
  const item = await getMailLog(ref.customerId, ref.mailId);
  if (item && !item.messageId && messageId)
    await db().entities.mailLog.patch({ customerId: ref.customerId, mailId: ref.mailId }).set(changes).go();
}

/** SES refused the mail for good (send.ts): it is not retried. */
export const markMailFailed = (ref: MailLogRef) => setStatus(ref, "failed");

async function byMessageId(messageId: string) {
  const { data } = await db().entities.mailLog.query.byMessage({ messageId }).go({ limit: 1 });
  return data[0] ?? null;
}

/** A logged mail an SES event was about, and whether the event moved its status. */
export interface MailEventResult {
  customerId: string;
  caseId: string;
  mailId: string;
  letterId?: string;
  changed: boolean;
}

/**
 * An SES event (delivery, bounce, complaint: mail/ses-events.ts) for a message id: found by the mail's tags when
 * the event has them (`ref`: the sender tags every logged mail, so an event that overtakes the sender's write of
 * the message id still finds it), else by the message id (gsi2; the local emulator keeps no tags). Unknown ids
 * are mails that are not logged (invitations, password links). Answers the logged mail, or null.
 */
export async function recordMailEvent(
  messageId: string,
  event: "delivered" | "bounced" | "complained",
  ref?: Omit<MailLogRef, "caseId">,
): Promise<MailEventResult | null> {
  const item = ref ? await getMailLog(ref.customerId, ref.mailId) : await byMessageId(messageId);
  // a tagged event names its mail; one whose id does not match is not ours (a forged or mistagged event)
  if (!item || (item.messageId && item.messageId !== messageId)) return null;
  const changed = await setStatus(item, event);
  return {
    customerId: item.customerId,
    caseId: item.caseId,
    mailId: item.mailId,
    ...(item.letterId ? { letterId: item.letterId } : {}),
    changed,
  };
}

/** A case's mails, in the order they were queued (bounded: a case sends a handful of letters). */
export async function caseMailLog(customerId: string, caseId: string): Promise<CaseEmailView[]> {
  const { data } = await db().entities.mailLog.query.byCase({ customerId, caseId }).go({ pages: "all" });
  return data.map(mailLogView);
}
