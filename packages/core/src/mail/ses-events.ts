import "../cases/documents/entities"; // registers the entities named here
import { z } from "zod";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { log } from "../util/log";
import { recordMailEvent } from "./mail-log";

/**
 * SES's delivery events reach the mail log here (docs/letters.md "Mail status"): deployed, SES publishes the events
 * of the configuration set to EventBridge and a rule invokes `packages/functions/src/mail/ses-events.ts` with each;
 * under `npm start`, `POST /_local/mail/{id}/bounce` (or `/deliver`) sends the same event for a local mail. The
 * event is SES's own JSON (the EventBridge `detail`): only the fields read here are checked, and bounded.
 */
export const SesEvent = z.object({
  eventType: z.string().max(40),
  mail: z.object({ messageId: z.string().min(1).max(200) }),
  bounce: z.object({ bounceType: z.string().max(40) }).optional(),
});
export type SesEvent = z.infer<typeof SesEvent>;

/**
 * What an event says of a mail: delivered, bounced (a permanent bounce: the address does not take mail; a transient
 * one is SES still trying, and changes nothing), complained; null for the other events (send, delay, open, ...).
 */
export function mailStatusOf(e: SesEvent): "delivered" | "bounced" | "complained" | null {
  if (e.eventType === "Delivery") return "delivered";
  if (e.eventType === "Complaint") return "complained";
  if (e.eventType === "Bounce") return e.bounce?.bounceType === "Permanent" ? "bounced" : null;
  return null;
}

/**
 * Applies one SES event: the logged mail's status moves on (mail-log `recordMailEvent`: never back), and a bounced
 * mail of a letter flags the letter, so the case's documents tab offers to send it by post. An event of a mail
 * that is not logged (an invitation, a password link) or that does not parse is logged and dropped: redelivering it
 * would change nothing. Idempotent: the same event twice is one effect.
 */
export async function applySesEvent(detail: unknown): Promise<{ status: string | null; found: boolean }> {
  const parsed = SesEvent.safeParse(detail);
  if (!parsed.success) {
    log.warn("mail.ses_event_unreadable", { issues: parsed.error.issues.length });
    return { status: null, found: false };
  }
  const status = mailStatusOf(parsed.data);
  if (!status) return { status: null, found: false };
  const mail = await recordMailEvent(parsed.data.mail.messageId, status);
  if (mail && status === "bounced" && mail.letterId) await flagBouncedLetter({ ...mail, letterId: mail.letterId });
  return { status, found: !!mail };
}

async function flagBouncedLetter(letter: { customerId: string; caseId: string; letterId: string }) {
  try {
    await db()
      .entities.caseDocument.patch(letter)
      .set({ emailBounced: true })
      .go();
  } catch (err) {
    // a letter whose document is not recorded yet (the render job records it last) keeps its mail log status only
    if (!isConditionFailure(err)) throw err;
  }
}
