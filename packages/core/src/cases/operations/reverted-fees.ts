import "../entities"; // registers the entities named here
import { appliedAt, lessOf } from "../../ledger/allocation-records";
import type { LedgerActor } from "../../ledger/new-voucher";
import { getVoucherItem, writeLedger, type Voucher, type VoucherChange } from "../../ledger/store";
import { caseCounterDelta } from "../case-rules";
import type { CaseClaimView } from "../case-views.schema";
import { caseWriteItems, nextVersion, type Case } from "../store";
import { caseTarget } from "./case-settlement";
import { openPartsOf } from "./payment-rules";
import { resetEventData, resetFields, revertRunItems, type StepReset } from "./step-reset";

/**
 * When a revert removes fees that payments had already paid (a backdated payment is allocated fees first in its own
 * transaction, before the revert its date causes): that money paid nothing the debtor owed, so it moves on in the
 * payment order, to interest, then principal (payment-rules). On the case, `feesPaidOre` goes down and the other
 * parts up (`paidOre` stays); in the ledger, the principal part leaves the credit's `case:` allocation and is applied
 * to the case's claims, oldest due first, so the claims' balances and the case's principal stay one. All of it in the
 * revert's one transaction (`writeLedger` with the revert as its extra): the money moves with the revert or not at all.
 */

export interface PaidFeesMove {
  interestOre: number;
  principalOre: number;
}

/** What of the fees paid is above the case's fees once `removedFeesOre` are gone, and where it goes (pure). */
export function paidFeesMove(c: Case, removedFeesOre: number): PaidFeesMove {
  const feesAfter = c.feesOre - removedFeesOre;
  const excess = Math.max(0, (c.feesPaidOre ?? 0) - Math.max(0, feesAfter));
  const open = openPartsOf(c);
  const interestOre = Math.min(excess, open.interestOre);
  const principalOre = Math.min(excess - interestOre, open.principalOre);
  return { interestOre, principalOre };
}

/**
 * Writes the reset with the paid fees moved: the case (reset and paid parts), its counters, its event, the runs,
 * the payment voucher's `case:` allocation lowered by the principal part and that part applied to the claims.
 * Without the payment voucher (or its `case:` allocation too small), only the interest part moves: the ledger is
 * never made to disagree with the case.
 */
export async function writeResetMovingFees(
  c: Case,
  reset: StepReset,
  move: PaidFeesMove,
  actor: LedgerActor & { name?: string },
  paymentVoucherId: string | undefined,
  data: Record<string, unknown>,
) {
  const caseId = String(c.caseNumber);
  const changes: VoucherChange[] = [];
  let principalOre = 0;
  const credit = paymentVoucherId ? await getVoucherItem(c.customerId, paymentVoucherId) : null;
  const onCase = credit?.allocations
    .filter((a) => a.voucherId === caseTarget(caseId))
    .reduce((s, a) => s + a.amountOre, 0);
  if (credit && move.principalOre > 0 && (onCase ?? 0) >= move.principalOre) {
    const parts = await claimParts(c, move.principalOre);
    principalOre = parts.reduce((s, p) => s + p.amountOre, 0);
    // the credit's balance stays: what leaves the case's costs is applied to the claims
    if (principalOre > 0)
      changes.push({
        before: credit,
        after: {
          ...credit,
          allocations: [
            ...lessOf(credit.allocations, caseTarget(caseId), principalOre),
            ...parts.map((p) => appliedAt(p.debit.voucherId, p.amountOre, actor)),
          ],
        },
      });
    for (const p of parts)
      changes.push({
        before: p.debit,
        after: {
          ...p.debit,
          balanceOre: p.debit.balanceOre - p.amountOre,
          allocations: [...p.debit.allocations, appliedAt(credit.voucherId, p.amountOre, actor, credit.voucherDate)],
        },
      });
  }
  const moved = move.interestOre + principalOre;
  const after = nextVersion(c, {
    ...resetFields(c, reset),
    feesPaidOre: (c.feesPaidOre ?? 0) - moved,
    interestPaidOre: (c.interestPaidOre ?? 0) + move.interestOre,
    principalPaidOre: (c.principalPaidOre ?? 0) + principalOre,
  });
  const event = {
    kind: "reverted" as const,
    by: actor.userId,
    byName: actor.name,
    data: {
      ...resetEventData(reset),
      cause: "payment",
      ...data,
      moved: { interestOre: move.interestOre, principalOre },
    },
  };
  await writeLedger(c.customerId, changes, [], {
    extra: {
      count: 2 + caseCounterDelta(c, after).size + reset.runs.length,
      items: (e) => [...caseWriteItems(e, c, after, event), ...revertRunItems(e, reset, actor.userId)],
    },
  });
  return after;
}

/** Up to `amountOre` over the case's claims with a balance, oldest due first (as read now). */
async function claimParts(c: Case, amountOre: number) {
  const claims = [...(c.claims as CaseClaimView[])].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const vouchers = await Promise.all(claims.map((cl) => getVoucherItem(c.customerId, cl.voucherId)));
  const parts: { debit: Voucher; amountOre: number }[] = [];
  let left = amountOre;
  for (const v of vouchers) {
    if (!v || v.balanceOre <= 0 || left <= 0) continue;
    const take = Math.min(left, v.balanceOre);
    parts.push({ debit: v, amountOre: take });
    left -= take;
  }
  return parts;
}
