import { z } from "@hono/zod-openapi";
import { StepResponseInput, StepResponseView } from "@innfri/core/cases/documents/case-document-views.schema";
import { getStepResponse, putStepResponse } from "@innfri/core/cases/documents/step-responses";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { caseChange, caseRead } from "./access";
import { idParam, tags } from "./schemas";

/** Step responses (SPEC 3, docs/cases.md "Step responses"): what the court or namsmannen answered to a step. */
const stepParam = idParam.extend({ stepId: z.string().min(1).max(64) });

export const stepResponseRoutes = router()
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/{id}/steps/{stepId}/response",
      tags: tags.cases,
      summary: "A step's response (values null until recorded) and the fields its kind receives",
      request: { params: stepParam },
      responses: responses(StepResponseView),
    }),
    async (c) => {
      const { id, stepId } = c.req.valid("param");
      return c.json(await getStepResponse(c.get("customerId"), id, stepId), 200);
    },
  )
  .openapi(
    secured({
      ...caseChange,
      method: "put",
      path: "/{id}/steps/{stepId}/response",
      tags: tags.cases,
      summary:
        "Record a step's response, whole (a field left out is cleared): only the fields of the step's kind; 422 per field; an event on the case",
      request: { params: stepParam, body: jsonBody(StepResponseInput) },
      responses: responses(StepResponseView),
    }),
    async (c) => {
      const { id, stepId } = c.req.valid("param");
      const view = await putStepResponse(c.get("customerId"), id, stepId, c.req.valid("json"), {
        userId: c.get("actor").userId,
      });
      return c.json(view, 200);
    },
  );
