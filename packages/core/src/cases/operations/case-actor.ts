import "../entities"; // registers the entities named here
import { AppError } from "../../util/error";
import type { MessageKey } from "../../i18n/messages";
import { openedStatus } from "../case-rules";
import type { Case } from "../store";
import type { CaseStatus } from "../vocabulary";
import { Clock } from "../../clock";

/** What the pause and close commands share: the refusals and the status a case goes back to. */

/** A refusal because of the case's status: 422 on `status`, like opening a started case (cases/open.ts). */
export const statusRefusal = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError("VALIDATION", key, params, { status: [key] });

/**
 * The status a case goes back to after a pause or a close: the one it had, except that a case waiting for its due
 * date may have become due meanwhile (SPEC 4: Waiting 3 "not yet due", Ready 4), and a case that had none on record
 * (closed by a payment) is active once a step has run, else waiting or ready by its due date.
 */
export function statusBack(c: Case, had: CaseStatus | undefined): CaseStatus {
  const byDue = openedStatus(c.dueDate, Clock.today());
  if (!had) return c.lastStep ? "active" : byDue;
  if (had === "waiting" || had === "ready") return byDue;
  if (had === "paused" || had === "closed" || had === "merged") return c.lastStep ? "active" : byDue;
  return had;
}
