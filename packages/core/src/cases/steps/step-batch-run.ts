import "../entities"; // registers the entities named here (stepBatchItem, caseStep)
import { db } from "../../dynamo/db";
import { isConditionFailure } from "../../dynamo/errors";
import { committed } from "../../dynamo/transaction";
import { batchItemCommits } from "../../jobs/batch";
import type { JobContext } from "../../jobs/define";
import { customerChannel, publish } from "../../realtime/realtime";
import { AppError } from "../../util/error";
import { refusalText } from "./refusal-text";
import { runStep } from "./run";
import type { StepRunPayload } from "./step-batch.spec";

/** Refusals of the case itself (the law, the sends, the case's state): the item fails; anything else is retried. */
const REFUSALS = new Set(["VALIDATION", "NOT_FOUND", "CONFLICT", "FORBIDDEN"]);

/**
 * One case of a step batch (job `cases.step-run`, docs/batches.md). The step run's transaction also turns the item
 * `created` and counts the batch (`batchItemCommits`: the job's claim done, `done` + 1), so the item, the count and
 * the step happen together or not at all. A refusal (the law changed since the check, the sends ran out) turns the
 * item `failed` with its reason in both languages and counts it, in one transaction conditioned on the claim; a fault
 * (the store busy, a crash) is thrown, the claim given back, and the queue delivers it again: the run's id comes from
 * the item's key, so a retry meets the first run's step if it was written.
 *
 * The run that counts the item announces its case (`resource.changed` for the case, `created` or `failed`), so an
 * open case page or list refetches that case: one event per case at most, never more than the batch's items (a
 * redelivery that finds the item counted announces nothing; the batch's own progress is `jobs/batch.ts`'s).
 */
export async function runBatchItem(p: StepRunPayload, ctx: JobContext): Promise<void> {
  const key = { customerId: p.customerId, batchId: p.batchId, caseId: p.caseId };
  const items = () => db().entities.stepBatchItem;
  try {
    await items()
      .patch(key)
      .set({ status: "processing" })
      .where((a, { eq }) => eq(a.status, "pending"))
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err; // a retry: processing already
  }
  try {
    const { created } = await runStep(
      p.customerId,
      p.caseId,
      { stepId: p.stepId, ...(p.channels ? { channels: p.channels } : {}) },
      { userId: p.userId },
      {
        source: p.source,
        // runJob claimed the item and the claim is still running: no step of this key was written (its transaction
        // would have turned the claim done), so the step is not looked for first
        firstRun: true,
        request: {
          key: `batch:${p.batchId}#${p.caseId}`,
          method: "POST",
          path: "/case-documents/send",
          body: { caseId: p.caseId, stepId: p.stepId, channels: p.channels ?? null },
        },
        alsoWrite: (e, step) => [
          e.stepBatchItem.patch(key).set({ status: "created", runId: step.runId }).commit(),
          ...batchItemCommits(e, { ...ctx, batchId: p.batchId }, "done"),
        ],
      },
    );
    // this run's transaction counted the item (a step met from an earlier run did not: runJob counts it)
    if (created) {
      ctx.counted = true;
      await announce(p, "created");
    }
  } catch (err) {
    if (!(err instanceof AppError) || !REFUSALS.has(err.code)) throw err;
    try {
      await committed(
        db()
          .transaction.write((e) => [
            e.stepBatchItem
              .patch(key)
              .set({ status: "failed", errorNo: refusalText(err, "no"), errorEn: refusalText(err, "en") })
              .commit(),
            ...batchItemCommits(e, { ...ctx, batchId: p.batchId }, "failed"),
          ])
          .go(),
      );
      ctx.counted = true;
      await announce(p, "failed");
    } catch (failErr) {
      // the claim is not this run's to count (counted already): nothing to write
      if (!isConditionFailure(failErr)) throw failErr;
    }
  }
}

/** The case's item moved (after its commit): best effort, like every realtime event (realtime.ts `publish`). */
const announce = (p: StepRunPayload, status: "created" | "failed") =>
  publish(customerChannel(p.customerId), "resource.changed", { resource: "cases", id: p.caseId, status });
