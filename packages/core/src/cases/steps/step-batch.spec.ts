import { z } from "zod";
import { jobSpec } from "../../jobs/define";
import { BATCH_SOURCES } from "../../jobs/batch-sources";

/**
 * `cases.step-run`: one case of a step batch (docs/batches.md). Queued by `startBatch` with the key
 * `<batchId>#<caseId>`, so a message delivered twice, or a start sent twice, runs the case once; the step run's own
 * idempotency (its run id from the same key) makes a retried run meet the first. The spec apart from its handler
 * (step-batch.jobs.ts): what enqueues it does not bundle the step runner through it.
 */
export const stepRunSpec = jobSpec({
  type: "cases.step-run",
  schema: z.object({
    customerId: z.string().min(1).max(100),
    batchId: z.string().min(1).max(100),
    caseId: z.string().min(1).max(20),
    stepId: z.string().min(1).max(100),
    channels: z
      .array(z.enum(["email", "post"]))
      .min(1)
      .max(2)
      .optional(),
    userId: z.string().min(1).max(100),
    source: z.enum(BATCH_SOURCES),
  }),
});
export type StepRunPayload = z.infer<typeof stepRunSpec.schema>;
