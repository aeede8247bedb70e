import "../../i18n/cases"; // registers the texts of the keys named here
import { createHash } from "node:crypto";
import { AppError } from "../../util/error";
import { startStepBatch, type StepBatchActor } from "../steps/step-batch";
import type { StepBatchView } from "../steps/step-batch-views.schema";

/** One case's step as the auto-pilot queued it: in which batch, or refused with the reason. */
export type QueuedStep = { caseId: string; ok: true; batchId: string } | { caseId: string; ok: false; error: AppError };

const digest = (ids: readonly string[]) =>
  createHash("sha256")
    .update([...ids].sort().join(","))
    .digest("hex")
    .slice(0, 16);

/**
 * The auto-pilot's steps as batches (docs/auto-pilot.md "Batches"): one step batch per step (a batch runs one step
 * on its cases, docs/batches.md), source `autopilot`, so every run is in the batch results. A batch refuses whole
 * when one case is refused at its check (422, a field `cases.<caseId>` per case): the auto-pilot leaves the refused
 * cases out and queues the rest, once more. Each batch is keyed by `keyBase`, the step and the cases, so the same
 * page run twice meets its batch, and a case already stepped is refused by the step's own check in a later batch.
 */
export async function queueStepBatches(
  customerId: string,
  runs: readonly { caseId: string; stepId: string }[],
  actor: StepBatchActor,
  keyBase: string,
): Promise<{ steps: QueuedStep[]; batches: StepBatchView[] }> {
  const byStep = new Map<string, string[]>();
  for (const r of runs) byStep.set(r.stepId, [...(byStep.get(r.stepId) ?? []), r.caseId]);
  const steps: QueuedStep[] = [];
  const batches: StepBatchView[] = [];
  for (const [stepId, caseIds] of byStep) {
    let ids = caseIds;
    for (let attempt = 0; ids.length > 0; attempt++) {
      try {
        const { batch } = await startStepBatch(customerId, { caseIds: ids, stepId }, actor, {
          key: `${keyBase}#${stepId}#${digest(ids)}`,
          source: "autopilot",
        });
        batches.push(batch);
        steps.push(...ids.map((caseId): QueuedStep => ({ caseId, ok: true, batchId: batch.id })));
        break;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const refused = new Set(
          Object.keys(err.fields ?? {})
            .filter((f) => f.startsWith("cases."))
            .map((f) => f.slice("cases.".length)),
        );
        // refused for all (no sends left), or again after leaving the refused out: each case says why
        if (refused.size === 0 || attempt > 0) {
          steps.push(...ids.map((caseId): QueuedStep => ({ caseId, ok: false, error: err })));
          break;
        }
        steps.push(
          ...ids
            .filter((id) => refused.has(id))
            .map((caseId): QueuedStep => ({ caseId, ok: false, error: caseError(err, caseId) })),
        );
        ids = ids.filter((id) => !refused.has(id));
      }
    }
  }
  return { steps, batches };
}

/** One case's refusal out of the batch's 422 (its field's message and figures). */
function caseError(err: AppError, caseId: string): AppError {
  const field = `cases.${caseId}`;
  const key = err.fields?.[field]?.[0] ?? err.messageKey;
  return new AppError("VALIDATION", key, err.fieldParams?.[field] ?? {});
}
