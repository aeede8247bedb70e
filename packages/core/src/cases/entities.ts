import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { gsiKey, primaryKey, SERVICE, timestamps } from "../dynamo/keys";
import { DEBTOR_TYPES } from "../ledger/debtor-rules";
import { CASE_EVENT_KINDS } from "./case-views.schema";
import { CASE_STATUSES, CLOSE_REASONS } from "./vocabulary";
import { CaseStepEntity } from "./steps/case-step.entity";
import { CasePlanEntity } from "./operations/plan.entity";
import { StepBatchItemEntity } from "./steps/step-batch-item.entity";
import { PlannedLettersEntity } from "./steps/planned-letters.entity";

/**
 * The cases of a customer (issue 10, docs/cases.md). A case's id is its case number (per customer, from 1,
 * gap-free): every case route names the customer loaded in the session, so the pair is unique and the web's
 * numeric `/customer/cases/view/{id}` is the case number. `caseKey` is the number zero-padded, so every index
 * sorts by it; every change is a whole put conditioned on `version`, in one transaction with its counters and its
 * event (cases/store.ts `caseWriteItems`).
 */
export const CaseEntity = new Entity({
  model: { entity: "case", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    /** The case number, zero-padded to 10 digits (cases/case-rules.ts `caseKeyOf`). */
    caseKey: { type: "string", required: true },
    caseNumber: { type: "number", required: true },
    debtorId: { type: "string", required: true },
    debtorName: { type: "string", required: true },
    debtorType: { type: DEBTOR_TYPES, required: true },
    customerNumber: { type: "string", required: true },
    procedureId: { type: "string", required: true },
    /**
     * The customer's reminder process the case was started with (docs/reminder-processes.md); absent: it follows
     * the customer's default, as does a case whose process was removed.
     */
    reminderProcessId: { type: "string" },
    status: { type: CASE_STATUSES, required: true },
    /** The kind of the last step run, or "none": the step index (gsi2). */
    stepKey: { type: "string", required: true, default: "none" },
    lastStep: {
      type: "map",
      properties: {
        stepId: { type: "string", required: true },
        kind: { type: "string", required: true },
        name: { type: "string", required: true },
        at: { type: "number", required: true },
      },
    },
    principalOre: { type: "number", required: true },
    interestOre: { type: "number", required: true, default: 0 },
    feesOre: { type: "number", required: true, default: 0 },
    paidOre: { type: "number", required: true, default: 0 },
    /**
     * Of feesOre, the § 3a compensation claimed on a business debtor's case (forsinkelsesrenteloven § 3a; its first
     * letter claims it, law fee-rules `claimedCompensationOre`): the fees are set off against it.
     */
    compensationOre: { type: "number" },
    /** Of paidOre, what paid the fees, the interest and the principal (issue 11: costs, interest, principal). */
    feesPaidOre: { type: "number", default: 0 },
    interestPaidOre: { type: "number", default: 0 },
    principalPaidOre: { type: "number", default: 0 },
    /**
     * The day `interestOre` is computed to (the last letter's sending day or a payment's voucher date, whichever is
     * later), and the principal parts of its payments by voucher date: interest runs on each claim's balance over
     * time (cases/case-interest.ts; docs/case-operations.md "Interest to the payment day").
     */
    interestToDate: { type: "string" },
    principalPayments: {
      type: "list",
      items: {
        type: "map",
        properties: { date: { type: "string", required: true }, amountOre: { type: "number", required: true } },
      },
    },
    /** The claims it collects (at most MAX_CASE_CLAIMS, as they were when they entered): case-views `CaseClaim`. */
    claims: { type: "any", required: true },
    claimTypes: { type: "list", items: { type: "string" }, required: true },
    kid: { type: "string" },
    invoiceNumber: { type: "string" },
    dueDate: { type: "string", required: true },
    heldDate: { type: "string" },
    notificationDate: { type: "string" },
    closeReason: { type: CLOSE_REASONS },
    closedAt: { type: "number" },
    /**
     * Paused (issue 11, docs/case-operations.md "Pause and resume"): the day it becomes active again, its pause
     * (cases/operations/pause.entity.ts), whether the user is told on that day, and the status it goes back to.
     */
    pausedUntil: { type: "string" },
    pauseId: { type: "string" },
    pauseNotify: { type: "boolean" },
    statusBeforePause: { type: CASE_STATUSES },
    /**
     * Merged (issue 11; issue 17 "merges keep their history"): on a merged case, the case it went into; on a target,
     * every case merged into it (and into those before: a merge target merged later carries its own list along). The
     * target reads their steps, documents and payments as its own history (cases/merged-history.ts).
     */
    mergedInto: { type: "string" },
    mergedCaseIds: { type: "list", items: { type: "string" } },
    /**
     * The debtor's objection, recorded by the creditor (issue 18; docs/collection-law.md "Disputed claims"): the day
     * it was made, why, and who recorded it. While set, no fee-bearing letter and no forced step but the forliksklage
     * (law/forced-steps.ts); lifting it removes it (the events keep both, with their reasons).
     */
    dispute: {
      type: "map",
      properties: {
        date: { type: "string", required: true },
        reason: { type: "string", required: true },
        by: { type: "string", required: true },
        byName: { type: "string" },
        at: { type: "number", required: true },
      },
    },
    /**
     * The lease a rent case's fravikelse stands on, recorded by the creditor (issue 18 #9; docs/collection-law.md
     * "The lease before fravikelse"): the written lease's fravikelse clause confirmed, the leased premises, the
     * lease's date and its uploaded copy when given, and who recorded it. Without it the rent notice and the
     * eviction are refused (law/forced-steps.ts), and the letters name the premises from it.
     */
    lease: {
      type: "map",
      properties: {
        clauseConfirmed: { type: "boolean", required: true },
        leaseDate: { type: "string" },
        address: { type: "string", required: true },
        postcode: { type: "string", required: true },
        city: { type: "string", required: true },
        documentId: { type: "string" },
        by: { type: "string", required: true },
        byName: { type: "string" },
        at: { type: "number", required: true },
      },
    },
    /** Closed (issue 11): the status a reopen goes back to. */
    statusBeforeClose: { type: CASE_STATUSES },
    autoPilot: { type: "boolean", required: true, default: false },
    rent: { type: "boolean", required: true, default: false },
    foreign: { type: "boolean", required: true, default: false },
    /** The debtor's country when the case started (ledger/debtor-rules `countryOf`); absent: Norway. */
    debtorCountry: { type: "string" },
    minimumOwedOre: { type: "number", required: true },
    /** The day it was created (Oslo): the statistics' day counters are keyed by it. */
    createdDay: { type: "string", required: true },
    startedAt: { type: "number" },
    createdBy: { type: "string", required: true },
    /** The active down-payment plan's id (cases/operations/plans.ts), absent without one: the case page asks for it. */
    planId: { type: "string" },
    /** An Idempotency-Key start: the hashed key and the request's fingerprint (ledger/idempotency.ts). */
    requestKey: { type: "string" },
    requestHash: { type: "string" },
    version: { type: "number", required: true, default: 1 },
    ...timestamps,
  },
  indexes: {
    byNumber: primaryKey(["customerId"], ["caseKey"]),
    // the status filter: a Query of one status, by case number
    byStatus: gsiKey("gsi1", ["customerId", "status"], ["caseKey"]),
    // the step filter and the dashboard's cases per step
    byStep: gsiKey("gsi2", ["customerId", "stepKey"], ["caseKey"]),
    // the due filter and sort
    byDue: gsiKey("gsi3", ["customerId"], ["dueDate", "caseKey"]),
  },
});

/**
 * The lock that keeps an open item in at most one active case: keyed by the voucher, created (attribute_not_exists)
 * in the start's transaction, removed when the case closes or is merged (`releaseClaimItems`).
 */
export const CaseClaimLockEntity = new Entity({
  model: { entity: "case-claim-lock", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    voucherId: { type: "string", required: true },
    caseId: { type: "string", required: true },
    createdAt: timestamps.createdAt,
  },
  indexes: { byVoucher: primaryKey(["customerId"], ["voucherId"]) },
});

/** What happened on a case (SPEC 2 events tab): written in the transaction of the change it records. */
export const CaseEventEntity = new Entity({
  model: { entity: "case-event", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    caseId: { type: "string", required: true },
    /** A ULID: events list in the order they happened. */
    eventId: { type: "string", required: true },
    kind: { type: CASE_EVENT_KINDS, required: true },
    at: { type: "number", required: true },
    by: { type: "string", required: true },
    byName: { type: "string" },
    status: { type: CASE_STATUSES },
    data: { type: "any" },
  },
  indexes: { byCase: primaryKey(["customerId", "caseId"], ["eventId"]) },
});

/**
 * The search refs of the case list: `<folded term>#<caseKey>` for its number, debtor name (and each of its words),
 * customer number, invoice numbers and KIDs, so one begins_with Query finds a search's cases. Written with the case.
 */
export const CaseRefEntity = new Entity({
  model: { entity: "case-ref", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    ref: { type: "string", required: true },
    caseId: { type: "string", required: true },
  },
  indexes: { byRef: primaryKey(["customerId"], ["ref"]) },
});

export const caseEntities = {
  case: CaseEntity,
  caseClaimLock: CaseClaimLockEntity,
  caseEvent: CaseEventEntity,
  caseRef: CaseRefEntity,
  // the steps run on a case (cases/steps/)
  caseStep: CaseStepEntity,
  // a case of a step batch (cases/steps/step-batch.ts, docs/batches.md)
  stepBatchItem: StepBatchItemEntity,
  // a case's down-payment plan (cases/operations/plans.ts)
  casePlan: CasePlanEntity,
  // where a customer's planned letters are due (cases/steps/planned-letters.ts)
  plannedLetters: PlannedLettersEntity,
};

registerEntities(caseEntities);
