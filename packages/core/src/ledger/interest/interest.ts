import { fieldError } from "../../util/error";
import { INTEREST_RATES, type InterestRateRow, rateFor } from "./rates";

/**
 * The late-payment interest engine (forsinkelsesrente, forsinkelsesrenteloven §§ 2-3). Pure: no clock, no I/O.
 *
 * Rules (see domain-norway.md section 1.5 and DESIGN.md section 4):
 * - Simple interest on the open base; never compounded.
 * - Day count actual/365: every calendar day counts (29 February included), the divisor is always 365, also in
 *   leap years (the research gives "actual/365" without a leap-year exception).
 * - Interest days are the days d with dueDate < d <= endDate: from the day after the due date up to and
 *   including the payment (or "until") date. This is the only reading that reproduces the worked example
 *   (NOK 10 000 due 2026-05-15, paid 2026-08-14: 46 + 45 days = NOK 302.26).
 * - The span is split at every 1 January and 1 July (a new rate may apply) and after every partial payment.
 *   A payment dated D is treated like a full payment on D: the day D itself still bears interest on the old
 *   base, and the base is reduced from D + 1. (So paying everything as a "payment" on D gives the same result
 *   as paidDate D.) A payment on or before the due date reduces the base from the first interest day; a payment
 *   after the end date is ignored. The base never goes below 0; periods with base 0 are left out.
 * - Each period's interest is rounded to whole øre, half up: round(baseOre × rate × days / 365). The total is
 *   the sum of the rounded periods, so the lines of an interest note add up to its total.
 * - A period whose half-year has no rate throws MissingRateError; nothing is guessed.
 */

export interface InterestPayment {
  /** `YYYY-MM-DD` */
  readonly date: string;
  /** A positive integer amount in øre. */
  readonly amountOre: number;
}

interface InterestInputBase {
  /** The open principal in øre (a non-negative integer). */
  readonly principalOre: number;
  /** `YYYY-MM-DD`; interest runs from the day after. */
  readonly dueDate: string;
  /** Partial payments that reduce the base (applied from the day after their date). */
  readonly payments?: readonly InterestPayment[];
  /** The rate table; defaults to the published rates. */
  readonly rates?: readonly InterestRateRow[];
}

/** Give either the date the claim was paid, or the date to calculate up to (both inclusive). */
export type InterestInput = InterestInputBase &
  (
    | { readonly paidDate: string; readonly untilDate?: never }
    | { readonly untilDate: string; readonly paidDate?: never }
  );

export interface InterestPeriod {
  /** The first interest day of the period, `YYYY-MM-DD`. */
  readonly from: string;
  /** The last interest day of the period (inclusive), `YYYY-MM-DD`. */
  readonly to: string;
  readonly days: number;
  readonly ratePercent: number;
  readonly baseOre: number;
  readonly interestOre: number;
}

export interface InterestResult {
  readonly totalOre: number;
  readonly periods: readonly InterestPeriod[];
}

/** No forsinkelsesrente is published for the half-year holding `date`; the calculation refuses. */
export class MissingRateError extends Error {
  constructor(readonly date: string) {
    super(`No late-payment interest rate for ${date}`);
    this.name = "MissingRateError";
  }
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
const DAYS_PER_YEAR = 365n;
const BASIS_POINTS_PER_UNIT = 10_000n;

/** Days since 1970-01-01 of a calendar date, or undefined if it is not a real date. */
function toDayNumber(date: string): number | undefined {
  const m = DATE_RE.exec(date);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return undefined;
  return ms / MS_PER_DAY;
}

function fromDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

function dayOf(field: string, date: string): number {
  const day = typeof date === "string" ? toDayNumber(date) : undefined;
  if (day === undefined) throw fieldError(field, "validation.invalid");
  return day;
}

/** round(base × bp × days / (10 000 × 365)), half up, in exact integer arithmetic. */
function periodInterestOre(baseOre: number, rateBasisPoints: number, days: number): number {
  const numerator = BigInt(baseOre) * BigInt(rateBasisPoints) * BigInt(days);
  const denominator = BASIS_POINTS_PER_UNIT * DAYS_PER_YEAR;
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** Every 1 January and 1 July in (firstDay, lastDay], as day numbers. */
function halfYearStartsWithin(firstDay: number, lastDay: number): number[] {
  const out: number[] = [];
  const firstYear = new Date(firstDay * MS_PER_DAY).getUTCFullYear();
  const lastYear = new Date(lastDay * MS_PER_DAY).getUTCFullYear();
  for (let y = firstYear; y <= lastYear; y++) {
    for (const month of [0, 6]) {
      const day = Date.UTC(y, month, 1) / MS_PER_DAY;
      if (day > firstDay && day <= lastDay) out.push(day);
    }
  }
  return out;
}

export function calculateInterest(input: InterestInput): InterestResult {
  const { principalOre, dueDate, payments = [], rates = INTEREST_RATES } = input;
  if (!Number.isSafeInteger(principalOre) || principalOre < 0) throw fieldError("principalOre", "validation.invalid");
  const due = dayOf("dueDate", dueDate);
  const endField = input.paidDate !== undefined ? "paidDate" : "untilDate";
  const endDate = input.paidDate ?? input.untilDate;
  if (endDate === undefined) throw fieldError("paidDate", "validation.invalid");
  const end = dayOf(endField, endDate);
  const paid = payments.map((p, i) => {
    if (!Number.isSafeInteger(p.amountOre) || p.amountOre <= 0) {
      throw fieldError(`payments.${i}.amountOre`, "validation.invalid");
    }
    return { day: dayOf(`payments.${i}.date`, p.date), amountOre: p.amountOre };
  });
  for (const [i, row] of rates.entries()) {
    if (!/^\d{4}-(01|07)-01$/.test(row.from) || toDayNumber(row.from) === undefined) {
      throw fieldError(`rates.${i}.from`, "validation.invalid");
    }
    if (!Number.isSafeInteger(row.rateBasisPoints) || row.rateBasisPoints < 0) {
      throw fieldError(`rates.${i}.rateBasisPoints`, "validation.invalid");
    }
  }

  const firstDay = due + 1;
  if (end < firstDay) return { totalOre: 0, periods: [] };

  // Start days of the periods: the first interest day, each half-year start, the day after each payment.
  const starts = new Set<number>([firstDay, ...halfYearStartsWithin(firstDay, end)]);
  for (const p of paid) if (p.day + 1 > firstDay && p.day + 1 <= end) starts.add(p.day + 1);
  const ordered = [...starts].sort((a, b) => a - b);

  const periods: InterestPeriod[] = [];
  let totalOre = 0;
  for (const [i, from] of ordered.entries()) {
    const to = i + 1 < ordered.length ? ordered[i + 1]! - 1 : end;
    const paidBefore = paid.filter((p) => p.day < from).reduce((sum, p) => sum + p.amountOre, 0);
    const baseOre = Math.max(0, principalOre - paidBefore);
    if (baseOre === 0) continue;
    const fromDate = fromDayNumber(from);
    const row = rateFor(fromDate, rates);
    if (!row) throw new MissingRateError(fromDate);
    const days = to - from + 1;
    const interestOre = periodInterestOre(baseOre, row.rateBasisPoints, days);
    periods.push({
      from: fromDate,
      to: fromDayNumber(to),
      days,
      ratePercent: row.rateBasisPoints / 100,
      baseOre,
      interestOre,
    });
    totalOre += interestOre;
  }
  return { totalOre, periods };
}
