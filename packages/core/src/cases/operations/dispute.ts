import "../../i18n/case-pause"; // registers the texts of the keys named here
import "../entities"; // registers the entities named here
import { Clock } from "../../clock";
import { actorName } from "../actor-names";
import type { CaseActor } from "../start";
import { caseCommand } from "../command";
import { nextVersion, type Case } from "../store";
import { statusRefusal } from "./case-actor";
import type { LiftDispute, RecordDispute } from "./dispute.schema";

/**
 * The debtor's objection on a case (issue 18 "Disputed claims stop"; docs/collection-law.md "Disputed claims"). The
 * creditor records it (the debtor objects to the creditor, inkassoloven § 10: "betale eller å komme med
 * innsigelser"), with the day, the reason and who recorded it; while it stands the law refuses the fee-bearing
 * letters and every forced step but the forliksklage (steps/available.ts passes `disputed`). Lifting it (the debtor
 * withdrew it, it was settled, a judgment decided it) needs a reason too. Each change writes the case and its event
 * in one transaction conditioned on the case's version; the case page's events tab is the history.
 */

/** A closed or merged case takes no dispute: its claims are done, or collected by the case it went into. */
const done = (c: Case) => c.status === "closed" || c.status === "merged";

/** Is the claim disputed now (recorded and not lifted)? What the law and the letters ask. */
export const isDisputed = (c: Pick<Case, "dispute">) => !!c.dispute;

/** PATCH /cases/{id}/dispute: records the objection (a second one replaces the first, its event keeps both). */
export async function recordDispute(
  customerId: string,
  caseId: string,
  input: RecordDispute,
  actor: CaseActor,
): Promise<Case> {
  const byName = await actorName(actor);
  return caseCommand(customerId, caseId, actor, (before) => {
    if (done(before)) throw statusRefusal("caseDispute.caseDone");
    const dispute = {
      date: input.date,
      reason: input.reason,
      by: actor.userId,
      ...(byName ? { byName } : {}),
      at: Clock.nowMs(),
    };
    return {
      after: nextVersion(before, { dispute }),
      event: { kind: "disputed", by: actor.userId, byName, data: { date: input.date, reason: input.reason } },
    };
  });
}

/** PATCH /cases/{id}/lift-dispute: lifts the objection with a reason; 422 when none is recorded. */
export async function liftDispute(
  customerId: string,
  caseId: string,
  input: LiftDispute,
  actor: CaseActor,
): Promise<Case> {
  const byName = await actorName(actor);
  return caseCommand(customerId, caseId, actor, (before) => {
    if (!before.dispute) throw statusRefusal("caseDispute.notDisputed");
    return {
      after: nextVersion(before, { dispute: undefined }),
      event: {
        kind: "dispute-lifted",
        by: actor.userId,
        byName,
        data: { reason: input.reason, date: before.dispute.date, disputeReason: before.dispute.reason },
      },
    };
  });
}
