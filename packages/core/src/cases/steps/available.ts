import "../../i18n/steps"; // registers the texts of the keys named here
import "../../i18n/cases"; // registers the texts of the keys named here (caseStatus.*)
import { shownParams } from "../../law/explanation";
import { explained, wordsOf } from "./explained";
import "../entities"; // registers the entities named here
import type { EntityItem } from "electrodb";
import { db } from "../../dynamo/db";
import { t } from "../../i18n/messages";
import {
  addDays,
  decideFee,
  isServedStep,
  letterDeadline,
  stepOfferOn,
  type FeeDecision,
  type FeeHistoryEntry,
  type LawTables,
  type LetterDeadline,
} from "../../law";
import type { DeadlineOptions } from "../../law/deadlines";
import { sharedCaseSettings } from "../settings";
import { loadLawTables } from "../../law/fee-table";
import { DEFAULT_COUNTRY } from "../../ledger/debtor-rules";
import { letterSending, loadPublicHolidays } from "../../law/sending-window";
import {
  globalStepsAll,
  procedureAfterGlobalStep,
  procedureById,
  stepsOf,
  type GlobalStepView,
  type StepView,
} from "../../procedures";
import { AppError } from "../../util/error";
import { hasLease } from "../lease-rules";
import { getCase, historyCaseIdsOf, type Case } from "../store";
import type { CaseStatus, SendChannel } from "../vocabulary";
import type { CaseStepEntity } from "./case-step.entity";
import type { EmailBasisHolder } from "../../ledger/debtor-rules";
import { emailAloneOf, type DeliveredLetter, type EmailAlone } from "./channel-rule";
import { osloDate } from "./oslo-time";
import type { AvailableStep, StepExplanation } from "./step-views.schema";

/**
 * Which steps a case may take now, and why not the others (issue 10 "Running a step offers only the steps the
 * procedure and the law allow now"). The case is one combined claim (domain-norway.md 1.10: a debtor's overdue
 * claims are collected together), so the law is asked once per step, with the earliest due date of its claims and
 * the history of the letters sent on the case; the fee goes on the case once per letter.
 */

export type CaseStepItem = EntityItem<typeof CaseStepEntity>;

/** Statuses that may take a new step (a paused, closed, merged or not started case may not). */
const RUNNABLE: readonly CaseStatus[] = ["waiting", "ready", "active", "ongoing-payroll"];
/** Most steps read of one case (a ladder has at most 99 rungs; reverts and reruns stay few). */
const MAX_CASE_STEPS = 200;

/** A reason of our own (a message key of i18n/steps.ts) in both languages, its figures shown as the law's are. */
const ownReason = (key: string, params: Record<string, string | number>) =>
  wordsOf(key, params, { no: t("no", key, shownParams("no", params)), en: t("en", key, shownParams("en", params)) });

/** Why a case of this status takes no step, its status by name in each language ("Satt på pause", not "paused"). */
const notRunnable = (status: CaseStatus) =>
  wordsOf(
    "steps.caseNotRunnable",
    { status },
    {
      no: t("no", "steps.caseNotRunnable", { status: t("no", `caseStatus.${status}`) }),
      en: t("en", "steps.caseNotRunnable", { status: t("en", `caseStatus.${status}`) }),
    },
  );

/** The steps run on the case, oldest first. */
export async function caseStepItems(customerId: string, caseId: string): Promise<CaseStepItem[]> {
  const { data } = await db()
    .entities.caseStep.query.byCase({ customerId, caseId })
    .go({ limit: MAX_CASE_STEPS, consistent: true });
  return data.sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * The steps of the case and of the cases merged into it, oldest first: its letter history (the steps tab, the law's
 * history, the fees of earlier letters). A merged case's letters went to the same debtor for claims the case now
 * holds, so a running deadline of one holds back the next letter and its fees count toward the caps (usability-
 * review-2 C7). Operations on the case's own steps (revert, reset) read `caseStepItems`.
 */
export async function caseHistoryItems(customerId: string, c: Case, own?: CaseStepItem[]): Promise<CaseStepItem[]> {
  const [self, ...merged] = historyCaseIdsOf(c);
  const ownItems = own ?? caseStepItems(customerId, self!);
  if (merged.length === 0) return ownItems;
  const all = await Promise.all([ownItems, ...merged.map((id) => caseStepItems(customerId, id))]);
  return all.flat().sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * What the law needs of the case's letters so far. Reverted ones are not letters sent, but one whose fee the case
 * kept still counts toward the fees applied (law FeeHistoryEntry.feeOnly; issue 11 "Revert").
 */
export const historyOf = (items: readonly CaseStepItem[]): FeeHistoryEntry[] =>
  items
    .filter((s) => s.status !== "failed" && (s.status !== "reverted" || s.feesKept))
    .map((s) => ({
      kind: s.kind,
      sentDate: s.sendDate,
      deadlineDate: s.deadlineDate ?? null,
      statutoryFeeOre: s.statutoryFeeOre,
      claimedCompensationOre: s.claimedCompensationOre ?? 0,
      // a served notice: the day it was served, or null while it awaits service (its petition waits for it)
      ...(s.serviceStatus ? { servedDate: s.servedDate ?? null } : {}),
      ...(s.status === "reverted" ? { feeOnly: true } : {}),
    }));

export interface StepDecision {
  step: StepView;
  allowed: boolean;
  earliestDate: string | null;
  plannedSendAt: number;
  sendDate: string;
  reasons: StepExplanation[];
  fee: FeeDecision | null;
  deadline: LetterDeadline;
  sender: "creditor" | "partner";
  channels: SendChannel[];
  /** May the letter go by e-mail alone (channel-rule.ts), and why (or why not) in words. */
  emailAlone: EmailAlone;
  emailAloneReason: StepExplanation;
}

/**
 * What delivery needs of the debtor and the case (issue 18): the debtor's address and e-mail basis, and the step
 * letters whose mail bounced and that have not reached the debtor since (channel-rule.ts `unreachedLetters`).
 */
export interface DeliveryFacts {
  debtor: EmailBasisHolder | null;
  unreached: readonly DeliveredLetter[];
}
const NO_FACTS: DeliveryFacts = { debtor: null, unreached: [] };

/** Why the letter may (or may not) go by e-mail alone, in both languages. */
function emailAloneReasonOf(alone: EmailAlone): StepExplanation {
  if (alone.allowed)
    return alone.basis === "free"
      ? ownReason("steps.emailAloneFree", {})
      : ownReason("steps.emailAloneBasis", { basis: alone.basis, basisDate: "" });
  if (alone.why === "noEmail") return ownReason("steps.emailAloneNoEmail", {});
  if (alone.why === "stale") return ownReason("steps.emailAloneStale", { basisDate: alone.date ?? "" });
  return ownReason("steps.emailAloneNoBasis", {});
}

/**
 * The law's answer for one step of the case's ladder, for a letter planned at `now`. A letter that goes by post
 * (`posted`) is sent, dated and its deadline counted from the day the print batch posts it (sending-window.ts
 * `letterSending`; docs/collection-law.md "Posted letters are dated by their posting day"). `rentLadder`: the case
 * follows a procedure for rent, whose § 4-18 notice announces fravikelse (issue 18 #9).
 */
export function decideStep(
  tables: LawTables,
  c: Case,
  history: ReturnType<typeof historyOf>,
  step: StepView,
  now: Date,
  facts: DeliveryFacts = NO_FACTS,
  posted = false,
  deadlineOptions: DeadlineOptions = {},
  rentLadder = false,
): StepDecision {
  const { plannedSendAt, sendDate } = letterSending(now, posted);
  const deadline = letterDeadline(step.kind, sendDate, step.deadlineDays, deadlineOptions);
  const offer = stepOfferOn(tables, step.kind, sendDate);
  // a served notice goes by post to the body that serves it, never to the debtor's e-mail (issue 18 #1)
  const channels: SendChannel[] =
    offer.sender === "partner" ? ["partner"] : isServedStep(step.kind) ? ["post"] : step.channels;
  const emailAlone = emailAloneOf(step.kind, facts.debtor ?? {}, sendDate);
  const base = {
    step,
    plannedSendAt,
    sendDate,
    deadline,
    sender: offer.sender,
    channels,
    emailAlone,
    emailAloneReason: emailAloneReasonOf(emailAlone),
  };
  if (!RUNNABLE.includes(c.status))
    return {
      ...base,
      allowed: false,
      earliestDate: null,
      fee: null,
      reasons: [notRunnable(c.status)],
    };
  let fee: FeeDecision;
  try {
    fee = decideFee(tables, {
      kind: step.kind,
      sendDate,
      debtorType: c.debtorType,
      dueDate: c.dueDate,
      history,
      // the written lease with the fravikelse clause, recorded by the creditor on a rent case (issue 18 #9)
      lease: c.rent && hasLease(c),
      // the rent ladder's § 4-18 notice announces fravikelse, so it needs the lease too (docs/collection-law.md)
      evictionNotice: rentLadder && step.kind === "enforcement-notice",
      // forced recovery only in Norway (SPEC 8 "Foreign customer"); a case from before the field: Norway
      debtorCountry: c.debtorCountry ?? DEFAULT_COUNTRY,
      // the debtor's objection recorded on the case (operations/dispute.ts): fee letters and forced steps stop
      disputed: !!c.dispute,
    });
  } catch (err) {
    // a figure the admin has not entered (law.missing.*): the step waits for it, and says which
    if (!(err instanceof AppError)) throw err;
    const reason = wordsOf(err.messageKey, err.params, {
      no: t("no", err.messageKey, err.params),
      en: t("en", err.messageKey, err.params),
    });
    return { ...base, allowed: false, earliestDate: null, fee: null, reasons: [reason] };
  }
  const reasons = explained(fee.explanations);
  // a letter whose mail bounced and that has not reached the debtor since holds the next step (issue 18)
  const unreached = facts.unreached[0];
  if (unreached)
    return {
      ...base,
      fee,
      allowed: false,
      earliestDate: null,
      reasons: [
        ownReason("steps.letterNotReached", {
          title: unreached.title,
          sentDate: osloDate(unreached.createdAt),
        }),
        ...reasons,
      ],
    };
  // the previous letter's deadline (and the step's wait after it) must have passed, fee or no fee
  const previous = [...history].reverse().find((h) => h.deadlineDate && !h.feeOnly);
  const from = previous?.deadlineDate ? addDays(previous.deadlineDate, 1 + step.waitDays) : null;
  if (fee.allowed && from && sendDate < from)
    return {
      ...base,
      fee,
      allowed: false,
      earliestDate: from,
      reasons: [
        ownReason("steps.previousDeadline", { deadlineDate: previous!.deadlineDate!, earliestDate: from }),
        ...reasons,
      ],
    };
  return { ...base, fee, allowed: fee.allowed, earliestDate: fee.earliestDate, reasons };
}

/**
 * The case's procedure steps after its last one, then the global steps (the forliksklage: the path of a disputed
 * claim, issue 18), each with the law's answer now. After a global step the case goes on where the admin's
 * "procedure after global step" says (the seeded: the enforcement petition, a judgment being its ground), else
 * from the ladder's start. `posted`: for a letter by post.
 */
export async function stepDecisions(
  c: Case,
  items: readonly CaseStepItem[],
  now: Date,
  facts: DeliveryFacts = NO_FACTS,
  posted = false,
): Promise<StepDecision[]> {
  const [tables, ladder, globals, settings, procedure] = await Promise.all([
    loadLawTables(),
    stepsOf(c.procedureId),
    globalStepsAll(),
    sharedCaseSettings(c.customerId),
    procedureById(c.procedureId).catch(() => null),
    loadPublicHolidays(),
  ]);
  const after = await ladderAfter(c, ladder, globals);
  const history = historyOf(items);
  const offered = [...after, ...globals.map(asLadderStep)];
  // the customer's holiday setting (issue 18 #15; on unless turned off)
  const deadlineOptions = { holidayPeriods: settings.extendHolidayDeadlines };
  // a procedure for rent: its § 4-18 notice is the «Varsel om utlegg og fravikelse» (issue 18 #9)
  const rentLadder = procedure?.appliesTo === "rent";
  return offered.map((s) =>
    decideStep(tables, c, history, s, now, facts, posted, deadlineOptions, rentLadder && s.procedureId !== ""),
  );
}

/** A global step in the ladder's shape: after every rung (its own order is its place among the global steps). */
const asLadderStep = (g: GlobalStepView): StepView => ({ ...g, procedureId: "", order: 100 + g.order });

async function ladderAfter(c: Case, ladder: StepView[], globals: GlobalStepView[]): Promise<StepView[]> {
  if (!c.lastStep) return ladder;
  const last = ladder.find((s) => s.id === c.lastStep!.stepId);
  if (last) return ladder.filter((s) => s.order > last.order);
  if (!globals.some((g) => g.id === c.lastStep!.stepId)) return ladder;
  const next = await procedureAfterGlobalStep(c.lastStep.stepId, c.rent ? "rent" : c.debtorType);
  const at = next?.procedureId === c.procedureId && next.stepId ? ladder.find((s) => s.id === next.stepId) : undefined;
  return at ? ladder.filter((s) => s.order >= at.order) : ladder;
}

export function availableStepView(d: StepDecision): AvailableStep {
  return {
    stepId: d.step.id,
    kind: d.step.kind,
    order: d.step.order,
    nameNo: d.step.nameNo,
    nameEn: d.step.nameEn,
    allowed: d.allowed,
    earliestDate: d.earliestDate,
    sendDate: d.sendDate,
    plannedSendAt: d.plannedSendAt,
    reasons: d.reasons,
    feeOre: d.fee?.feeOre ?? 0,
    statutoryFeeOre: d.fee?.statutoryFeeOre ?? 0,
    compensationOre: d.fee?.compensationOre ?? 0,
    claimedCompensationOre: d.fee?.claimedCompensationOre ?? 0,
    feeExplanations: d.fee ? explained(d.fee.explanations) : [],
    deadlineDate: d.deadline.deadlineDate,
    deadlineDays: d.deadline.days,
    deadlineExplanations: explained(d.deadline.explanations),
    sender: d.sender,
    channels: d.channels,
    emailAlone: d.emailAlone.allowed,
    emailAloneReason: d.emailAloneReason,
  };
}

/** GET /cases/{id}/available-steps. */
export async function availableSteps(customerId: string, caseId: string, now: Date) {
  const c = await getCase(customerId, caseId);
  const [items, facts] = await Promise.all([
    caseHistoryItems(customerId, c),
    // loaded at the first request, as this module is (the cases function's cold start)
    import("./delivery-facts").then(({ deliveryFacts }) => deliveryFacts(customerId, c)),
  ]);
  const decisions = await stepDecisions(c, items, now, facts);
  const data = decisions.map(availableStepView);
  return { data, total: data.length };
}
