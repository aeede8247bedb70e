import "@innfri/core/i18n/plans"; // registers the texts of the keys named here
import { DownPaymentPlanInput } from "@innfri/core/cases/operations/plan-rules";
import {
  DownPaymentPlanMessage,
  DownPaymentPlanView,
  MissedPlanList,
} from "@innfri/core/cases/operations/plan-views.schema";
import { t } from "@innfri/core/i18n/messages";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { MessageResponse, responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { caseChange, caseRead } from "../cases/access";
import { idParam } from "../cases/schemas";

/**
 * Down-payment plans (issue 11; docs/case-operations.md "Down-payment plans"): agree one on a case (a new POST
 * replaces the active plan), read it with its instalments' state, cancel it (DELETE), and the running cases with a
 * missed instalment (the dashboard's notice). The commands and the plan letter's builder load on first use.
 */
const plans = () => import("@innfri/core/cases/operations/plans");
const tags = ["Cases: down-payment plans"];

export const downPaymentPlanRoutes = router()
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/down-payment-plans/missed",
      tags,
      summary:
        "The running cases whose down-payment plan has an instalment missed today (due more than 7 days ago and not covered by the payments since the plan began), oldest first",
      responses: responses(MissedPlanList),
    }),
    async (c) => {
      const { missedPlans } = await plans();
      return c.json(await missedPlans(c.get("customerId")), 200);
    },
  )
  .openapi(
    secured({
      ...caseChange,
      method: "post",
      path: "/{id}/down-payment-plan",
      tags,
      summary:
        "Agree a down-payment plan (replacing the active one): the agreed amount may not be lower than principal plus fees less paid (SPEC 5); the instalments are the monthly amount, the last the rest (ceil(agreed / monthly) of them, at most 120), monthly from the first payment date. The plan letter is rendered by the letters job",
      request: { params: idParam, body: jsonBody(DownPaymentPlanInput) },
      responses: responses(DownPaymentPlanMessage, "Agreed", 201),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { agreePlan } = await plans();
      const { plan, replaced } = await agreePlan(c.get("customerId"), id, c.req.valid("json"), commandActor(c, 201));
      const message = t(c.get("lang"), replaced ? "plans.replaced" : "plans.agreed", { caseNumber: id });
      return c.json({ message, data: plan }, 201);
    },
  )
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/{id}/down-payment-plan",
      tags,
      summary: "The case's active down-payment plan, its instalments and their state today (paid, due, missed, upcoming)",
      request: { params: idParam },
      responses: responses(DownPaymentPlanView),
    }),
    async (c) => {
      const { readPlan } = await plans();
      return c.json(await readPlan(c.get("customerId"), c.req.valid("param").id), 200);
    },
  )
  .openapi(
    secured({
      ...caseChange,
      method: "delete",
      path: "/{id}/down-payment-plan",
      tags,
      summary: "Cancel the case's active down-payment plan (the case gets a plan-cancelled event)",
      request: { params: idParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { cancelPlan } = await plans();
      await cancelPlan(c.get("customerId"), id, commandActor(c, 200));
      return c.json({ message: t(c.get("lang"), "plans.cancelled", { caseNumber: id }) }, 200);
    },
  );
