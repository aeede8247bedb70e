import "@innfri/core/i18n/steps"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import { CaseStepView, RecordServiceInput } from "@innfri/core/cases/steps/step-views.schema";
import { t } from "@innfri/core/i18n/messages";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { caseChange } from "./access";
import { idParam, tags } from "./schemas";

/** Loaded at the first request (the cases function's cold start). */
const core = () => import("@innfri/core/cases/steps/service");
const viewing = () => import("@innfri/core/cases/steps/views");

const runParam = idParam.extend({ runId: z.string().min(1).max(64) });
const ServiceMessage = z.object({ message: z.string(), data: CaseStepView }).openapi("CaseStepServiceMessage");

/**
 * Recording the service (forkynnelse) of a served notice, the konkursvarsel (issue 18 #1; docs/collection-law.md
 * "The konkursvarsel is served"): a step run on the case, by its run id, like the other step operations.
 */
export const stepServiceRoutes = router().openapi(
  secured({
    ...caseChange,
    method: "patch",
    path: "/{id}/steps/{runId}/service",
    tags: tags.cases,
    summary:
      "Record the day a served notice (the bankruptcy notice) was served on the debtor: its deadline (at least 2 weeks, konkursloven § 63), the petition's window after it and the 0.4 R service fee run from that day. 422 on servedDate for a future date, a date before the notice was made, or a step not awaiting service",
    request: { params: runParam, body: jsonBody(RecordServiceInput) },
    responses: responses(ServiceMessage),
  }),
  async (c) => {
    const { id, runId } = c.req.valid("param");
    const { recordService } = await core();
    const step = await recordService(c.get("customerId"), id, runId, c.req.valid("json"), commandActor(c, 200));
    const { caseStepView } = await viewing();
    return c.json({ message: t(c.get("lang"), "steps.service.recorded"), data: caseStepView(step) }, 200);
  },
);
