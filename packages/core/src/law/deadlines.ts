import "../i18n/law"; // registers the texts of the keys named here
import type { StepKind } from "./vocabulary";
import { addDays, addMonths } from "./dates";
import { explain, type LawExplanation } from "./explanation";
import { holidayPeriodOf } from "./holiday-periods";
import { workingDayFrom } from "./sending-window";

/**
 * The deadlines of the collection ladder (domain-norway.md 1.2, SPEC 8 "Expiries", SPEC 9). Pure, but the calendar
 * of holidays loads lazily: call `loadPublicHolidays()` (sending-window.ts) first. Counted in calendar days from
 * the sending day, as inkassoloven § 9 counts ("minst 14 dager fra varselet er sendt"); a deadline that ends on a
 * Saturday, Sunday or public holiday runs to the next working day (domstolloven § 149 first paragraph).
 */

/** A fee-bearing letter no earlier than 14 days after the due date (INKF § 1-2). */
export const FEE_EARLIEST_DAYS = 14;
/** Fees may be charged again 6 months after the last fee-bearing letter (INKF § 1-2). */
export const FEE_RESET_MONTHS = 6;
/** A betalingsoppfordring ("payment request") is treated as expired after 6 months (SPEC 8). */
export const PAYMENT_DEMAND_VALID_MONTHS = 6;
/** Konkursvarsel: 14 days to pay (konkursloven § 63) ... */
export const BANKRUPTCY_PAY_DAYS = 14;
/** ... and the petition must reach the court within 2 weeks after that deadline: 28 days after the notice (SPEC 8). */
export const BANKRUPTCY_COURT_DAYS = 28;
const BANKRUPTCY_COURT_AFTER_DAYS = BANKRUPTCY_COURT_DAYS - BANKRUPTCY_PAY_DAYS;
/** The betalingspåminnelse's usual deadline: not law, practice (Kredin gives 7 days). */
export const PAYMENT_REMINDER_DAYS = 7;

/**
 * The least deadline, in days from sending, a letter of each kind must give; null where the law sets none (the
 * court steps: the court or namsmannen sets the debtor's time).
 * - purring: 14, so that a second fee may follow (INKF § 1-2: a second fee only after a missed deadline of at least
 *   14 days in the first); a shorter one would forfeit it, so the product never gives less;
 * - inkassovarsel (inkassoloven § 9), betalingsoppfordring (§ 10, to pay or object), the § 4-18 notice
 *   (tvangsfullbyrdelsesloven) and the konkursvarsel (konkursloven § 63): 14.
 */
export const MIN_DEADLINE_DAYS: Readonly<Record<StepKind, number | null>> = {
  "payment-reminder": 0,
  reminder: 14,
  "debt-collection-notice": 14,
  "payment-demand": 14,
  "enforcement-notice": 14,
  "bankruptcy-notice": BANKRUPTCY_PAY_DAYS,
  "conciliation-claim": null,
  "enforcement-petition": null,
  "bankruptcy-petition": null,
  eviction: null,
};

/** The deadline given when the procedure's step sets none. */
const DEFAULT_DAYS: Readonly<Record<StepKind, number | null>> = {
  ...MIN_DEADLINE_DAYS,
  "payment-reminder": PAYMENT_REMINDER_DAYS,
};

const RULE_OF: Readonly<Partial<Record<StepKind, Parameters<typeof explain>[0]>>> = {
  "payment-reminder": "law.rule.deadlinePaymentReminder",
  reminder: "law.rule.deadlineReminder",
  "debt-collection-notice": "law.rule.deadlineDebtCollectionNotice",
  "payment-demand": "law.rule.deadlinePaymentDemand",
  "enforcement-notice": "law.rule.deadlineEnforcementNotice",
  "bankruptcy-notice": "law.rule.deadlineBankruptcyNotice",
};

export interface LetterDeadline {
  readonly kind: StepKind;
  readonly sentDate: string;
  /** The last day to pay (or object), inclusive; null for the court steps. */
  readonly deadlineDate: string | null;
  /** The days given (null for the court steps). */
  readonly days: number | null;
  /** Konkursvarsel: the last day the petition may reach the court; after it, the notice has expired. */
  readonly courtByDate: string | null;
  /** Betalingsoppfordring: the last day it is valid (6 months). */
  readonly validUntilDate: string | null;
  readonly explanations: readonly LawExplanation[];
}

/**
 * The last day a konkursbegjæring may reach the court: 2 weeks after the konkursvarsel's deadline `deadlineDate`
 * (konkursloven § 63), on a working day (domstolloven § 149).
 */
export const bankruptcyCourtBy = (deadlineDate: string) =>
  workingDayFrom(addDays(deadlineDate, BANKRUPTCY_COURT_AFTER_DAYS));

/**
 * The deadline a letter of `kind` sent on `sentDate` gives: `days` (the procedure step's setting) or the default,
 * raised to the legal minimum when shorter (and the explanation says so). A deadline whose last day is a Saturday,
 * Sunday or public holiday runs to the next working day (domstolloven § 149 first paragraph); the letter prints
 * that day and the next step waits for it. After `loadPublicHolidays()`.
 */
export interface DeadlineOptions {
  /**
   * Extend a deadline that ends in påske, fellesferie or jul to the first working day after it (god inkassoskikk;
   * holiday-periods.ts): the customer's case setting `extendHolidayDeadlines`, on unless turned off.
   */
  holidayPeriods?: boolean;
}

export function letterDeadline(
  kind: StepKind,
  sentDate: string,
  days?: number | null,
  opts: DeadlineOptions = {},
): LetterDeadline {
  const min = MIN_DEADLINE_DAYS[kind];
  const rule = RULE_OF[kind];
  const none = { kind, sentDate, deadlineDate: null, days: null, courtByDate: null, validUntilDate: null };
  if (min === null || !rule) return { ...none, explanations: [explain("law.rule.deadlineCourt", {})] };
  const wanted = days ?? DEFAULT_DAYS[kind] ?? min;
  const given = Math.max(wanted, min);
  // a served notice's deadline runs from its service, which is not known when it is sent (konkursloven § 63)
  if (isServedStep(kind))
    return {
      ...none,
      days: given,
      explanations: [
        explain("law.rule.deadlineAwaitingService", { days: given }),
        ...(wanted < min ? [explain("law.rule.deadlineRaised", { wanted, minDays: min })] : []),
      ],
    };
  return countedDeadline(kind, sentDate, given, explain(rule, { days: given, minDays: min, sentDate }), opts, wanted);
}

/**
 * The steps served on the debtor (forkynt) rather than posted, whose deadline, petition window and service fee run
 * from the service date the creditor records (issue 18 #1; docs/collection-law.md "The konkursvarsel is served"):
 * the konkursvarsel. Konkursloven § 63 as read in letters-legal-review § 2.7: «ha latt forkynne en
 * betalingsoppfordring til skyldneren, med en frist på minst to uker for betaling».
 */
export const SERVED_STEP_KINDS: readonly StepKind[] = ["bankruptcy-notice"];
export const isServedStep = (kind: StepKind) => SERVED_STEP_KINDS.includes(kind);

/**
 * The deadline of a served notice: `days` (as the step gave them, at least the minimum) from `servedDate`, moved to
 * a working day (domstolloven § 149) and out of a holiday period when the customer wants it, with the petition's
 * last day 2 weeks after it. After `loadPublicHolidays()`.
 */
export function servedDeadline(
  kind: StepKind,
  servedDate: string,
  days?: number | null,
  opts: DeadlineOptions = {},
): LetterDeadline {
  const min = MIN_DEADLINE_DAYS[kind] ?? BANKRUPTCY_PAY_DAYS;
  const wanted = days ?? DEFAULT_DAYS[kind] ?? min;
  const given = Math.max(wanted, min);
  const first = explain("law.rule.deadlineBankruptcyServed", { days: given, minDays: min, servedDate });
  return countedDeadline(kind, servedDate, given, first, opts, wanted);
}

/** `given` days from `fromDate`, moved to a working day and out of a holiday period, with the kind's extra dates. */
function countedDeadline(
  kind: StepKind,
  fromDate: string,
  given: number,
  first: LawExplanation,
  opts: DeadlineOptions,
  wanted: number,
): LetterDeadline {
  const min = MIN_DEADLINE_DAYS[kind] ?? 0;
  const countedDate = addDays(fromDate, given);
  const workingDate = workingDayFrom(countedDate);
  const explanations: LawExplanation[] = [
    { ...first, params: { ...first.params, deadlineDate: countedDate } },
  ];
  if (wanted < min) explanations.push(explain("law.rule.deadlineRaised", { wanted, minDays: min }));
  if (workingDate !== countedDate)
    explanations.push(explain("law.rule.deadlineWorkingDay", { countedDate, deadlineDate: workingDate }));
  // never shorter, only longer: a deadline ending in a holiday period runs to the first working day after it
  const holiday = opts.holidayPeriods ? holidayPeriodOf(workingDate) : null;
  const deadlineDate = holiday ? workingDayFrom(addDays(holiday.to, 1)) : workingDate;
  if (holiday)
    explanations.push(
      explain(`law.rule.deadlineHoliday.${holiday.name}`, {
        countedDate: workingDate,
        fromDate: holiday.from,
        toDate: holiday.to,
        deadlineDate,
      }),
    );
  let courtByDate: string | null = null;
  let validUntilDate: string | null = null;
  if (kind === "bankruptcy-notice") {
    courtByDate = bankruptcyCourtBy(deadlineDate);
    explanations.push(
      explain("law.rule.bankruptcyCourtBy", { courtByDate, days: BANKRUPTCY_COURT_AFTER_DAYS, deadlineDate }),
    );
  }
  if (kind === "payment-demand") {
    validUntilDate = addMonths(fromDate, PAYMENT_DEMAND_VALID_MONTHS);
    explanations.push(explain("law.rule.paymentDemandValid", { validUntilDate, months: PAYMENT_DEMAND_VALID_MONTHS }));
  }
  return { kind, sentDate: fromDate, deadlineDate, days: given, courtByDate, validUntilDate, explanations };
}

/** Is a betalingsoppfordring sent `sentDate` still valid on `day` (SPEC 8: expired after 6 months)? */
export const paymentDemandValidOn = (sentDate: string, day: string) =>
  day <= addMonths(sentDate, PAYMENT_DEMAND_VALID_MONTHS);

/**
 * The state of a konkursvarsel served `servedDate` on `day`: the debtor may still pay (to its deadline, by default the
 * one `servedDeadline` gives from the service), a petition may go (2 weeks after it), or the notice has expired.
 */
export function bankruptcyNoticeState(
  servedDate: string,
  day: string,
  deadlineDate: string = servedDeadline("bankruptcy-notice", servedDate).deadlineDate!,
): "paying" | "petition" | "expired" {
  if (day <= deadlineDate) return "paying";
  return day <= bankruptcyCourtBy(deadlineDate) ? "petition" : "expired";
}
