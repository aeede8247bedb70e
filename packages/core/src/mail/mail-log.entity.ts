import { registerEntities } from "../dynamo/db";
import { Entity } from "electrodb";
import { MAIL_STATUSES } from "./mail-status";
import { gsiKey, primaryKey, SERVICE, timestamps } from "../dynamo/keys";

/**
 * The mail log (docs/cases.md "Email log"): one item per logged mail (the mails of a case's letters and their
 * resends), in its customer's partition by mail id; gsi1 a case's mails in the order they were queued; gsi2 (sparse,
 * once SES answered) by SES message id, so SES's delivery events find their mail. The mail itself is kept (letter
 * mails are bounded: letters/letter-queue.ts) so it can be sent again.
 */
export const MailLogEntity = new Entity({
  model: { entity: "mail-log", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true, readOnly: true },
    mailId: { type: "string", required: true, readOnly: true },
    caseId: { type: "string", required: true, readOnly: true },
    letterId: { type: "string" },
    to: { type: "string", required: true },
    subject: { type: "string", required: true },
    attachmentNames: { type: "list", items: { type: "string" }, required: true },
    status: { type: MAIL_STATUSES, required: true, default: "queued" },
    messageId: { type: "string" },
    sentAt: { type: "number" },
    queuedAt: { type: "number", required: true, readOnly: true },
    /** The mail this one sends again. */
    resendOf: { type: "string" },
    /** The hashed Idempotency-Key of the resend that made it (ledger/idempotency.ts). */
    requestKey: { type: "string" },
    createdBy: { type: "string", required: true, default: "system" },
    /** The queued mail (mail.jobs.ts `Mail`, without its log reference). */
    mail: { type: "any", required: true },
    ...timestamps,
  },
  indexes: {
    byMail: primaryKey(["customerId"], ["mailId"]),
    byCase: gsiKey("gsi1", ["customerId", "caseId"], ["queuedAt", "mailId"]),
    byMessage: gsiKey("gsi2", ["messageId"]),
  },
});

export const mailLogEntities = { mailLog: MailLogEntity };
registerEntities(mailLogEntities);
