import type { LedgerActor } from "../../ledger/new-voucher";
import type { CasePaid } from "./case-settlement";

/**
 * What follows a payment on a case once its transaction has committed (ledger/matching.ts `commit` calls it for
 * every command that paid a case: the case's own POST cases/{id}/vouchers, a KID match, manual treatment, an OCR
 * file). SPEC 4: "A payment registered with the same or an earlier voucher date than an executed step can
 * auto-revert steps when that setting is on": the revert part calls its auto-revert here, for `backdated(paid)`
 * (docs/case-operations.md "Payments on a case"). It runs after the commit, so a failed revert never undoes money.
 */
export async function afterCasePayments(
  _customerId: string,
  paid: CasePaid[],
  _actor: LedgerActor,
): Promise<CasePaid[]> {
  return backdated(paid);
}

const osloDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Oslo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The payments dated on or before the day the case's last step was executed (closed cases are left alone). */
export const backdated = (paid: CasePaid[]) =>
  paid.filter((p) => !p.closed && p.lastStepAt !== null && p.voucherDate <= osloDay.format(new Date(p.lastStepAt)));
