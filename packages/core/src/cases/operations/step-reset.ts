import "../../i18n/case-merge"; // registers the texts of the keys named here
import { Clock } from "../../clock";
import type { MessageKey } from "../../i18n/messages";
import { AppError } from "../../util/error";
import { openedStatus } from "../case-rules";
import type { CaseStepItem } from "../steps/available";
import type { Case, TxEntities } from "../store";
import { JUDICIAL_STEP_KINDS, type CaseStatus } from "../vocabulary";

/**
 * Resetting a case's steps from one run on (SPEC 4 "Reverting a document or step resets all steps from that
 * document on"): shared by the revert, the merge (the target's sent step is reset so it can be resent), the move of
 * a claim onto a case past the payment demand, and the revert a payment causes. Pure planning plus the transaction
 * items; the caller writes them with the case in its one transaction.
 */

/** A 422 whose message is the refusal itself, on `field` (the SPEC 8 texts are shown as the toast). */
export const refusal = (field: string, key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError("VALIDATION", key, params, { [field]: [key] });

/** A step run that is on the case: neither reverted nor failed. */
export const isLive = (s: CaseStepItem) => s.status !== "reverted" && s.status !== "failed";
export const isJudicial = (s: Pick<CaseStepItem, "kind">) => JUDICIAL_STEP_KINDS.includes(s.kind);

/** At most this many runs reset at once: a ladder has few rungs, and they go in one transaction with the case. */
export const MAX_RESET_RUNS = 40;

export interface StepReset {
  /** The run the reset starts from. */
  from: CaseStepItem;
  /** The live runs from it on, oldest first: they become reverted. */
  runs: CaseStepItem[];
  /** The last live run before it (the case's last step after the reset), if any. */
  previous: CaseStepItem | undefined;
  keepFees: boolean;
  /** The fees the case loses (0 when kept), the § 3a compensation the runs claimed included. */
  removedFeesOre: number;
  /** Of removedFeesOre, the § 3a compensation. */
  removedCompensationOre: number;
}

/**
 * The reset of `items` (the case's runs, oldest first) from the run `fromRunId` on. Refused when a judicial step
 * would be reset ("Rights for judicial steps already started in the case", SPEC 8): court steps cannot be undone
 * by reverting a letter.
 */
export function planReset(items: readonly CaseStepItem[], fromRunId: string, keepFees: boolean): StepReset {
  const at = items.findIndex((s) => s.runId === fromRunId);
  if (at < 0) throw refusal("runId", "caseRevert.stepNotFound");
  const from = items[at]!;
  if (!isLive(from)) throw refusal("runId", "caseRevert.alreadyReverted");
  const runs = items.slice(at).filter(isLive);
  if (runs.some(isJudicial)) throw refusal("runId", "caseRevert.judicialStarted");
  if (runs.length > MAX_RESET_RUNS) throw refusal("runId", "caseRevert.tooManySteps", { max: MAX_RESET_RUNS });
  const previous = items.slice(0, at).filter(isLive).at(-1);
  // the letter's costs on the case: its fee and the § 3a compensation it claimed
  const removedCompensationOre = keepFees ? 0 : runs.reduce((sum, s) => sum + (s.claimedCompensationOre ?? 0), 0);
  const removedFeesOre = keepFees ? 0 : runs.reduce((sum, s) => sum + s.feeOre, 0) + removedCompensationOre;
  return { from, runs, previous, keepFees, removedFeesOre, removedCompensationOre };
}

/** The statuses a reset moves: a running case follows its steps; paused and payroll stay as they are. */
const FOLLOWS_STEPS: readonly CaseStatus[] = ["active", "ready", "waiting"];

/**
 * The case's fields after the reset: its last step (and the step index) back to the run before, its fees less
 * what is not kept, and its status: active while a step remains, else ready or waiting by its due date (SPEC 4).
 */
export function resetFields(c: Case, r: StepReset): Partial<Case> {
  const last = r.previous;
  const status: CaseStatus = FOLLOWS_STEPS.includes(c.status)
    ? last
      ? "active"
      : openedStatus(c.dueDate, Clock.today())
    : c.status;
  return {
    lastStep: last ? { stepId: last.stepId, kind: last.kind, name: last.nameNo, at: last.createdAt } : undefined,
    stepKey: last?.kind ?? "none",
    feesOre: c.feesOre - r.removedFeesOre,
    ...(r.removedCompensationOre ? { compensationOre: (c.compensationOre ?? 0) - r.removedCompensationOre } : {}),
    status,
  };
}

/**
 * The transaction items marking the runs reverted, each conditioned on the status it was read in (a sweep queueing
 * a planned letter at the same moment makes the transaction fail and the caller retry). A reverted run leaves the
 * sweep, so a planned letter is never queued.
 */
export function revertRunItems(e: TxEntities, r: StepReset, by: string) {
  const now = Clock.nowMs();
  return r.runs.map((s) =>
    e.caseStep
      .patch({ customerId: s.customerId, caseId: s.caseId, runId: s.runId })
      .set({ status: "reverted", revertedAt: now, revertedBy: by, feesKept: r.keepFees, sweep: "done", updatedAt: now })
      .where((a, { eq }) => eq(a.status, s.status))
      .commit(),
  );
}

/** What the case's event records of a reset. */
export const resetEventData = (r: StepReset) => ({
  fromRunId: r.from.runId,
  stepId: r.from.stepId,
  kind: r.from.kind,
  name: r.from.nameNo,
  nameEn: r.from.nameEn,
  runIds: r.runs.map((s) => s.runId),
  keepFees: r.keepFees,
  removedFeesOre: r.removedFeesOre,
});
