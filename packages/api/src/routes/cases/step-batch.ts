import { StepBatchStarted } from "@innfri/core/cases/steps/step-batch-views.schema";
import { SendCaseDocumentsInput } from "@innfri/core/cases/steps/step-views.schema";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { IdempotencyHeaders, queuedOrFound } from "../../lib/schemas";
import { caseChange } from "./access";
import { tags } from "./schemas";

/**
 * Running one step on several cases at once (SPEC case-documents `send`; docs/batches.md), mounted under
 * /case-documents: every case checked first (one refusal refuses all, 422 per case), then a batch of keyed jobs; the
 * answer does not wait for the steps. The step runner loads on first use (the cases function's cold start).
 */
export const caseDocumentSend = router().openapi(
  secured({
    ...caseChange,
    method: "post",
    path: "/send",
    tags: tags.cases,
    summary:
      "Run a step on up to 50 cases (caseIds, stepId, channels) as a batch: each case checked as the step dialog checks it (422 with a field cases.<caseId> per refused case, nothing queued), then queued; 202 with the batch (GET /case-step-creation-batches/{id}/statuses follows it). The same request (or Idempotency-Key) again: 200 with the same batch",
    request: { headers: IdempotencyHeaders, body: jsonBody(SendCaseDocumentsInput) },
    responses: queuedOrFound(StepBatchStarted),
  }),
  async (c) => {
    const key = c.req.valid("header")["idempotency-key"];
    const { startStepBatch, startedMessage } = await import("@innfri/core/cases/steps/step-batch");
    const { batch, created } = await startStepBatch(
      c.get("customerId"),
      c.req.valid("json"),
      { userId: c.get("actor").userId },
      key ? { key } : {},
    );
    const answer = { message: startedMessage(batch, c.get("lang")), data: batch };
    return created ? c.json(answer, 202) : c.json(answer, 200);
  },
);
