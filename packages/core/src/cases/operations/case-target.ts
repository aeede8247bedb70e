import "../../i18n/case-settlement"; // registers the texts of the keys named here
import type { Voucher, VoucherChange } from "../../ledger/store";
import { AppError } from "../../util/error";

/**
 * The small parts of a case's payments that every ledger command needs (cases/ledger-hooks.ts), apart from the
 * settlement itself (case-settlement.ts), which loads only when a command pays a case's claim or is aimed at a case.
 */

/** The allocation target of a case's costs on a credit (never a voucher id: those have no colon). */
export const caseTarget = (caseId: string) => `case:${caseId}`;
export const isCaseTarget = (voucherId: string) => voucherId.startsWith("case:");

/** A voucher paid into a case (an allocation to `case:<id>`): deleting it in the ledger would count money twice. */
export function refuseIfOnCase(v: Voucher): void {
  const onCase = v.allocations.find((a) => isCaseTarget(a.voucherId));
  if (onCase)
    throw new AppError(
      "VALIDATION",
      "validation.invalid",
      { caseId: onCase.voucherId.slice(5) },
      {
        voucher: ["casePayments.appliedToCase"],
      },
    );
}

/** The allocations a command added to a debit (allocate appends; what was there before is a prefix). */
export const newAllocations = (c: VoucherChange) =>
  c.before && c.after ? c.after.allocations.slice(c.before.allocations.length) : [];
