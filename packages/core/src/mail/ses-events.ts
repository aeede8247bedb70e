import "../cases/documents/entities"; // registers the entities named here
import { z } from "zod";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { log } from "../util/log";
import { MAIL_TAGS } from "./mail-status";
import { recordMailEvent, type MailEventResult } from "./mail-log";

/**
 * SES's delivery events reach the mail log here (docs/deploy.md "Mail status"): deployed, the stage's configuration
 * set publishes them to EventBridge and a rule invokes `packages/functions/src/mail/ses-events.ts` with each; under
 * `npm start`, `POST /_local/mail/{id}/bounce` (or `/deliver`, `/complain`) applies the same event to a local mail.
 * The event is SES's own JSON (the EventBridge `detail`): only the fields read here are checked, and bounded.
 */
const tag = z.array(z.string().max(256)).max(5).optional();
export const SesEvent = z.object({
  eventType: z.string().max(40),
  mail: z.object({
    messageId: z.string().min(1).max(200),
    tags: z
      .object({ [MAIL_TAGS.customer]: tag, [MAIL_TAGS.mail]: tag })
      .partial()
      .optional(),
  }),
  bounce: z.object({ bounceType: z.string().max(40) }).optional(),
});
export type SesEvent = z.infer<typeof SesEvent>;

export type SesMailStatus = "delivered" | "bounced" | "complained";

/**
 * What an event says of a mail: delivered, bounced (a permanent bounce: the address does not take mail; a transient
 * one is SES still trying, and changes nothing), complained; null for the other events (send, delay, open, ...).
 */
export function mailStatusOf(e: Pick<SesEvent, "eventType" | "bounce">): SesMailStatus | null {
  if (e.eventType === "Delivery") return "delivered";
  if (e.eventType === "Complaint") return "complained";
  if (e.eventType === "Bounce") return e.bounce?.bounceType === "Permanent" ? "bounced" : null;
  return null;
}

/** The mail log item an event names by its tags (send.ts tags every logged mail), if it has them. */
function taggedRef(e: SesEvent) {
  const customerId = e.mail.tags?.[MAIL_TAGS.customer]?.[0];
  const mailId = e.mail.tags?.[MAIL_TAGS.mail]?.[0];
  return customerId && mailId ? { customerId, mailId } : undefined;
}

export interface SesEventOutcome {
  /** What the event says of its mail (null: an event that changes nothing, or one that did not parse). */
  status: SesMailStatus | null;
  /** The logged mail it was about, and whether its status moved; null for a mail that is not logged. */
  mail: MailEventResult | null;
}

/**
 * Applies one SES event: the logged mail's status moves on (mail-log `recordMailEvent`: never back, so an event
 * delivered twice, or a Delivery after the Bounce, changes nothing), and a bounced mail of a letter flags the
 * letter's case document, so the documents tab offers to send it by post. An event of a mail that is not logged
 * (an invitation, a password link) or that does not parse is logged and dropped: delivering it again would change
 * nothing. A failure of our own (the table) throws, so EventBridge's invocation is retried.
 */
export async function applySesEvent(detail: unknown): Promise<SesEventOutcome> {
  const parsed = SesEvent.safeParse(detail);
  if (!parsed.success) {
    log.warn("mail.ses_event_unreadable", { issues: parsed.error.issues.length });
    return { status: null, mail: null };
  }
  const e = parsed.data;
  const status = mailStatusOf(e);
  if (!status) return { status: null, mail: null };
  const mail = await recordMailEvent(e.mail.messageId, status, taggedRef(e));
  if (!mail) {
    log.info("mail.ses_event_unknown", { messageId: e.mail.messageId, eventType: e.eventType });
    return { status, mail: null };
  }
  // flagged on every bounce of a letter's mail, not only the first: setting the flag again is the same write
  if (status === "bounced" && mail.letterId) await flagBouncedLetter({ ...mail, letterId: mail.letterId });
  return { status, mail };
}

async function flagBouncedLetter(letter: { customerId: string; caseId: string; letterId: string }) {
  try {
    await db()
      .entities.caseDocument.patch({ customerId: letter.customerId, caseId: letter.caseId, letterId: letter.letterId })
      .set({ emailBounced: true })
      .go();
  } catch (err) {
    // a letter whose document is not recorded yet (the render job records it last) keeps its mail log status; the
    // render job then records it with the flag (case-documents.ts recordCaseDocument reads the mail log)
    if (!isConditionFailure(err)) throw err;
  }
}
