/**
 * The pure rules of money on a case (issue 11 "Payments, credit notes and corrections on a case";
 * docs/case-operations.md "Payments on a case"). No I/O: the web imports it to preview an allocation.
 *
 * A payment pays costs (the case's fees) first, then interest, then principal. That order is customary practice,
 * not law (domain-norway.md 1.10: no statutory dekningsrekkefølge for ordinary claims), so it is recorded with every
 * payment and can be explained in words: the new inkassolov § 16 lets the debtor ask how a payment was allocated.
 * A credit note or a correction lowers the claim itself: it pays principal first, then interest, then fees.
 */

/** What a case voucher is (POST cases/{id}/vouchers `type`) and the ledger voucher type it becomes (SPEC 3). */
export const CASE_VOUCHER_KINDS = { payment: 4, creditNote: 3, correction: 9 } as const;
export type CaseVoucherKind = keyof typeof CASE_VOUCHER_KINDS;
export const CASE_VOUCHER_KIND_NAMES = Object.keys(CASE_VOUCHER_KINDS) as [CaseVoucherKind, ...CaseVoucherKind[]];

/** What to do with a payment above the case total (SPEC 8): spread it over the debtor's other cases, or drop it. */
export const EXCESS_CHOICES = ["distribute", "delete"] as const;
export type ExcessChoice = (typeof EXCESS_CHOICES)[number];

/** The most other cases one payment's excess is spread over (one transaction holds them all). */
export const MAX_DISTRIBUTION_CASES = 10;

export interface CaseParts {
  feesOre: number;
  interestOre: number;
  principalOre: number;
}

/** A case's amounts and what has been paid of each (absent on cases no payment has touched yet). */
export interface PaidCase extends CaseParts {
  paidOre: number;
  feesPaidOre?: number | null;
  interestPaidOre?: number | null;
  principalPaidOre?: number | null;
}

export interface Allocation extends CaseParts {
  /** What the case could not take (more than it owes). */
  restOre: number;
}

/** What is still open of each part of a case. */
export const openPartsOf = (c: PaidCase): CaseParts => ({
  feesOre: Math.max(0, c.feesOre - (c.feesPaidOre ?? 0)),
  interestOre: Math.max(0, c.interestOre - (c.interestPaidOre ?? 0)),
  principalOre: Math.max(0, c.principalOre - (c.principalPaidOre ?? 0)),
});

export const openTotalOf = (c: PaidCase) => {
  const o = openPartsOf(c);
  return o.feesOre + o.interestOre + o.principalOre;
};

const PAYMENT_ORDER = ["feesOre", "interestOre", "principalOre"] as const;
const CREDIT_ORDER = ["principalOre", "interestOre", "feesOre"] as const;

/** The order a voucher of this kind pays the parts of a case in. */
export const orderOf = (kind: CaseVoucherKind) => (kind === "payment" ? PAYMENT_ORDER : CREDIT_ORDER);

/**
 * Splits `amountOre` over what is open, in the kind's order; what is left over is `restOre`. Exact in øre: the
 * parts and the rest always add up to the amount.
 */
export function allocateCaseAmount(open: CaseParts, amountOre: number, kind: CaseVoucherKind = "payment"): Allocation {
  const out: Allocation = { feesOre: 0, interestOre: 0, principalOre: 0, restOre: 0 };
  let left = Math.max(0, amountOre);
  for (const part of orderOf(kind)) {
    const take = Math.min(left, open[part]);
    out[part] = take;
    left -= take;
  }
  out.restOre = left;
  return out;
}

/** The case after an allocation: each part's paid amount and the total paid move by exactly the allocation. */
export function paidAfter(c: PaidCase, a: CaseParts) {
  return {
    feesPaidOre: (c.feesPaidOre ?? 0) + a.feesOre,
    interestPaidOre: (c.interestPaidOre ?? 0) + a.interestOre,
    principalPaidOre: (c.principalPaidOre ?? 0) + a.principalOre,
    paidOre: c.paidOre + a.feesOre + a.interestOre + a.principalOre,
  };
}

/** The case voucher kind of a ledger voucher type (a payment matched in the ledger is a payment on the case). */
export function kindOfVoucherType(type: number): CaseVoucherKind {
  if (type === CASE_VOUCHER_KINDS.creditNote) return "creditNote";
  if (type === CASE_VOUCHER_KINDS.correction) return "correction";
  return "payment";
}

/** The allocation as its parts' message keys and amounts, in the order they were paid (the explanation's lines). */
export function allocationLines(a: CaseParts, kind: CaseVoucherKind): { part: keyof CaseParts; amountOre: number }[] {
  return orderOf(kind)
    .filter((p) => a[p] > 0)
    .map((part) => ({ part, amountOre: a[part] }));
}

/**
 * The debtor's other cases a payment's excess goes to: active ones, oldest first (lowest case number: the case
 * started first), at most MAX_DISTRIBUTION_CASES (decision, docs/case-operations.md).
 */
export function distributionOrder<T extends { caseNumber: number }>(others: T[]): T[] {
  return [...others].sort((a, b) => a.caseNumber - b.caseNumber).slice(0, MAX_DISTRIBUTION_CASES);
}
