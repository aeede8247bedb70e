import { stepCostFor } from "@innfri/core/billing/step-cost";
import { StepCostQuery, StepCostView } from "@innfri/core/billing/step-cost.schema";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";

/** GET /v1/step-cost (SPEC 7): what a step costs a customer today (core billing/step-cost.ts). */
export const stepCost = router().openapi(
  secured({
    method: "get",
    path: "/",
    tags: ["customer-step-costs"],
    role: "admin",
    summary:
      "Admin: the price of a step kind for a customer today: its own price in force, else the per-send price of the plan named (or of the starter plan)",
    request: { query: StepCostQuery },
    responses: responses(StepCostView),
  }),
  async (c) => c.json(await stepCostFor(c.req.valid("query")), 200),
);
