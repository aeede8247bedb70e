import type { Language } from "../../i18n/messages";
import { AppError } from "../../util/error";
import { requireBulkActions } from "../bulk-switch";
import type { CaseActor } from "../start";
import { refusalText } from "./refusal-text";
import { runStep, type StepRunRequest } from "./run";
import type { SendCaseDocumentsInput } from "./step-views.schema";
import { caseStepView } from "./views";

/**
 * POST /case-documents/send: one step on up to 50 cases (SPEC "You can select a maximum of 50 cases at once"),
 * each its own run and transaction (a case the law refuses does not stop the others), source `batch`. With an
 * Idempotency-Key each case's run is keyed `<key>:<caseId>`, so a repeated batch runs each case once. Refused
 * whole while staff have turned bulk actions off (bulk-switch.ts).
 */
export async function runStepOnCases(
  customerId: string,
  input: SendCaseDocumentsInput,
  actor: CaseActor,
  lang: Language,
  request?: StepRunRequest,
) {
  await requireBulkActions(customerId);
  const data = [];
  for (const caseId of [...new Set(input.caseIds)]) {
    try {
      const { step } = await runStep(customerId, caseId, { stepId: input.stepId, channels: input.channels }, actor, {
        source: "batch",
        request: request && {
          ...request,
          key: `${request.key}:${caseId}`,
          body: { caseId, ...(request.body as object) },
        },
      });
      data.push({ caseId, ok: true, step: caseStepView(step), message: null });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      data.push({ caseId, ok: false, step: null, message: refusalText(err, lang) });
    }
  }
  return { data };
}
