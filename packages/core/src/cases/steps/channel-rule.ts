import { emailBasisOn, type EmailBasis, type EmailBasisHolder } from "../../ledger/debtor-rules";
import { STEP_KINDS, type LetterKind, type SendChannel, type StepKind } from "../vocabulary";

/**
 * How a step's letter may reach the debtor (issue 18; docs/collection-law.md "Electronic delivery"). Pure: the
 * step runner (prepare.ts), the available steps (available.ts) and the web's run dialog decide by these.
 *
 * Inkassoloven § 3 a lets a notice go electronically only «på en betryggende måte»; the purring, inkassovarsel
 * (§ 9), betalingsoppfordring (§ 10) and the tvfbl. § 4-18 notice, and every later legal letter, go by post (or by
 * post and e-mail) unless the debtor has a recorded basis (ledger/debtor-rules `emailBasisOn`). The
 * betalingspåminnelse carries no fee and starts no statutory deadline, so it may go by e-mail alone.
 */

/** Letters that may go by e-mail alone with no basis: no fee, no legal effect. */
export const EMAIL_FREE_KINDS: readonly StepKind[] = ["payment-reminder"];

export type EmailAlone =
  | { allowed: true; basis: EmailBasis | "free" }
  | { allowed: false; why: "noEmail" | "noBasis" | "stale"; date?: string };

/** May the step's letter of `kind` go to the debtor by e-mail alone on `sendDate`? */
export function emailAloneOf(kind: StepKind, debtor: EmailBasisHolder, sendDate: string): EmailAlone {
  if (!debtor.email?.trim()) return { allowed: false, why: "noEmail" };
  if (EMAIL_FREE_KINDS.includes(kind)) return { allowed: true, basis: "free" };
  const on = emailBasisOn(debtor, sendDate);
  return on.holds ? { allowed: true, basis: on.basis } : { allowed: false, why: on.why, ...(on.date ? { date: on.date } : {}) };
}

/**
 * The channels of a run that names none (API runs, batch runs, the autopilot): e-mail alone where that is lawful
 * (a send); else post, with the mail beside it when the debtor has an address (the post is the notice, the mail a
 * quick copy); null when the step offers no lawful channel (a step set up for e-mail only, a debtor without a
 * basis): the run is refused.
 */
export function defaultChannels(stepChannels: readonly SendChannel[], alone: EmailAlone): SendChannel[] | null {
  const email = stepChannels.includes("email") && (alone.allowed || alone.why !== "noEmail");
  if (email && alone.allowed) return ["email"];
  if (stepChannels.includes("post")) return email ? ["post", "email"] : ["post"];
  return null;
}

/** Whether channels asked for by name are lawful: e-mail alone only where `alone` allows it. */
export const askedChannelsLawful = (asked: readonly SendChannel[], alone: EmailAlone): boolean =>
  alone.allowed || !(asked.includes("email") && !asked.includes("post") && !asked.includes("partner"));

/** A letter of the case as far as delivery goes: the case documents tab's item and its mails' statuses. */
export interface DeliveredLetter {
  letterId: string;
  kind: LetterKind;
  title: string;
  channels: readonly SendChannel[];
  emailBounced?: boolean | null;
  createdAt: number;
}

/**
 * The step letters that did not reach the debtor: the mail bounced, and the letter has not gone by post since
 * ("Send med post", cases/documents/post-letter.ts) nor has a mail of it been delivered since (a resend after the
 * address was confirmed). The next step waits for them (issue 18): a deadline counted from a notice that never
 * arrived is no deadline (inkassoloven §§ 9 and 10 and tvfbl. § 4-18 count from the notice; the sender carries the
 * risk of non-delivery). A betalingspåminnelse has no legal effect and holds nothing back.
 */
export function unreachedLetters(
  letters: readonly DeliveredLetter[],
  mails: readonly { letterId: string | null; status: string }[],
): DeliveredLetter[] {
  const delivered = new Set(mails.filter((m) => m.status === "delivered" && m.letterId).map((m) => m.letterId!));
  return letters
    .filter(
      (l) =>
        l.emailBounced &&
        (STEP_KINDS as readonly string[]).includes(l.kind) &&
        !EMAIL_FREE_KINDS.includes(l.kind as StepKind) &&
        !l.channels.includes("post") &&
        !delivered.has(l.letterId),
    )
    .sort((a, b) => a.createdAt - b.createdAt);
}
