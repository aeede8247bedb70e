import "../../i18n/case-merge"; // registers the texts of the keys named here
import { AppError } from "../../util/error";
import { isActiveStatus } from "../case-rules";
import { getCaseSettings } from "../settings";
import { caseStepItems } from "../steps/available";
import { caseCommand } from "../command";
import { resetPlan, type OperationActor, type Reverted } from "./revert";
import { isLive, planReset } from "./step-reset";

/**
 * The revert a payment causes (SPEC 4: "A payment registered with the same or an earlier voucher date than an
 * executed step can auto-revert steps when that setting is on"; the customer's case setting
 * `revertStepsOnPayment`). The payment path calls it after the payment on the case has committed (docs/
 * case-operations.md "Auto-revert on payment"):
 *
 *   await revertOnPayment(customerId, caseId, payment.voucherDate, { userId, name }, payment.voucherId)
 *
 * It reverts the case's steps from the first live run whose sending day is on or after the payment's voucher date:
 * the debtor had paid when (or before) that letter went, so the letter and what followed it are undone, and their
 * fees with them (the debtor owed them no fee for a letter sent after paying); what payments had already paid of
 * those fees moves on to interest and principal, in the ledger too (reverted-fees.ts). Judicial steps are never reverted
 * by a payment: when the runs to revert include one, nothing is reverted (the caseworker decides). Answers what it
 * reverted, or null when nothing was (setting off, no such step, a closed case, a judicial step).
 */
export async function revertOnPayment(
  customerId: string,
  caseId: string,
  voucherDate: string,
  actor: OperationActor,
  paymentVoucherId?: string,
): Promise<Reverted | null> {
  const settings = await getCaseSettings(customerId);
  if (!settings.revertStepsOnPayment) return null;
  let reverted = false; // the committed try's: a try that finds nothing to revert writes nothing
  const done = await caseCommand<Reverted>(customerId, caseId, actor, async (c) => {
    reverted = false;
    if (!isActiveStatus(c.status)) return null;
    const items = await caseStepItems(customerId, String(c.caseNumber));
    const from = stepsToRevertOn(items, voucherDate);
    if (!from) return null;
    let reset;
    try {
      reset = planReset(items, from.runId, false);
    } catch (err) {
      if (err instanceof AppError && err.messageKey === "caseRevert.judicialStarted") return null;
      throw err;
    }
    reverted = true;
    // fees this payment had already paid (fees first) move on to interest and principal (resetPlan)
    return resetPlan(c, reset, actor, "payment", { voucherDate, paymentVoucherId: paymentVoucherId ?? null });
  });
  return reverted ? done : null;
}

/** The first live run sent on or after the payment's voucher date (the runs oldest first), if any. */
export function stepsToRevertOn<T extends Parameters<typeof isLive>[0]>(items: readonly T[], voucherDate: string) {
  return items.find((s) => isLive(s) && s.sendDate >= voucherDate);
}
