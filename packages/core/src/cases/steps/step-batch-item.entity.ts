import { Entity } from "electrodb";
import { primaryKey, SERVICE, timestamps } from "../../dynamo/keys";

/**
 * Where one case of a step batch stands (docs/batches.md; SPEC 4 "Batch step creation statuses"): `pending` when
 * queued, `processing` while its job runs, `created` when the step run's own transaction wrote the step (and this,
 * and counted the batch: it cannot drift from the step), `failed` with the refusal in both languages. The later
 * states (`completed`, `successful`) are not stored: they are the step's own (its letter queued, sent), read from it.
 */
export const STORED_ITEM_STATUSES = ["pending", "processing", "created", "failed"] as const;

export const StepBatchItemEntity = new Entity({
  model: { entity: "step-batch-item", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    batchId: { type: "string", required: true },
    caseId: { type: "string", required: true },
    debtorName: { type: "string", required: true },
    stepId: { type: "string", required: true },
    status: { type: STORED_ITEM_STATUSES, required: true },
    /** The step run (case-step `runId`) once created. */
    runId: { type: "string" },
    errorNo: { type: "string" },
    errorEn: { type: "string" },
    /** Epoch seconds; the table's TTL attribute (the batch's own). */
    expiresAt: { type: "number", required: true },
    ...timestamps,
  },
  // in the customer's partition: another customer's batch id finds nothing
  indexes: { byBatch: primaryKey(["customerId", "batchId"], ["caseId"]) },
});
