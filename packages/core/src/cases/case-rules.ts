/**
 * The pure rules of cases (docs/cases.md), no storage: keys, the status a case starts in, who is foreign, what the
 * creditor must have filled in, claim type labels, search terms, and what a case adds to its customer's counters.
 * Pure, so the web may import it.
 */
import { foldName } from "../ledger/debtor-rules";
import { VOUCHER_TYPES } from "../ledger/voucher-rules";
import { CASE_STATUS_IDS, type CaseStatus } from "./vocabulary";

/** The case number as the key every index sorts by (10 digits: up to 9 999 999 999 cases per customer). */
export const caseKeyOf = (caseNumber: number) => String(caseNumber).padStart(10, "0");

/** A case id of a path: the case number, digits only (anything else names no case). */
export const caseNumberOf = (id: string): number | null => (/^[1-9]\d{0,9}$/.test(id) ? Number(id) : null);

export const statusIdOf = (s: CaseStatus) => CASE_STATUS_IDS[s];

/** The statuses of a case that still collects: its claims stay locked, it counts as open. */
export const isActiveStatus = (s: CaseStatus) => s !== "closed" && s !== "merged";

/**
 * The status a started case takes (SPEC 4): "waiting" while its earliest due date has not passed (not yet due),
 * "ready" for its next step once it has. A step run makes it "active" (the step runner).
 */
export const openedStatus = (dueDate: string, today: string): CaseStatus => (dueDate >= today ? "waiting" : "ready");

/**
 * What the creditor must have filled in before a case starts, as every letter shows it (inkassoloven § 9 and
 * § 10 letters name the creditor, its address and the account to pay to): name, organisation number, address,
 * postcode, city and account number. The fields missing, empty when none is.
 */
export const CUSTOMER_FIELDS_FOR_LETTERS = [
  "name",
  "orgNumber",
  "address",
  "postNumber",
  "city",
  "accountNumber",
] as const;
export function missingCustomerFields(c: Partial<Record<(typeof CUSTOMER_FIELDS_FOR_LETTERS)[number], string | null>>) {
  return CUSTOMER_FIELDS_FOR_LETTERS.filter((f) => !c[f]?.trim());
}

/** The claim type label key (SPEC 3 "Claim types (labels)", i18n `claimType.*`) of a voucher. */
export function claimTypeOf(v: { type: number; invoiceType?: number | null }): string {
  switch (v.type) {
    case VOUCHER_TYPES.invoice:
      return "invoice";
    case VOUCHER_TYPES.lateFee:
      return "reminderFee";
    case VOUCHER_TYPES.rentOccupied:
      return "rent";
    case VOUCHER_TYPES.receivedTooMuchWages:
      return "wagesOverpaid";
    case VOUCHER_TYPES.balanceAfterContractTermination:
      return "balanceAfterTerminatedAgreement";
    case VOUCHER_TYPES.finalBalance:
      return "finalBalance";
    case VOUCHER_TYPES.correction:
      return "correction";
    case VOUCHER_TYPES.pastInterestRates:
    case VOUCHER_TYPES.interestCalculation:
      return "interestNote";
    case VOUCHER_TYPES.sentence:
      return "principal";
    default:
      return "invoice";
  }
}

/** A claim is rent when it is an occupied-rent voucher (invoice type RentOccupied). */
export const isRent = (v: { type: number }) => v.type === VOUCHER_TYPES.rentOccupied;

/** The case's claims are rent when every one of them is (a rent case follows the rent procedure). */
export const allRent = (claims: { type: number }[]) => claims.length > 0 && claims.every(isRent);

/** A search term as stored and as typed: folded like debtor names, no spaces around. */
export const searchTerm = (value: string) => foldName(value).trim();

/** The search refs of a case (entities.ts CaseRefEntity): `<term>#<caseKey>`, each once. */
export function searchRefsOf(c: {
  caseNumber: number;
  debtorName: string;
  customerNumber: string;
  claims: { number?: string; kid?: string }[];
}): string[] {
  const name = searchTerm(c.debtorName);
  const terms = new Set<string>([
    String(c.caseNumber),
    name,
    ...name.split(" ").filter((w) => w.length >= 2),
    searchTerm(c.customerNumber),
    ...c.claims.flatMap((cl) => [cl.number, cl.kid].filter((x): x is string => !!x).map(searchTerm)),
  ]);
  terms.delete("");
  const key = caseKeyOf(c.caseNumber);
  return [...terms].map((t) => `${t}#${key}`);
}

/** The state of a case its counters depend on. */
export interface CountedCase {
  status: CaseStatus;
  stepKey: string;
  createdDay: string;
  principalOre: number;
  interestOre: number;
  feesOre: number;
  paidOre: number;
}

export const amountOwedOf = (c: Pick<CountedCase, "principalOre" | "interestOre" | "feesOre">) =>
  c.principalOre + c.interestOre + c.feesOre;
export const remainingOf = (c: Pick<CountedCase, "principalOre" | "interestOre" | "feesOre" | "paidOre">) =>
  Math.max(0, amountOwedOf(c) - c.paidOre);

/** Counter names (dynamo/counters.ts, scope the customer). */
export const CASE_COUNTERS = {
  all: "cases",
  status: (s: CaseStatus) => `cases#status#${s}`,
  step: (step: string) => `cases#step#${step}`,
  /** Per creation day: cases (count) and their amount owed (amountOre). */
  day: (day: string) => `cases#day#${day}`,
  /** Per creation day: of those, closed now (count), paid (amountOre). */
  dayClosed: (day: string) => `cases#closed#${day}`,
  dayPaid: (day: string) => `cases#paid#${day}`,
  dayRemaining: (day: string) => `cases#remaining#${day}`,
  /**
   * Per payment day (the voucher date, Europe/Oslo): the money payments recovered on the customer's cases that day
   * (amountOre) and how many case payments (count). Written by the payment's own transaction (case-settlement.ts,
   * `recoveredCounters`), never by a change of the case: a merge moves what was paid, not when it was paid.
   */
  dayRecovered: (day: string) => `cases#recovered#${day}`,
  number: "case-number",
} as const;
export const DAY_PREFIXES = {
  day: "cases#day#",
  closed: "cases#closed#",
  paid: "cases#paid#",
  remaining: "cases#remaining#",
  recovered: "cases#recovered#",
};

/**
 * The recovered-money counters a transaction's case payments add (C15: by the payment's date, not the case's
 * creation day). Only payments are recovered money: a credit note or a correction lowers the claim, nothing came in
 * (the ledger's "Innbetalt" counts the same way). One entry per day, so a transaction touches each counter once.
 */
export function recoveredCounters(
  paid: readonly { voucherDate: string; amountOre: number; kind: string }[],
): Map<string, { count: number; amountOre: number }> {
  const out = new Map<string, { count: number; amountOre: number }>();
  for (const p of paid) {
    if (p.kind !== "payment" || p.amountOre <= 0) continue;
    const name = CASE_COUNTERS.dayRecovered(p.voucherDate);
    const v = out.get(name) ?? { count: 0, amountOre: 0 };
    out.set(name, { count: v.count + 1, amountOre: v.amountOre + p.amountOre });
  }
  return out;
}

/**
 * What a case adds to its customer's counters: one to all cases; one (and its remaining) to its status; while
 * active, one to its last step; and to the counters of its creation day its count and amount owed, whether it is
 * closed, what was paid and what remains. The dashboard's figures for any period are sums of these.
 */
export function caseContributions(c: CountedCase | null): Map<string, { count: number; amountOre: number }> {
  const out = new Map<string, { count: number; amountOre: number }>();
  if (!c) return out;
  const remaining = remainingOf(c);
  out.set(CASE_COUNTERS.all, { count: 1, amountOre: 0 });
  out.set(CASE_COUNTERS.status(c.status), { count: 1, amountOre: remaining });
  if (isActiveStatus(c.status)) out.set(CASE_COUNTERS.step(c.stepKey), { count: 1, amountOre: 0 });
  out.set(CASE_COUNTERS.day(c.createdDay), { count: 1, amountOre: amountOwedOf(c) });
  out.set(CASE_COUNTERS.dayClosed(c.createdDay), { count: c.status === "closed" ? 1 : 0, amountOre: 0 });
  out.set(CASE_COUNTERS.dayPaid(c.createdDay), { count: 0, amountOre: c.paidOre });
  out.set(CASE_COUNTERS.dayRemaining(c.createdDay), { count: 0, amountOre: isActiveStatus(c.status) ? remaining : 0 });
  return out;
}

/** The counter changes from `before` to `after`, zeros left out. */
export function caseCounterDelta(before: CountedCase | null, after: CountedCase | null) {
  const delta = new Map<string, { count: number; amountOre: number }>();
  for (const [sign, c] of [
    [-1, before],
    [1, after],
  ] as const)
    for (const [name, v] of caseContributions(c)) {
      const d = delta.get(name) ?? { count: 0, amountOre: 0 };
      d.count += sign * v.count;
      d.amountOre += sign * v.amountOre;
      delta.set(name, d);
    }
  for (const [name, d] of delta) if (d.count === 0 && d.amountOre === 0) delta.delete(name);
  return delta;
}
