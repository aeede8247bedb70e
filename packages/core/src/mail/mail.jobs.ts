import { z } from "zod";
import { defineJob } from "../jobs/define";

/**
 * A file attached to a mail, by its key in the documents bucket: an SQS message holds 256 KB, so the bytes stay in
 * S3 and the sender reads them when it sends (a letter's PDF: letters/letters.jobs.ts).
 */
export const MailAttachment = z.object({
  key: z.string().min(1).max(400),
  filename: z.string().min(1).max(200),
  contentType: z.string().min(1).max(100),
});
export type MailAttachment = z.infer<typeof MailAttachment>;

/** Where a logged mail is in the mail log (mail-log.ts): the sender marks it sent or failed there. */
export const MailLogRef = z.object({
  customerId: z.string().min(1).max(40),
  caseId: z.string().min(1).max(40),
  mailId: z.string().min(1).max(60),
});
export type MailLogRef = z.infer<typeof MailLogRef>;

/** One mail, as queued: bounded (an address, a subject line, a body of at most 200 000 characters each way). */
export const Mail = z.object({
  to: z.string().min(3).max(320),
  subject: z.string().max(500),
  text: z.string().max(200_000),
  html: z.string().max(200_000),
  attachments: z.array(MailAttachment).max(5).optional(),
  /** The sender's display name (a debtor's mail: "<Creditor> via Innfri", mail/sender.ts); the address stays ours. */
  fromName: z.string().max(300).optional(),
  /** Where an answer goes (a debtor's mail: the creditor's contact address); absent: no Reply-To. */
  replyTo: z.string().min(3).max(320).optional(),
  /** Set for a mail of a case (its letters' mails): the log item it updates. */
  log: MailLogRef.optional(),
});
export type Mail = z.infer<typeof Mail>;

/** Sends a mail through SES (`send.ts`, loaded by the consumer only). */
export const sendMailJob = defineJob({
  type: "mail.send",
  schema: Mail,
  load: async () => (await import("./send")).sendMail,
});
