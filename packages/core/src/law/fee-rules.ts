import "../i18n/law"; // registers the texts of the keys named here
import type { LegalRegime, StepKind } from "./vocabulary";
import type { DebtorType } from "../ledger/debtor-rules";
import { fieldError } from "../util/error";
import { addDays, addMonths, daysBetween, isLawDate } from "./dates";
import { FEE_EARLIEST_DAYS, FEE_RESET_MONTHS, isServedStep, MIN_DEADLINE_DAYS } from "./deadlines";
import { explain, type LawExplanation, type LawRule } from "./explanation";
import {
  CHAPTER_ONE_KINDS,
  latest,
  LETTER_KINDS,
  SMALL_FEE_KINDS,
  type FeeHistoryEntry,
  type FeeQuestion,
  type Refusal,
} from "./fee-question";
import { FORCED_STEP_KINDS, forcedRefusals } from "./forced-steps";
import { chapterOneFee, compensationOn, courtFee, isCourtStep, type LawTables } from "./figures";
import { stepOfferOn } from "./regimes";

export type { FeeHistoryEntry, FeeQuestion } from "./fee-question";
export { FORCED_STEP_KINDS } from "./forced-steps";

/**
 * May a step run on a day, and what fee may its letter carry (inkassoforskriften ch. 1; domain-norway.md 1.2-1.7,
 * 1.9)? Pure: the caller gives the tables (law/fee-table.ts `loadLawTables()`) and the claim's history of letters.
 * The rules, each answered with its rule id and figures (law/explanation.ts):
 * - `payment-reminder` never carries a fee; it may go once the claim is due (the day after the due date).
 * - A fee-bearing letter (purring, inkassovarsel, the creditor's own betalingsoppfordring) no earlier than 14 days
 *   after the due date, and not while the deadline of the claim's previous letter is still running.
 * - At most two small fees per claim (two purringer, or purring + inkassovarsel); further small letters go without
 *   a fee. A second small fee only if the first fee-bearing letter set a deadline of at least 14 days, now missed.
 * - One betalingsoppfordring fee, and only after an inkassovarsel (inkassoloven §§ 9-10).
 * - The count resets 6 months after the last fee-bearing letter.
 * - The sats and fractions in force on the sending day (figures.ts).
 * - Business debtors (sole proprietorship and company; docs/collection-law.md says why ENK is here): the first
 *   letter on the claim claims the § 3a compensation C as its own cost (`claimedCompensationOre`), and C is set off
 *   against the fees (INKF § 2-6 via § 1-5). With F the sum of the statutory fees so far, the letters charge
 *   max(0, F - C) in total, so fees charged + C = max(F, C): the creditor gets the larger, never both, never neither.
 * - A disputed claim (the debtor's objection recorded on the case) takes no fee-bearing letter and no forced step
 *   but the forliksklage (inkassoloven §§ 10 and 17; tvfbl. § 7-2 f): a judgment decides it.
 * - Forced steps (the § 4-18 notice, utlegg, konkurs, fravikelse, forliksklage) only on their legal grounds: an
 *   inkassovarsel, then a betalingsoppfordring whose deadline has passed (inkassoloven §§ 9-10; the § 4-18 notice
 *   may go with the betalingsoppfordring), a debtor in Norway, and each step's own (forcedRefusals).
 * - Court steps: their multiple of the sending year's R, never before due date + 14, never offset.
 * - Under the new inkassolov the inkassovarsel and betalingsoppfordring go to the partner (regimes.ts), fee 0 here.
 */

const BUSINESS: readonly DebtorType[] = ["sole-proprietorship", "company"];

export interface FeeDecision {
  /** May the step run on the sending day? */
  readonly allowed: boolean;
  /** When refused: the first day it may run, if waiting helps (null: it never will without another step). */
  readonly earliestDate: string | null;
  /** The regime in force on the sending day. */
  readonly regime: LegalRegime;
  /** `partner`: the step is handed to the collection partner (new inkassolov). */
  readonly sender: "creditor" | "partner";
  /** The fee the law allows for this letter, before the § 3a offset: store it in the history. */
  readonly statutoryFeeOre: number;
  /** The fee to put on the letter and the claim. */
  readonly feeOre: number;
  /** Business debtors: the § 3a compensation the offset used (0 otherwise). */
  readonly compensationOre: number;
  /**
   * Business debtors: the § 3a compensation this letter claims, a cost of its own beside the fee (the first letter
   * on the claim; 0 once a letter claimed it, and for consumers). Store it in the history.
   */
  readonly claimedCompensationOre: number;
  /** Why: the first is the main reason (a refusal's reason when refused). */
  readonly explanations: readonly LawExplanation[];
}

/** The claim's fee-bearing letters since the last 6-month gap (the count window), oldest first. */
function countWindow(history: readonly FeeHistoryEntry[], sendDate: string): FeeHistoryEntry[] {
  const feeLetters = history
    .filter((h) => CHAPTER_ONE_KINDS.includes(h.kind) && h.statutoryFeeOre > 0)
    .sort((a, b) => (a.sentDate < b.sentDate ? -1 : 1));
  let window: FeeHistoryEntry[] = [];
  for (const h of feeLetters) {
    const last = window[window.length - 1];
    window = last && h.sentDate < addMonths(last.sentDate, FEE_RESET_MONTHS) ? [...window, h] : [h];
  }
  const last = window[window.length - 1];
  return last && sendDate >= addMonths(last.sentDate, FEE_RESET_MONTHS) ? [] : window;
}

/** The refusals of a creditor's letter: too early after the due date, or the previous deadline still running. */
function letterRefusals(q: FeeQuestion, feeBearing: boolean): Refusal[] {
  const out: Refusal[] = [];
  const earliest = feeBearing ? addDays(q.dueDate, FEE_EARLIEST_DAYS) : addDays(q.dueDate, 1);
  if (q.sendDate < earliest)
    out.push({
      earliestDate: earliest,
      explanation: feeBearing
        ? explain("law.rule.feeTooEarly", { earliestDate: earliest, dueDate: q.dueDate, days: FEE_EARLIEST_DAYS })
        : explain("law.rule.notYetDue", { earliestDate: earliest, dueDate: q.dueDate }),
    });
  const previous = latest(q.history.filter((h) => LETTER_KINDS.includes(h.kind) && h.deadlineDate !== null));
  if (feeBearing && previous && q.sendDate <= previous.deadlineDate!) {
    const earliestDate = addDays(previous.deadlineDate!, 1);
    out.push({
      earliestDate,
      explanation: explain("law.rule.previousDeadlineRunning", {
        deadlineDate: previous.deadlineDate!,
        earliestDate,
        previousKind: previous.kind,
      }),
    });
  }
  return out;
}

/** The statutory fee of a purring, inkassovarsel or betalingsoppfordring, or a refusal. */
function chapterOne(tables: LawTables, q: FeeQuestion): { feeOre: number; why: LawExplanation[] } | Refusal[] {
  const window = countWindow(q.history, q.sendDate);
  const why: LawExplanation[] = [];
  const lastFee = latest(q.history.filter((h) => CHAPTER_ONE_KINDS.includes(h.kind) && h.statutoryFeeOre > 0));
  if (lastFee && window.length === 0)
    why.push(
      explain("law.rule.feeCountReset", {
        lastFeeDate: lastFee.sentDate,
        resetDate: addMonths(lastFee.sentDate, FEE_RESET_MONTHS),
      }),
    );
  if (q.kind === "payment-demand") {
    const notice = latest(q.history.filter((h) => h.kind === "debt-collection-notice" && !h.feeOnly));
    if (!notice) return [{ earliestDate: null, explanation: explain("law.rule.paymentDemandNeedsNotice") }];
    if (window.some((h) => h.kind === "payment-demand"))
      return { feeOre: 0, why: [explain("law.rule.paymentDemandFeeOnce"), ...why] };
    const fee = chapterOneFee(tables, "payment-demand", q.sendDate, q.dueDate);
    return { feeOre: fee.feeOre, why: [fee.explanation, ...why] };
  }
  const small = window.filter((h) => SMALL_FEE_KINDS.includes(h.kind));
  if (small.length >= 2) return { feeOre: 0, why: [explain("law.rule.smallFeeLimit", { count: 2 }), ...why] };
  const first = small[0];
  if (first) {
    const days = first.deadlineDate === null ? 0 : daysBetween(first.sentDate, first.deadlineDate);
    if (days < MIN_DEADLINE_DAYS.reminder!)
      return {
        feeOre: 0,
        why: [explain("law.rule.secondFeeShortDeadline", { firstDate: first.sentDate, days, minDays: 14 }), ...why],
      };
    why.push(explain("law.rule.secondFeeAllowed", { firstDate: first.sentDate, deadlineDate: first.deadlineDate! }));
  }
  const fee = chapterOneFee(tables, "small", q.sendDate, q.dueDate);
  return { feeOre: fee.feeOre, why: [fee.explanation, ...why] };
}

/** The answer for a step of `q.kind` sent on `q.sendDate`. Refuses (LawFigureMissingError) where a figure is missing. */
export function decideFee(tables: LawTables, q: FeeQuestion): FeeDecision {
  for (const [field, date] of [
    ["sendDate", q.sendDate],
    ["dueDate", q.dueDate],
    ...q.history.flatMap((h, i) => [[`history.${i}.sentDate`, h.sentDate]]),
  ] as const)
    if (!isLawDate(date)) throw fieldError(field, "validation.date");
  const offer = stepOfferOn(tables, q.kind, q.sendDate);
  const base = { regime: offer.regime, sender: offer.sender, compensationOre: 0, claimedCompensationOre: 0 };
  // the letters sent: a reverted letter whose fee was kept counts only toward the fees (FeeHistoryEntry.feeOnly)
  const letters: FeeQuestion = { ...q, history: q.history.filter((h) => !h.feeOnly) };
  const refused = (refusals: Refusal[]): FeeDecision => {
    const dates = refusals.map((r) => r.earliestDate);
    const earliestDate = dates.includes(null) ? null : (dates as string[]).sort().at(-1)!;
    const explanations = refusals.map((r) => r.explanation);
    return { ...base, allowed: false, earliestDate, statutoryFeeOre: 0, feeOre: 0, explanations };
  };
  const free = (why: LawExplanation[]): FeeDecision => ({
    ...base,
    allowed: true,
    earliestDate: null,
    statutoryFeeOre: 0,
    feeOre: 0,
    explanations: why,
  });

  if (offer.sender === "partner") {
    const r = letterRefusals(letters, false);
    return r.length ? refused(r) : free([offer.explanation]);
  }
  if (FORCED_STEP_KINDS.includes(q.kind)) {
    const r = forcedRefusals(letters);
    if (r.length) return refused(r);
  }
  if (isCourtStep(q.kind)) {
    const fee = courtFee(tables, q.kind, q.sendDate);
    // a served notice's fee is for the service: incurred, and charged, when the service is recorded (serviceFee)
    if (isServedStep(q.kind)) return free([explain("law.rule.serviceFeeWhenServed", { feeOre: fee.feeOre })]);
    return { ...free([fee.explanation]), statutoryFeeOre: fee.feeOre, feeOre: fee.feeOre };
  }
  if (!CHAPTER_ONE_KINDS.includes(q.kind)) {
    const r = letterRefusals(letters, false);
    const rule = q.kind === "payment-reminder" ? "law.rule.noFeeReminder" : "law.rule.noFeeNotice";
    return r.length ? refused(r) : withCompensation(tables, q, free([explain(rule)]));
  }

  // a disputed claim: no fee-bearing letter until the objection is settled or a judgment decides it (inkassoloven
  // § 17 no costs; § 10 doubts assessed before a betalingsoppfordring); the path is the forliksklage
  if (q.disputed) return refused([{ earliestDate: null, explanation: explain("law.rule.disputedStops") }]);
  const early = letterRefusals(letters, true);
  if (early.length) return refused(early);
  const fee = chapterOne(tables, q);
  if (Array.isArray(fee)) return refused(fee);
  if (fee.feeOre === 0 || !claimsCompensation(q))
    return withCompensation(tables, q, { ...free(fee.why), statutoryFeeOre: fee.feeOre, feeOre: fee.feeOre });

  // § 3a offset: the compensation is claimed on the claim (by this letter or an earlier one), and the letters
  // together charge only what the statutory fees exceed it by
  const compensationOre = compensationOn(tables, q.dueDate);
  const before = q.history
    .filter((h) => CHAPTER_ONE_KINDS.includes(h.kind))
    .reduce((sum, h) => sum + h.statutoryFeeOre, 0);
  const feesOre = before + fee.feeOre;
  const feeOre = Math.max(0, feesOre - compensationOre) - Math.max(0, before - compensationOre);
  const offset = explain(feeOre === 0 ? "law.rule.compensationCovers" : "law.rule.compensationOffset", {
    compensationOre,
    feesOre,
    statutoryFeeOre: fee.feeOre,
    chargedOre: feeOre,
    coveredOre: fee.feeOre - feeOre,
  });
  return withCompensation(tables, q, {
    ...free([...fee.why, offset]),
    statutoryFeeOre: fee.feeOre,
    feeOre,
    compensationOre,
  });
}

/** The set-off rules as the letter that claims the compensation words them (it has just said what it claims). */
const HERE: Partial<Record<LawRule, LawRule>> = {
  "law.rule.compensationCovers": "law.rule.compensationCoversHere",
  "law.rule.compensationOffset": "law.rule.compensationOffsetHere",
};

/** A business debtor's claim on which the creditor claims the § 3a compensation (the default). */
const claimsCompensation = (q: FeeQuestion) =>
  BUSINESS.includes(q.debtorType) && q.claimsCompensation !== false && !q.disputed;

/**
 * The § 3a compensation on an allowed letter of the creditor's: claimed by the first letter to a business debtor
 * (forsinkelsesrenteloven § 3a: a fixed sum once the debtor is late), with its rule first among the reasons; a
 * letter after one that claimed it (a reverted one whose costs the case kept included) claims nothing more.
 */
function withCompensation(tables: LawTables, q: FeeQuestion, d: FeeDecision): FeeDecision {
  if (!d.allowed || !claimsCompensation(q) || !LETTER_KINDS.includes(q.kind)) return d;
  if (q.history.some((h) => (h.claimedCompensationOre ?? 0) > 0)) return d;
  const claimedCompensationOre = compensationOn(tables, q.dueDate);
  const claimed = explain("law.rule.compensationClaimed", {
    compensationOre: claimedCompensationOre,
    dueDate: q.dueDate,
  });
  // the letter that claims the compensation states it once: its claim, then how its own fee is set off against it
  const offset = d.explanations.find((e) => HERE[e.rule] !== undefined);
  const before = d.explanations.filter((e) => e !== offset);
  const after = offset ? [{ ...offset, rule: HERE[offset.rule]! }] : [];
  return { ...d, claimedCompensationOre, explanations: [...before, claimed, ...after] };
}

/**
 * The fee of serving a notice (the konkursvarsel: 0.4 R, rettsgebyrloven; figures.ts COURT_FEES), charged when the
 * creditor records the service, at the R of the service day (issue 18 #1; docs/collection-law.md "The konkursvarsel
 * is served"). Refuses (LawFigureMissingError) when that year's R is not entered.
 */
export function serviceFee(
  tables: LawTables,
  kind: StepKind,
  servedDate: string,
): { feeOre: number; explanations: LawExplanation[] } {
  if (!isServedStep(kind) || !isCourtStep(kind)) return { feeOre: 0, explanations: [] };
  const fee = courtFee(tables, kind, servedDate);
  return { feeOre: fee.feeOre, explanations: [fee.explanation, explain("law.rule.serviceFeeCharged", { servedDate })] };
}
