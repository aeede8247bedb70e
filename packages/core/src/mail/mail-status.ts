/**
 * The statuses of a mail in the mail log: queued (waiting for the sender), sent (SES accepted it), then SES's
 * events: delivered, bounced, complained; failed: not sendable. Pure; the mail log and the case's e-mail log view
 * read it.
 */
export const MAIL_STATUSES = ["queued", "sent", "delivered", "bounced", "complained", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The SES tags a logged mail is sent with (send.ts): SES's events of it carry them (`mail.tags`), so an event finds
 * its mail log item by key even before the sender has written the message id (ses-events.ts). The ids are
 * [A-Za-z0-9_-], which SES allows in a tag value.
 */
export const MAIL_TAGS = { customer: "innfri-customer", mail: "innfri-mail" } as const;
