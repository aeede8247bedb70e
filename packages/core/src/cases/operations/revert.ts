import "../../i18n/case-merge"; // registers the texts of the keys named here
import "../entities"; // registers the entities named here
import { activityWrite } from "../../activity/activity";
import { db } from "../../dynamo/db";
import { committed } from "../../dynamo/transaction";
import { type LedgerActor } from "../../ledger/new-voucher";
import { isActiveStatus } from "../case-rules";
import { caseStepItems, type CaseStepItem } from "../steps/available";
import { caseWriteItems, getCase, nextVersion, type Case } from "../store";
import type { RevertStepsInput } from "./case-merge.schema";
import { caseInterestTo } from "../case-interest";
import { paidFeesMove, writeResetMovingFees } from "./reverted-fees";
import { planReset, refusal, resetEventData, resetFields, revertRunItems, type StepReset } from "./step-reset";
import { retrying } from "../../command/retrying";
import { activityOf, activityWritten } from "../../command/actor";

/**
 * Reverting steps (SPEC 4 "Reverting a document or step resets all steps from that document on"; issue 11
 * "Revert"): the runs from the chosen one on become reverted, the case's last step goes back to the run before
 * (status with it), and the user chooses whether the case keeps their fees. A kept fee still counts toward the fees
 * applied (law FeeHistoryEntry.feeOnly), so re-running a reverted letter cannot charge beyond what the law allows;
 * the dialog warns of double fees all the same, since the debtor sees the fee on two letters. Judicial steps are
 * never reverted ("Rights for judicial steps already started in the case"). One transaction: the case on its
 * version, its counters and event, each run conditioned on the status read, the activity entry; a concurrent change
 * makes it re-read and try again (ledger/store.ts `retrying`).
 */

/** Who acts: the user (and the request's activity entry), with the name the events tab shows. */
export type OperationActor = LedgerActor & { name?: string };

export interface Reverted {
  case: Case;
  reset: StepReset;
  runs: CaseStepItem[];
}

export async function revertSteps(
  customerId: string,
  caseId: string,
  input: RevertStepsInput,
  actor: OperationActor,
): Promise<Reverted> {
  return retrying(async () => {
    const [c, items] = await Promise.all([getCase(customerId, caseId), caseStepItems(customerId, caseId)]);
    if (!isActiveStatus(c.status)) throw refusal("runId", "caseRevert.caseNotRevertible");
    const reset = planReset(items, input.runId, input.keepFees);
    return writeReset(c, reset, actor, "manual");
  });
}

/** Writes a planned reset with its case (by a user, or by a payment: `cause`). */
export async function writeReset(
  c: Case,
  reset: StepReset,
  actor: OperationActor,
  cause: "manual" | "payment",
  extra: Record<string, unknown> = {},
): Promise<Reverted> {
  const event = {
    kind: "reverted" as const,
    by: actor.userId,
    byName: actor.name,
    data: { ...resetEventData(reset), cause, ...extra },
  };
  const runs = reset.runs.map((s) => ({ ...s, status: "reverted" as const, feesKept: reset.keepFees }));
  // fees removed that payments had paid: the money moves on to interest and principal (reverted-fees.ts)
  // a revert on a payment: the fees it paid pay what was open of the interest on its day (case-interest.ts)
  const paidOn = cause === "payment" && typeof extra.voucherDate === "string" ? extra.voucherDate : null;
  const interestOn = paidOn ? (await caseInterestTo(c, paidOn)).totalOre : c.interestOre;
  const move = paidFeesMove(c, reset.removedFeesOre, interestOn);
  if (move.interestOre || move.principalOre) {
    const paymentId = typeof extra.paymentVoucherId === "string" ? extra.paymentVoucherId : undefined;
    return { case: await writeResetMovingFees(c, reset, move, actor, event, paymentId), reset, runs };
  }
  const caseId = String(c.caseNumber);
  const after = nextVersion(c, resetFields(c, reset));
  const activity = activityOf(actor);
  await committed(
    db()
      .transaction.write((e) => [
        ...caseWriteItems(e, c, after, event),
        ...revertRunItems(e, reset, actor.userId),
        ...(activity ? activityWrite(e, { ...activity, targetId: caseId }) : []),
      ])
      .go(),
  );
  activityWritten(actor);
  return { case: after, reset, runs };
}
