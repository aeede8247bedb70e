import "@innfri/core/i18n/steps"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import {
  AvailableStepList,
  CaseStepList,
  CaseStepView,
  RunStepInput,
} from "@innfri/core/cases/steps/step-views.schema";
import { osloDateTime } from "@innfri/core/cases/steps/oslo-time";
import { getCase } from "@innfri/core/cases/store";
import { Clock } from "@innfri/core/clock";
import { t } from "@innfri/core/i18n/messages";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { IdempotencyHeaders, responses, startedOrFound } from "../../lib/schemas";
import { caseChange, caseRead } from "./access";
import { idParam, tags } from "./schemas";

/** The steps of a case (issue 10 "Steps and letters"; docs/cases.md "Steps"): offered, run, and running one. */

/**
 * The step runner (the law, the procedures, the letter model, the interest engine) loads on the first request
 * that needs it, not at the cases function's cold start (stacks.test.ts "cold start ≤ 1 MB").
 */
const offered = () => import("@innfri/core/cases/steps/available");
const running = () => import("@innfri/core/cases/steps/run");
/** The steps in words (the law's texts, 18 KB) load with them. */
const viewing = () => import("@innfri/core/cases/steps/views");

const CaseStepMessage = z.object({ message: z.string(), data: CaseStepView }).openapi("CaseStepMessage");

export const caseStepRoutes = router()
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/{id}/available-steps",
      tags: tags.cases,
      summary:
        "The steps of the case's procedure after its last one, each with the law's answer for the next sending day: allowed, the earliest date, the reasons in words (no, en), the fee and deadline it would carry, its channels",
      request: { params: idParam },
      responses: responses(AvailableStepList),
    }),
    async (c) => {
      const { availableSteps } = await offered();
      return c.json(await availableSteps(c.get("customerId"), c.req.valid("param").id, Clock.now()), 200);
    },
  )
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/{id}/steps",
      tags: tags.cases,
      summary:
        "The steps run on the case and on the cases merged into it (`caseId` names which), oldest first: status, planned send time, fee with its rule, deadline, letter",
      request: { params: idParam },
      responses: responses(CaseStepList),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const found = await getCase(c.get("customerId"), id); // 404 for a case the customer does not have
      // with the steps of the cases merged into it (each names its case: `caseId`)
      const [{ caseHistoryItems }, { caseStepView }] = await Promise.all([offered(), viewing()]);
      const data = (await caseHistoryItems(c.get("customerId"), found)).map(caseStepView);
      return c.json({ data, total: data.length }, 200);
    },
  )
  .openapi(
    secured({
      ...caseChange,
      method: "post",
      path: "/{id}/steps",
      tags: tags.cases,
      summary:
        "Run a step on the case (one the law allows now: 422 on stepId with the reason otherwise). Outside the sending windows the letter is planned for the next one. Uses one send by e-mail, half by post ('Not enough sends'). Idempotency-Key makes a repeat answer the first run (200)",
      request: { headers: IdempotencyHeaders, params: idParam, body: jsonBody(RunStepInput) },
      responses: startedOrFound(CaseStepMessage),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const key = c.req.valid("header")["idempotency-key"];
      const body = c.req.valid("json");
      const request = key ? { key, method: "POST", path: `/cases/${id}/steps`, body } : undefined;
      const lang = c.get("lang");
      const { runStep } = await running();
      const { step, created } = await runStep(
        c.get("customerId"),
        id,
        body,
        { userId: c.get("actor").userId },
        { request },
      );
      const name = lang === "no" ? step.nameNo : step.nameEn;
      const message =
        step.status === "planned"
          ? t(lang, "steps.planned", { name, caseNumber: id, at: osloDateTime(step.plannedSendAt) })
          : t(lang, "steps.run", { name, caseNumber: id });
      const { caseStepView } = await viewing();
      const answer = { message, data: caseStepView(step) };
      return created ? c.json(answer, 201) : c.json(answer, 200);
    },
  );
