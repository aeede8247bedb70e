import { Entity } from "electrodb";
import { gsiKey, primaryKey, SERVICE, timestamps } from "../../dynamo/keys";
import { STEP_KINDS, STEP_SOURCES } from "../vocabulary";
import { CASE_STEP_STATUSES, SERVICE_STATUSES } from "./step-views.schema";

/**
 * A step run on a case (docs/cases.md "Steps"): in the case's partition, written in the run's transaction with the
 * case (its fee, last step, status), the event and the sends it uses. `runId` is a ULID, or derived from the
 * request's Idempotency-Key so that a repeat meets the first run (created attribute_not_exists). A step planned
 * outside the sending windows waits in the `sweep` index (`planned` and its customer, by planned time) until the
 * customer's release job queues its letter; a queued one moves to `done`, so the customer's planned partition holds
 * only what still waits.
 */
export const CaseStepEntity = new Entity({
  model: { entity: "case-step", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    caseId: { type: "string", required: true },
    runId: { type: "string", required: true },
    stepId: { type: "string", required: true },
    kind: { type: STEP_KINDS, required: true },
    nameNo: { type: "string", required: true },
    nameEn: { type: "string", required: true },
    status: { type: CASE_STEP_STATUSES, required: true },
    source: { type: STEP_SOURCES, required: true },
    plannedSendAt: { type: "number", required: true },
    sendDate: { type: "string", required: true },
    queuedAt: { type: "number" },
    sentAt: { type: "number" },
    deadlineDate: { type: "string" },
    /** law `LetterDeadline.explanations` as stored: `{ rule, params }[]`. */
    deadlineExplanations: { type: "any", required: true },
    feeOre: { type: "number", required: true },
    /**
     * Business debtors: the § 3a compensation the letter claimed (law FeeDecision.claimedCompensationOre), a cost
     * beside `feeOre` (the case's fees hold both); absent: none.
     */
    claimedCompensationOre: { type: "number" },
    /** The fee the law allowed before the § 3a offset: the claim history of later decisions. */
    statutoryFeeOre: { type: "number", required: true },
    /** step-views `CaseStepFee[]` without the words: `{ voucherId, feeOre, statutoryFeeOre, compensationOre, explanations }`. */
    fees: { type: "any", required: true },
    interestOre: { type: "number", required: true },
    channels: { type: "list", items: { type: "string" }, required: true },
    letterId: { type: "string", required: true },
    /** The render job's payload (letters/letter-queue `RenderLetter`), queued when the planned time comes. */
    letter: { type: "any", required: true },
    runBy: { type: "string", required: true },
    requestHash: { type: "string" },
    /** Reverted (issue 11, cases/operations/revert.ts): when, by whom, and whether the case kept its fee. */
    revertedAt: { type: "number" },
    revertedBy: { type: "string" },
    feesKept: { type: "boolean" },
    /**
     * A served notice (law `SERVED_STEP_KINDS`, the konkursvarsel; issue 18 #1): `awaiting` service once run, `served`
     * when the creditor records the day it was served (steps/service.ts). Its deadline, petition window and service
     * fee run from `servedDate`; `serviceDays` are the days to pay the step gave, counted from it. Absent: a letter.
     */
    serviceStatus: { type: SERVICE_STATUSES },
    serviceDays: { type: "number" },
    servedDate: { type: "string" },
    servedAt: { type: "number" },
    servedBy: { type: "string" },
    /** `planned` while it waits for its sending window, else `done`. */
    sweep: { type: ["planned", "done"] as const, required: true },
    ...timestamps,
  },
  indexes: {
    byCase: primaryKey(["customerId", "caseId"], ["runId"]),
    // per customer (docs/letters.md "Planned letters, per customer"); items written before it: planned-letters.ts
    bySweep: gsiKey("gsi1", ["sweep", "customerId"], ["plannedSendAt", "caseId", "runId"]),
  },
});
