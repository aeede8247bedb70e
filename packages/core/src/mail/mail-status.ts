/**
 * The statuses of a mail in the mail log: queued (waiting for the sender), sent (SES accepted it), then SES's
 * events: delivered, bounced, complained; failed: not sendable. Pure; the mail log and the case's e-mail log view
 * read it.
 */
export const MAIL_STATUSES = ["queued", "sent", "delivered", "bounced", "complained", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
