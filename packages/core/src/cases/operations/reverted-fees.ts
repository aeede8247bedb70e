import "../entities"; // registers the entities named here
import { db } from "../../dynamo/db";
import { appliedAt, lessOf } from "../../ledger/allocation-records";
import { type LedgerActor } from "../../ledger/new-voucher";
import { sourceCreditedWrite } from "../../ledger/commit-hooks";
import { getVoucherItem, ledgerWrite, type Voucher, type VoucherChange } from "../../ledger/store";
import type { CasePlan } from "../command";
import { caseInterestTo } from "../case-interest";
import type { CaseClaimView } from "../case-views.schema";
import { nextVersion, type Case, type CaseEventInput } from "../store";
import { caseTarget } from "./case-target";
import { openPartsOf } from "./payment-rules";
import { resetFields, revertRunItems, type StepReset } from "./step-reset";

/**
 * When a revert removes fees that payments had already paid (a payment is allocated fees first; a backdated one
 * pays the very fees its date then reverts): that money paid nothing the debtor owes, so it moves on in the payment
 * order, to interest, then principal (payment-rules). On the case `feesPaidOre` goes down and the other parts up
 * (`paidOre` stays); in the ledger the principal part leaves the payments' `case:` allocations (newest payment first)
 * and is applied to the case's claims, oldest due first, so the claims' balances and the case's principal stay one.
 * All in the revert's one transaction (a case command whose extra items are the ledger's: `ledgerWrite`): the money
 * moves with it or not.
 */

export interface PaidFeesMove {
  interestOre: number;
  principalOre: number;
}

/**
 * What of the fees paid is above the case's fees once `removedFeesOre` are gone, and where it goes (pure). With
 * `interestAtOre`, the interest accrued to the day of the payment that paid them (a revert on a payment): the money
 * pays what was open of the interest on that day, as the payment would have without the fees (case-interest.ts).
 */
export function paidFeesMove(c: Case, removedFeesOre: number, interestAtOre = c.interestOre): PaidFeesMove {
  const feesAfter = c.feesOre - removedFeesOre;
  const excess = Math.max(0, (c.feesPaidOre ?? 0) - Math.max(0, feesAfter));
  const open = openPartsOf({ ...c, interestOre: interestAtOre });
  const interestOre = Math.min(excess, open.interestOre);
  const principalOre = Math.min(excess - interestOre, open.principalOre);
  return { interestOre, principalOre };
}

/** The vouchers of the payments on the case (its `payment` events), newest first; `first` ahead of them. */
async function casePaymentIds(c: Case, first?: string): Promise<string[]> {
  const { data } = await db()
    .entities.caseEvent.query.byCase({ customerId: c.customerId, caseId: String(c.caseNumber) })
    .go({ pages: "all" });
  const ids = data
    .filter((e) => e.kind === "payment" && typeof e.data?.voucherId === "string")
    .sort((a, b) => b.at - a.at)
    .map((e) => String(e.data!.voucherId));
  return [...new Set([...(first ? [first] : []), ...ids])];
}

/**
 * The reset with the paid fees moved, as the plan of a case command (`caseCommand`, revert.ts): the case (reset and
 * paid parts) and its event (with `data.moved`), and as its extra items the runs and the vouchers (the ledger's own
 * items, `ledgerWrite`): each payment's `case:` allocation lowered and the same amount applied to the claims. The
 * wrapper writes them with the case's counters and the activity entry in one transaction on the case's version, and
 * plans again on contention (the vouchers are read again with the case). What no payment's `case:` allocation covers
 * stays as it was (only the interest part moves then): the ledger is never made to disagree with the case.
 */
export async function feesMovedPlan(
  c: Case,
  reset: StepReset,
  move: PaidFeesMove,
  actor: LedgerActor & { name?: string },
  event: CaseEventInput & { data: Record<string, unknown> },
  firstPaymentId?: string,
): Promise<Pick<CasePlan, "after" | "event" | "extra" | "refused" | "committed"> & { after: Case }> {
  const target = caseTarget(String(c.caseNumber));
  const changes = new Map<string, VoucherChange>();
  const current = (v: Voucher) => changes.get(v.voucherId)?.after ?? v;
  const put = (before: Voucher, after: Voucher) =>
    changes.set(before.voucherId, { before: changes.get(before.voucherId)?.before ?? before, after });
  let principalOre = 0;
  // the principal moved, dated by the payments it came from: interest runs on the lower balance from their days
  const dated: { date: string; amountOre: number }[] = [];
  if (move.principalOre > 0) {
    const claims = await claimVouchers(c);
    for (const id of await casePaymentIds(c, firstPaymentId)) {
      const left = move.principalOre - principalOre;
      if (left <= 0) break;
      const credit = await getVoucherItem(c.customerId, id);
      const onCase = credit?.allocations.filter((a) => a.voucherId === target).reduce((s, a) => s + a.amountOre, 0);
      if (!credit || !onCase) continue;
      let take = Math.min(left, onCase);
      const parts: { debit: Voucher; amountOre: number }[] = [];
      for (const claim of claims) {
        const d = current(claim);
        if (take <= 0 || d.balanceOre <= 0) continue;
        const amountOre = Math.min(take, d.balanceOre);
        parts.push({ debit: d, amountOre });
        take -= amountOre;
      }
      const applied = parts.reduce((s, p) => s + p.amountOre, 0);
      if (!applied) break;
      // the credit's balance stays: what leaves the case's costs is applied to the claims
      put(credit, {
        ...credit,
        allocations: [
          ...lessOf(credit.allocations, target, applied),
          ...parts.map((p) => appliedAt(p.debit.voucherId, p.amountOre, actor)),
        ],
      });
      for (const p of parts)
        put(p.debit, {
          ...p.debit,
          balanceOre: p.debit.balanceOre - p.amountOre,
          allocations: [...p.debit.allocations, appliedAt(credit.voucherId, p.amountOre, actor, credit.voucherDate)],
        });
      principalOre += applied;
      dated.push({ date: credit.voucherDate, amountOre: applied });
    }
  }
  const paid = {
    feesPaidOre: (c.feesPaidOre ?? 0) - move.interestOre - principalOre,
    interestPaidOre: (c.interestPaidOre ?? 0) + move.interestOre,
    principalPaidOre: (c.principalPaidOre ?? 0) + principalOre,
    principalPayments: [...(c.principalPayments ?? []), ...dated],
  };
  // the case's interest to its day, on the balance the moved principal lowered (case-interest.ts); never below what
  // is paid of it (a manual revert moves the fees paid to the interest open at the case's day, not the payments')
  const interest = c.interestToDate
    ? {
        interestOre: Math.max(
          paid.interestPaidOre,
          (await caseInterestTo({ ...c, ...paid }, c.interestToDate)).totalOre,
        ),
      }
    : {};
  const after = nextVersion(c, { ...resetFields(c, reset), ...paid, ...interest });
  const ledger = ledgerWrite(c.customerId, [...changes.values()]);
  // a claim from an accounting system that the moved money pays: the system is told, as of a payment (write-back)
  const systems = await sourceCreditedWrite(c.customerId, [...changes.values()], actor);
  const runs = reset.runs.length;
  return {
    after,
    event: { ...event, data: { ...event.data, moved: { interestOre: move.interestOre, principalOre } } },
    extra: (e) => [
      ...revertRunItems(e, reset, actor.userId),
      ...ledger.items(e),
      ...((systems.extra?.items(e) ?? []) as ReturnType<typeof ledger.items>),
    ],
    refused: (err, extraAt) => ledger.refused(err, extraAt + runs),
    committed: systems.committed,
  };
}

/** The case's claims as the ledger has them now, oldest due first. */
async function claimVouchers(c: Case): Promise<Voucher[]> {
  const claims = [...(c.claims as CaseClaimView[])].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const vouchers = await Promise.all(claims.map((cl) => getVoucherItem(c.customerId, cl.voucherId)));
  return vouchers.filter((v): v is Voucher => !!v);
}
