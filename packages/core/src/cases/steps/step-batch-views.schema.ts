import { z } from "zod";
import { BATCH_SOURCES } from "../../jobs/batch-sources";

/**
 * What the step batches' API answers and takes (docs/batches.md; SPEC 3 "Batch result", SPEC 4 "Batch step creation
 * statuses"). Plain zod, no AWS: the web infers its types from these. Times are epoch ms. These shapes only grow.
 */

/** A case's place in a batch: the stored ones, and the step's own later states (its letter queued, then sent). */
export const STEP_BATCH_ITEM_STATUSES = [
  "pending",
  "processing",
  "created",
  "completed",
  "successful",
  "failed",
] as const;
export type StepBatchItemStatus = (typeof STEP_BATCH_ITEM_STATUSES)[number];

/** A batch as a whole: still running, done with every case, done with some failed. */
export const STEP_BATCH_STATUSES = ["running", "done", "failed"] as const;
export type StepBatchStatus = (typeof STEP_BATCH_STATUSES)[number];

export const StepBatchView = z
  .object({
    id: z.string(),
    status: z.enum(STEP_BATCH_STATUSES),
    source: z.enum(BATCH_SOURCES),
    /** Who started it (null: the auto-pilot). */
    userEmail: z.string().nullable(),
    stepId: z.string(),
    /** The step's name in both languages. */
    titleNo: z.string(),
    titleEn: z.string(),
    total: z.number().int(),
    /** Cases whose step is made, and cases that failed (done + failed = total once it has ended). */
    done: z.number().int(),
    failed: z.number().int(),
    createdAt: z.number(),
  })
  .meta({ id: "StepBatch" });
export type StepBatchView = z.infer<typeof StepBatchView>;

export const StepBatchList = z
  .object({ data: z.array(StepBatchView), total: z.number().int() })
  .meta({ id: "StepBatchList" });

/** POST /case-documents/send: the batch started (202), or the one the same request started before (200). */
export const StepBatchStarted = z.object({ message: z.string(), data: StepBatchView }).meta({ id: "StepBatchStarted" });

export const StepBatchItemView = z
  .object({
    caseId: z.string(),
    debtorName: z.string(),
    stepId: z.string(),
    status: z.enum(STEP_BATCH_ITEM_STATUSES),
    /** The step run once made (GET /cases/{id}/steps names it `id`). */
    runId: z.string().nullable(),
    /** Why it failed, in the request's language, and in both. */
    message: z.string().nullable(),
    errorNo: z.string().nullable(),
    errorEn: z.string().nullable(),
    updatedAt: z.number(),
  })
  .meta({ id: "StepBatchItem" });
export type StepBatchItemView = z.infer<typeof StepBatchItemView>;

/** GET /case-step-creation-batches/{id}/statuses: the batch and each of its cases. */
export const StepBatchStatuses = z
  .object({ batch: StepBatchView, data: z.array(StepBatchItemView) })
  .meta({ id: "StepBatchStatuses" });

/** The list's own filters. */
export const StepBatchFilters = z.object({
  status: z.enum(STEP_BATCH_STATUSES, { error: "validation.oneOf" }).optional(),
  source: z.enum(BATCH_SOURCES, { error: "validation.oneOf" }).optional(),
});
export type StepBatchFilters = z.infer<typeof StepBatchFilters>;
