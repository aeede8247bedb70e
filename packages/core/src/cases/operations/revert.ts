import "../../i18n/case-merge"; // registers the texts of the keys named here
import "../entities"; // registers the entities named here
import { type LedgerActor } from "../../ledger/new-voucher";
import { isActiveStatus } from "../case-rules";
import { caseStepItems, type CaseStepItem } from "../steps/available";
import { caseCommand, type CasePlan } from "../command";
import { nextVersion, type Case } from "../store";
import type { RevertStepsInput } from "./case-merge.schema";
import { caseInterestTo } from "../case-interest";
import { feesMovedPlan, paidFeesMove } from "./reverted-fees";
import { planReset, refusal, resetEventData, resetFields, revertRunItems, type StepReset } from "./step-reset";

/**
 * Reverting steps (SPEC 4 "Reverting a document or step resets all steps from that document on"; issue 11
 * "Revert"): the runs from the chosen one on become reverted, the case's last step goes back to the run before
 * (status with it), and the user chooses whether the case keeps their fees. A kept fee still counts toward the fees
 * applied (law FeeHistoryEntry.feeOnly), so re-running a reverted letter cannot charge beyond what the law allows;
 * the dialog warns of double fees all the same, since the debtor sees the fee on two letters. Judicial steps are
 * never reverted ("Rights for judicial steps already started in the case"). A case command (`caseCommand`): one
 * transaction of the case on its version, its counters and event, each run conditioned on the status read, the
 * vouchers when paid fees move, and the activity entry; a concurrent change makes it read and plan again.
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
  return caseCommand(customerId, caseId, actor, revertPlan(input, actor));
}

/** The plan of a revert by a user (`revertSteps`), on the case as the command read it. */
export const revertPlan =
  (input: RevertStepsInput, actor: OperationActor) =>
  async (c: Case): Promise<CasePlan<Reverted>> => {
    if (!isActiveStatus(c.status)) throw refusal("runId", "caseRevert.caseNotRevertible");
    const reset = planReset(await caseStepItems(c.customerId, String(c.caseNumber)), input.runId, input.keepFees);
    return resetPlan(c, reset, actor, "manual");
  };

/**
 * A planned reset with its case (by a user, or by a payment: `cause`), as a case command's plan: the case and its
 * event, the runs marked reverted (each on the status it was read in) and, when fees that payments had paid are
 * removed, the vouchers that move that money (reverted-fees.ts), all in the command's one transaction.
 */
export async function resetPlan(
  c: Case,
  reset: StepReset,
  actor: OperationActor,
  cause: "manual" | "payment",
  extra: Record<string, unknown> = {},
): Promise<CasePlan<Reverted>> {
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
    const plan = await feesMovedPlan(c, reset, move, actor, event, paymentId);
    return { ...plan, result: { case: plan.after, reset, runs } };
  }
  const after = nextVersion(c, resetFields(c, reset));
  return { after, event, extra: (e) => revertRunItems(e, reset, actor.userId), result: { case: after, reset, runs } };
}
