import "../i18n/law"; // registers the texts of the keys named here
import type { StepKind } from "./vocabulary";
import { addDays, addMonths, daysBetween } from "./dates";
import {
  bankruptcyCourtBy,
  FEE_EARLIEST_DAYS,
  PAYMENT_DEMAND_VALID_MONTHS,
  paymentDemandValidOn,
  servedDeadline,
} from "./deadlines";
import { explain, type LawExplanation } from "./explanation";
import { latest, type FeeHistoryEntry, type FeeQuestion, type Refusal } from "./fee-question";
import { isCourtStep } from "./figures";

/**
 * The grounds of the forced steps (issue 17; docs/collection-law.md "Forced steps"): the § 4-18 notice, utlegg,
 * konkursvarsel and konkursbegjæring, fravikelse and forliksklage run only when their statutory prerequisites hold.
 * Pure. In the order a refusal names them:
 * 1. The grounds no waiting gives: a debtor in Norway (SPEC 8 "Foreign customer"), a company for konkurs
 *    (konkursloven § 63), a lease clause for fravikelse (tvangsfullbyrdelsesloven § 13-2 (3) a), an undisputed
 *    claim for direct utlegg (§ 7-2 f; a disputed one needs a judgment), the § 4-18 notice, konkurs and fravikelse.
 * 2. The ladder (inkassoloven §§ 9-10): an inkassovarsel, then a betalingsoppfordring, still valid (6 months), whose
 *    deadline has passed; the § 4-18 notice may go with the betalingsoppfordring, so it needs only the latter sent.
 * 3. No court fee before due date + 14 (the chapter-one rule, held for every fee).
 * 4. The step before it: a § 4-18 notice with a passed deadline before utlegg and fravikelse, a konkursvarsel
 *    served on the debtor (the 2 weeks after its deadline, counted from the service) before the konkursbegjæring, a
 *    written 14-day warning of the lawsuit (the betalingsoppfordring or the § 4-18 notice) before a forliksklage.
 */

/** The steps of forced recovery: refused for a debtor abroad (SPEC 8 "Foreign customer: forced recovery is impossible"). */
export const FORCED_STEP_KINDS: readonly StepKind[] = [
  "enforcement-notice",
  "enforcement-petition",
  "bankruptcy-notice",
  "bankruptcy-petition",
  "eviction",
  "conciliation-claim",
];

/** The forced steps a recorded dispute stops (the petition for utlegg too, unless a judgment is its ground). */
const DISPUTE_STOPS: readonly StepKind[] = ["enforcement-notice", "bankruptcy-notice", "bankruptcy-petition", "eviction"];

/** The letters that warn of a lawsuit (tvisteloven § 5-2): the betalingsoppfordring names the forliksklage. */
const LAWSUIT_WARNINGS: readonly StepKind[] = ["payment-demand", "enforcement-notice"];

const passedOn = (h: FeeHistoryEntry, day: string) => h.deadlineDate !== null && day > h.deadlineDate;
const waitFor = (h: FeeHistoryEntry): Refusal => ({
  earliestDate: addDays(h.deadlineDate!, 1),
  explanation: explain("law.rule.previousDeadlineRunning", {
    deadlineDate: h.deadlineDate!,
    earliestDate: addDays(h.deadlineDate!, 1),
    previousKind: h.kind,
  }),
});
const never = (explanation: LawExplanation): Refusal[] => [{ earliestDate: null, explanation }];

/**
 * Inkassoloven §§ 9-10: before any legal step, an inkassovarsel, then a betalingsoppfordring (still valid: SPEC 8,
 * 6 months). `deadlinePassed`: the betalingsoppfordring's deadline to pay or object must also have passed (every
 * legal step but the § 4-18 notice, which may go with the betalingsoppfordring).
 */
function ladderRefusals(q: FeeQuestion, deadlinePassed: boolean): Refusal[] {
  const notice = latest(q.history.filter((h) => h.kind === "debt-collection-notice"));
  if (!notice) return never(explain("law.rule.legalNeedsDebtCollectionNotice"));
  const demand = latest(q.history.filter((h) => h.kind === "payment-demand" && h.sentDate >= notice.sentDate));
  if (!demand) return never(explain("law.rule.legalNeedsPaymentDemand"));
  if (!paymentDemandValidOn(demand.sentDate, q.sendDate))
    return never(
      explain("law.rule.legalPaymentDemandExpired", {
        sentDate: demand.sentDate,
        validUntilDate: addMonths(demand.sentDate, PAYMENT_DEMAND_VALID_MONTHS),
      }),
    );
  return deadlinePassed && !passedOn(demand, q.sendDate) && demand.deadlineDate !== null ? [waitFor(demand)] : [];
}

/**
 * The legal preconditions of the forced steps (docs/collection-law.md "Forced steps"; domain-norway.md 1.2; SPEC 8
 * "Expiries" and "Foreign customer"). Each refusal names its rule; the first is the main reason.
 */
export function forcedRefusals(q: FeeQuestion): Refusal[] {
  const grounds = groundRefusals(q);
  if (grounds.length) return grounds;
  // no fee of any kind before due date + 14 (the chapter-one rule, held for the court fees too)
  const feeFrom = addDays(q.dueDate, FEE_EARLIEST_DAYS);
  const early: Refusal[] =
    isCourtStep(q.kind) && q.sendDate < feeFrom
      ? [
          {
            earliestDate: feeFrom,
            explanation: explain("law.rule.feeTooEarly", {
              earliestDate: feeFrom,
              dueDate: q.dueDate,
              days: FEE_EARLIEST_DAYS,
            }),
          },
        ]
      : [];
  const ladder = ladderRefusals(q, q.kind !== "enforcement-notice");
  return [...ladder, ...early, ...(ladder.length ? [] : orderRefusals(q))];
}

/** The grounds a forced step stands on, which no waiting gives: the debtor, the claim, the lease. */
function groundRefusals(q: FeeQuestion): Refusal[] {
  if ((q.debtorCountry ?? "NO") !== "NO")
    return never(explain("law.rule.foreignDebtor", { country: q.debtorCountry! }));
  const judgment = q.history.some((h) => h.kind === "conciliation-claim");
  // a disputed claim goes to forliksrådet: no § 4-18 notice, konkurs or fravikelse on it (the claim is not "klar"
  // for konkursloven § 63, nor undisputed for tvfbl. § 7-2 f and § 13-2 (3) a), utlegg only on the judgment
  if (q.disputed && DISPUTE_STOPS.includes(q.kind)) return never(explain("law.rule.disputedForced", { kind: q.kind }));
  switch (q.kind) {
    case "bankruptcy-notice":
    case "bankruptcy-petition":
      // konkursloven § 63: a debtor with accounting duty; the product: companies only (docs say why)
      return q.debtorType === "company" ? [] : never(explain("law.rule.bankruptcyCompaniesOnly"));
    case "enforcement-petition":
      // direct utlegg (tvfbl. § 7-2 f) only on an undisputed claim; a disputed one needs a judgment first
      return q.disputed && !judgment ? never(explain("law.rule.enforcementDisputed")) : [];
    case "eviction":
      // tvfbl. § 13-2 (3) a: a written lease in which the tenant accepted fravikelse for unpaid rent
      return q.lease ? [] : never(explain("law.rule.evictionNeedsLease"));
    case "enforcement-notice":
      // the rent notice announces fravikelse: only on the recorded lease (issue 18 #9; letters-legal-review § 2.6)
      return q.evictionNotice && !q.lease ? never(explain("law.rule.evictionNoticeNeedsLease")) : [];
    default:
      return [];
  }
}

/** What each forced step needs after the ladder: the step before it on the way to court, and its deadline. */
function orderRefusals(q: FeeQuestion): Refusal[] {
  switch (q.kind) {
    case "bankruptcy-petition": {
      const notice = latest(q.history.filter((h) => h.kind === "bankruptcy-notice"));
      if (!notice) return never(explain("law.rule.bankruptcyNeedsNotice"));
      // konkursloven § 63 counts from the service: a notice posted but not (yet) served opens no window (issue 18 #1)
      if (!notice.servedDate)
        return never(explain("law.rule.bankruptcyNoticeNotServed", { noticeDate: notice.sentDate }));
      const payBy = notice.deadlineDate ?? servedDeadline("bankruptcy-notice", notice.servedDate).deadlineDate!;
      const courtBy = bankruptcyCourtBy(payBy);
      if (q.sendDate <= payBy) return [waitFor({ ...notice, deadlineDate: payBy })];
      if (q.sendDate > courtBy)
        return never(
          explain("law.rule.bankruptcyNoticeExpired", { noticeDate: notice.sentDate, courtByDate: courtBy }),
        );
      return [];
    }
    case "enforcement-petition":
      // a judgment (forliksrådsdom) is a tvangsgrunnlag of its own (tvfbl. § 4-1 (2) a): no § 4-18 notice needed
      return q.history.some((h) => h.kind === "conciliation-claim") ? [] : afterEnforcementNotice(q);
    case "eviction":
      return afterEnforcementNotice(q);
    case "conciliation-claim": {
      // tvisteloven § 5-2: a written warning of the lawsuit with at least 14 days before the claim goes to court;
      // a purring or inkassovarsel does not name one (letters-legal-review #14)
      const warnings = q.history.filter(
        (h) =>
          LAWSUIT_WARNINGS.includes(h.kind) &&
          h.deadlineDate !== null &&
          daysBetween(h.sentDate, h.deadlineDate) >= 14,
      );
      if (warnings.some((h) => passedOn(h, q.sendDate))) return [];
      const running = latest(warnings);
      return running ? [waitFor(running)] : never(explain("law.rule.courtNeedsWarning"));
    }
    default:
      return [];
  }
}

/** Utlegg and fravikelse: a § 4-18 notice, sent after the inkassovarsel, whose 14-day deadline has passed. */
function afterEnforcementNotice(q: FeeQuestion): Refusal[] {
  const notices = q.history.filter((h) => h.kind === "enforcement-notice");
  if (notices.some((h) => passedOn(h, q.sendDate))) return [];
  const running = latest(notices.filter((h) => h.deadlineDate !== null));
  return running ? [waitFor(running)] : never(explain("law.rule.enforcementNeedsNotice", { kind: q.kind }));
}
