import { calculateInterest, MissingRateError, type InterestPayment } from "../ledger/interest/interest";
import type { InterestRateRow } from "../ledger/interest/rates";
import { halfYearEnd, loadRates, missingRateError } from "../ledger/interest/interest-rates";
import { Clock } from "../clock";
import { isActiveStatus } from "./case-rules";
import type { CaseClaimView, CaseInterestTodayView } from "./case-views.schema";
import {
  allocateCaseAmount,
  openPartsOf,
  openTotalOf,
  paidAfter,
  type CaseParts,
  type CaseVoucherKind,
  type PaidCase,
} from "./operations/payment-rules";
import type { CaseStatus } from "./vocabulary";

/**
 * A case's late-payment interest (forsinkelsesrente) to a day, on each claim's balance over time
 * (docs/case-operations.md "Interest to the payment day"). ONE computation for the case page (interest to today),
 * a payment's allocation (interest to its voucher date) and a step's letter (interest to its sending day), so the
 * three always say the same figure. The ledger's engine (`ledger/interest/interest.ts`) does the arithmetic: actual/
 * 365, split at every 1 January and 1 July and the day after each payment, each period rounded to whole øre.
 *
 * A claim's balance is what was open of it when it entered the case (`openOre`), lowered by the principal parts of
 * the case's payments (credit notes and corrections too) from the day after their voucher dates: the principal paid
 * goes to the claims oldest due first (as the ledger applies it, case-settlement.ts), in voucher-date order.
 * Principal paid without a date (cases paid before the dates were kept; fees a revert moved on to principal) lowers
 * the balance from the first interest day: never more interest than is owed.
 */

/** Principal paid on a case on a day: the principal part of a payment, credit note or correction, by voucher date. */
export interface PrincipalPaid {
  /** `YYYY-MM-DD`, the voucher date. */
  readonly date: string;
  readonly amountOre: number;
}

/** What the interest of a case is computed from (a case item has all of it). */
export interface InterestCase {
  readonly claims: unknown;
  readonly principalPaidOre?: number | null;
  readonly principalPayments?: readonly PrincipalPaid[] | null;
}

/** One line of interest: one rate period of one balance (the claims sharing the period and rate summed). */
export interface CaseInterestLine {
  /** The first and last interest day of the line, `YYYY-MM-DD` (inclusive). */
  from: string;
  to: string;
  rateBasisPoints: number;
  /** The balance the interest ran on (inkassoloven § 10: the basis of the figure). */
  baseOre: number;
  amountOre: number;
}

export interface CaseInterest {
  totalOre: number;
  /** The day it is computed to (the day asked, or the last day a rate is known for: see `caseInterestTo`). */
  untilDate: string;
  periods: CaseInterestLine[];
  /** § 10 d: the day interest runs from and the current rate (null when no interest runs). */
  fromDate: string | null;
  rateBasisPoints: number | null;
}

type Claim = Pick<CaseClaimView, "voucherId" | "dueDate" | "openOre">;

/** The principal paid of the case, dated, in voucher-date order, adding up to its `principalPaidOre`. */
function datedPrincipal(c: InterestCase, claims: Claim[]): PrincipalPaid[] {
  let left = Math.max(0, c.principalPaidOre ?? 0);
  const out: PrincipalPaid[] = [];
  const dated = [...(c.principalPayments ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const undated: PrincipalPaid[] = [];
  for (const p of dated) {
    const take = Math.min(left, p.amountOre);
    if (take > 0) out.push({ date: p.date, amountOre: take });
    left -= take;
  }
  // paid without a date: from the first interest day (a payment on or before the due date, in the engine's words)
  const first = claims.map((cl) => cl.dueDate).sort()[0];
  if (left > 0 && first) undated.push({ date: first, amountOre: left });
  return [...undated, ...out];
}

/** Each claim's payments: the case's principal paid, oldest due claim first (pure). */
export function claimPayments(c: InterestCase): Map<string, InterestPayment[]> {
  const claims = [...(c.claims as Claim[])].sort(
    (a, b) => a.dueDate.localeCompare(b.dueDate) || a.voucherId.localeCompare(b.voucherId),
  );
  const open = new Map(claims.map((cl) => [cl.voucherId, Math.max(0, cl.openOre)]));
  const out = new Map<string, InterestPayment[]>(claims.map((cl) => [cl.voucherId, []]));
  for (const p of datedPrincipal(c, claims)) {
    let left = p.amountOre;
    for (const cl of claims) {
      if (left <= 0) break;
      const take = Math.min(left, open.get(cl.voucherId)!);
      if (take <= 0) continue;
      open.set(cl.voucherId, open.get(cl.voucherId)! - take);
      out.get(cl.voucherId)!.push({ date: p.date, amountOre: take });
      left -= take;
    }
  }
  return out;
}

/** The case's interest to `untilDate` with these rates (pure; a half-year without a rate throws MissingRateError). */
export function caseInterestWith(c: InterestCase, untilDate: string, rates: readonly InterestRateRow[]): CaseInterest {
  const paid = claimPayments(c);
  const lines = new Map<string, CaseInterestLine>();
  for (const cl of c.claims as Claim[]) {
    if (cl.openOre <= 0 || cl.dueDate >= untilDate) continue;
    const r = calculateInterest({
      principalOre: cl.openOre,
      dueDate: cl.dueDate,
      payments: paid.get(cl.voucherId) ?? [],
      untilDate,
      rates,
    });
    // claims with the same period and rate share its line (their balances summed), so each line reads as
    // "rate on balance from … to …"; claims falling due on other days keep lines of their own
    for (const p of r.periods) {
      const rateBasisPoints = Math.round(p.ratePercent * 100);
      const key = `${p.from}#${p.to}#${rateBasisPoints}`;
      const line = lines.get(key);
      if (line) {
        line.baseOre += p.baseOre;
        line.amountOre += p.interestOre;
      } else lines.set(key, { from: p.from, to: p.to, rateBasisPoints, baseOre: p.baseOre, amountOre: p.interestOre });
    }
  }
  const periods = [...lines.values()]
    .filter((p) => p.amountOre > 0)
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  return {
    totalOre: periods.reduce((s, p) => s + p.amountOre, 0),
    untilDate,
    periods,
    fromDate: periods[0]?.from ?? null,
    rateBasisPoints: periods[periods.length - 1]?.rateBasisPoints ?? null,
  };
}

/**
 * The case's interest to `untilDate` (pure). `strict` (a letter): a half-year without a rate throws, as a letter
 * must not claim a guessed figure. Otherwise (a payment's allocation, the case page) the interest runs to the last
 * day a rate is published for (a payment in the first days of a half-year whose rate is not entered yet is allocated
 * with the interest known), and a gap before it gives the interest stored on the case: money is never refused for
 * a missing rate.
 */
export function caseInterestOn(
  c: InterestCase & { interestOre?: number; interestToDate?: string | null },
  untilDate: string,
  rates: readonly InterestRateRow[],
  strict = false,
): CaseInterest {
  const last = rates[rates.length - 1];
  const lastDay = last ? halfYearEnd(last.from) : untilDate;
  const until = !strict && lastDay < untilDate ? lastDay : untilDate;
  try {
    return caseInterestWith(c, until, rates);
  } catch (err) {
    if (strict || !(err instanceof MissingRateError)) throw err;
    const totalOre = c.interestOre ?? 0;
    return { totalOre, untilDate: c.interestToDate ?? until, periods: [], fromDate: null, rateBasisPoints: null };
  }
}

/** `caseInterestOn` with the stored rates; strict, a half-year without a rate is the 422 naming it. */
export async function caseInterestTo(
  c: InterestCase & { interestOre?: number; interestToDate?: string | null },
  untilDate: string,
  strict = false,
): Promise<CaseInterest> {
  const { rates } = await loadRates();
  try {
    return caseInterestOn(c, untilDate, rates, strict);
  } catch (err) {
    if (err instanceof MissingRateError) throw missingRateError(err.date);
    throw err;
  }
}

/** A case whose payments are allocated: its amounts, paid parts, claims and interest fields. */
export type PayableCase = PaidCase & InterestCase & { interestToDate?: string | null };

/**
 * A payment (credit note, correction) of `amountOre` dated `date` on the case (pure; docs/case-operations.md
 * "Interest to the payment day"): allocated in the kind's order with the interest accrued to `date` (a payment:
 * fees, that interest, principal); its principal part lowers the balance from the next day, and the case's
 * `interestOre` is brought to the later of its `interestToDate` and `date` on what is left. The case is paid in full
 * when nothing of it is open after that (the interest to the payment day paid too).
 */
export function paymentOnCase(
  c: PayableCase,
  date: string,
  amountOre: number,
  kind: CaseVoucherKind,
  rates: readonly InterestRateRow[],
) {
  const owed = { ...c, interestOre: caseInterestOn(c, date, rates).totalOre };
  const a = allocateCaseAmount(openPartsOf(owed), amountOre, kind);
  const allocation: CaseParts = { feesOre: a.feesOre, interestOre: a.interestOre, principalOre: a.principalOre };
  const principalPayments = [
    ...(c.principalPayments ?? []),
    ...(a.principalOre > 0 ? [{ date, amountOre: a.principalOre }] : []),
  ];
  const paid = { ...paidAfter(c, allocation), principalPayments };
  const interest = caseInterestOn({ ...c, ...paid }, laterDay(c.interestToDate, date), rates);
  const after = { ...paid, interestOre: interest.totalOre, interestToDate: interest.untilDate };
  return { allocation, restOre: a.restOre, after, paidInFull: openTotalOf({ ...c, ...after }) === 0 };
}

/** What the case owes on `date` (fees, interest accrued to that day, principal: what is open of each; pure). */
export const openTotalOn = (c: PayableCase, date: string, rates: readonly InterestRateRow[]) =>
  openTotalOf({ ...c, interestOre: caseInterestOn(c, date, rates).totalOre });

/** The later of two `YYYY-MM-DD` days (either may be absent). */
export const laterDay = (a: string | null | undefined, b: string) => (a && a > b ? a : b);

/**
 * The case page's interest to today (usability review C13): what has accrued to today on the claims' balances, what
 * of it is open, and what the case owes today. Also before the first letter (the stored `interestOre` is only
 * brought to a letter's or a payment's day). None on a closed or merged case: nothing is claimed any more.
 */
export async function interestTodayOf(c: PayableCase & { status: CaseStatus }): Promise<CaseInterestTodayView | null> {
  if (!isActiveStatus(c.status)) return null;
  const interest = caseInterestOn(c, Clock.today(), (await loadRates()).rates);
  const owed = { ...c, interestOre: interest.totalOre };
  return {
    date: interest.untilDate,
    accruedOre: interest.totalOre,
    openOre: openPartsOf(owed).interestOre,
    remainingOre: openTotalOf(owed),
  };
}
