import "../../i18n/case-documents"; // registers the texts of the keys named here
import "../entities"; // registers the entities named here
import { db } from "../../dynamo/db";
import { fieldError } from "../../util/error";
import type { Case } from "../store";

/**
 * Whether a letter already sent may go to the debtor again, by post or by e-mail (security-review-2 G3; docs/case-
 * operations.md "Resend and post"): never on a closed or merged case (the claim is settled or lives elsewhere), nor
 * on a paused one (the debtor was given time), nor a letter whose step was reverted (the caseworker withdrew it). The
 * refusal is a 422 on `field` saying which, in both languages. `letterId` is the step run's letter (its run id), or
 * a letter of no step (a plan's letter), which only the case's state can refuse.
 */
export async function refuseLetterSend(c: Case, letterId: string | undefined, field: string): Promise<void> {
  if (c.status === "closed" || c.status === "merged") throw fieldError(field, "letterSend.caseClosed");
  if (c.status === "paused") throw fieldError(field, "letterSend.casePaused");
  if (!letterId) return;
  const step = (
    await db().entities.caseStep.get({ customerId: c.customerId, caseId: String(c.caseNumber), runId: letterId }).go()
  ).data;
  if (step?.status === "reverted") throw fieldError(field, "letterSend.letterReverted");
}
