import { SendCaseDocumentsInput, SendCaseDocumentsResult } from "@innfri/core/cases/steps/step-views.schema";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { IdempotencyHeaders, responses } from "../../lib/schemas";
import { caseChange } from "./access";
import { tags } from "./schemas";

/** Running one step on several cases at once (SPEC case-documents `send`), mounted under /case-documents. */
export const caseDocumentSend = router().openapi(
  secured({
    ...caseChange,
    method: "post",
    path: "/send",
    tags: tags.cases,
    summary:
      "Run a step on up to 50 cases (caseIds, stepId, channels): each case on its own, answered per case (ok with the step, or the reason in words). Idempotency-Key runs each case once",
    request: { headers: IdempotencyHeaders, body: jsonBody(SendCaseDocumentsInput) },
    responses: responses(SendCaseDocumentsResult),
  }),
  async (c) => {
    const key = c.req.valid("header")["idempotency-key"];
    const body = c.req.valid("json");
    const request = key
      ? { key, method: "POST", path: "/case-documents/send", body: { stepId: body.stepId, channels: body.channels } }
      : undefined;
    const { runStepOnCases } = await import("@innfri/core/cases/steps/batch"); // loads on first use, as steps.ts
    const result = await runStepOnCases(
      c.get("customerId"),
      body,
      { userId: c.get("actor").userId },
      c.get("lang"),
      request,
    );
    return c.json(result, 200);
  },
);
