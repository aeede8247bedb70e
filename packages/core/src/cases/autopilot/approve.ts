import "../../i18n/cases"; // registers the texts of the keys named here
import { Clock } from "../../clock";
import { t, type Language } from "../../i18n/messages";
import { AppError } from "../../util/error";
import { requireBulkActions } from "../bulk-switch";
import { getAutoPilotSettings } from "../settings";
import type { CaseActor } from "../start";
import { getCase } from "../store";
import { refusalText } from "../steps/refusal-text";
import { keyedRun, runStep, type StepRunRequest } from "../steps/run";
import { caseStepView } from "../steps/views";
import { autopilotNextOf } from "./proposals";

/**
 * POST /auto-pilot/approve (semi-automatic, issue 20): a user approves the proposals of up to 50 cases in one
 * action. Each case's next step is decided again now (never the step the page showed: the law's answer may have
 * changed since) and run with source `autopilot`, the approving user as its actor; a case whose step is no longer
 * proposed, or that the law refuses, is answered with the reason, the others go on. With an Idempotency-Key each
 * case's run is keyed `<key>:<caseId>`, so an approval sent twice runs each case once.
 */
export async function approveProposals(
  customerId: string,
  caseIds: readonly string[],
  actor: CaseActor,
  lang: Language,
  request?: StepRunRequest,
) {
  await requireBulkActions(customerId);
  const settings = await getAutoPilotSettings(customerId);
  const now = Clock.now();
  const data = [];
  for (const caseId of [...new Set(caseIds)]) {
    // keyed by the case alone: a repeat finds the first run whatever step the case would take now
    const keyed = request && { ...request, key: `${request.key}:${caseId}`, body: { caseId } };
    try {
      const first = keyed ? await keyedRun(customerId, caseId, keyed) : null;
      if (first) {
        data.push({ caseId, ok: true, step: caseStepView(first), message: null });
        continue;
      }
      const c = await getCase(customerId, caseId);
      const next = c.autoPilot ? await autopilotNextOf(c, settings, now) : null;
      if (next?.action !== "run") {
        data.push({ caseId, ok: false, step: null, message: t(lang, "autoPilot.noLongerProposed") });
        continue;
      }
      const stepId = next.decision.step.id;
      const { step } = await runStep(customerId, caseId, { stepId }, actor, {
        source: "autopilot",
        request: keyed,
      });
      data.push({ caseId, ok: true, step: caseStepView(step), message: null });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      data.push({ caseId, ok: false, step: null, message: refusalText(err, lang) });
    }
  }
  return { data };
}
