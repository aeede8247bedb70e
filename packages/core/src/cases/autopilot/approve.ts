import "../../i18n/cases"; // registers the texts of the keys named here
import { Clock } from "../../clock";
import { t, type Language } from "../../i18n/messages";
import { AppError } from "../../util/error";
import { requireBulkActions } from "../bulk-switch";
import { getAutoPilotSettings } from "./settings";
import { getCase } from "../store";
import { refusalText } from "../steps/refusal-text";
import type { StepBatchActor } from "../steps/step-batch";
import { queueStepBatches } from "./batches";
import { autopilotNextOf } from "./proposals";

/**
 * POST /auto-pilot/approve (semi-automatic, issue 20): a user approves the proposals of up to 50 cases in one
 * action. Each case's next step is decided again now (never the step the page showed: the law's answer may have
 * changed since) and queued as a step batch with source `autopilot` and the approving user (one batch per step,
 * batches.ts), so the approval is in the batch results; a case no longer proposed, or refused, is answered with the
 * reason and the others go on. With an Idempotency-Key the batches are keyed by it: an approval sent twice queues
 * each case once.
 */
export async function approveProposals(
  customerId: string,
  caseIds: readonly string[],
  actor: StepBatchActor,
  lang: Language,
  key?: string,
) {
  await requireBulkActions(customerId);
  const settings = await getAutoPilotSettings(customerId);
  const now = Clock.now();
  const refused: { caseId: string; message: string }[] = [];
  const runs: { caseId: string; stepId: string }[] = [];
  for (const caseId of [...new Set(caseIds)]) {
    try {
      const c = await getCase(customerId, caseId);
      const next = c.autoPilot ? await autopilotNextOf(c, settings, now) : null;
      if (next?.action === "run") runs.push({ caseId, stepId: next.decision.step.id });
      else refused.push({ caseId, message: t(lang, "autoPilot.noLongerProposed") });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refused.push({ caseId, message: refusalText(err, lang) });
    }
  }
  const { steps, batches } = await queueStepBatches(
    customerId,
    runs,
    actor,
    `approve#${key ?? `${actor.userId}#${Clock.nowMs()}`}`,
  );
  return {
    data: [
      ...steps.map((s) =>
        s.ok
          ? { caseId: s.caseId, ok: true, batchId: s.batchId, message: null }
          : { caseId: s.caseId, ok: false, batchId: null, message: refusalText(s.error, lang) },
      ),
      ...refused.map((r) => ({ caseId: r.caseId, ok: false, batchId: null, message: r.message })),
    ],
    batches,
  };
}
