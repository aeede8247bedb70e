import "@innfri/core/i18n/purchases"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import {
  ChangePlanInput,
  CustomerPlansQuery,
  CustomerPlansReportInput,
  PartnerAgreementInput,
} from "@innfri/core/billing/customer-plan-rules";
import { t } from "@innfri/core/i18n/messages";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { listOf, MessageResponse, responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";

/**
 * Staff's side of customers' plans (issue 19; core billing/customer-plans.ts, docs/billing.md "Staff: customers'
 * plans"). SPEC 6: sales keeps manage customer plans, so every route is `staff` (admin, superadmin, sales); a
 * customer's own user gets 403 (the role is on the user's type). In the accounts function beside buying; its rules
 * load on first use (the cold start stays under 1 MB).
 */
const tags = ["customer-plans"];
const staffPlans = () => import("@innfri/core/billing/customer-plans");
const customerParam = z.object({ id: z.string().min(1).max(64) });

const CustomerPlanRow = z.object({ customerId: z.string() }).passthrough().openapi("CustomerPlanRow");
const PartnerAgreement = z
  .object({ startDate: z.string(), monthlyFeeOre: z.number().int().nullable() })
  .nullable()
  .openapi("PartnerAgreement");

/** /customers/{id}/plan and /customers/{id}/partner-agreement: staff set them. */
export const customerPlanChanges = router()
  .openapi(
    secured({
      role: "staff",
      method: "put",
      path: "/{id}/plan",
      tags,
      summary:
        "Staff: set the customer's plan (any plan) from `from` (default today) with a reason: a purchase of the plan at its price (or `free`), its units credited, a plan without carry forward's units lapse",
      request: { params: customerParam, body: jsonBody(ChangePlanInput) },
      responses: responses(z.object({ message: z.string(), data: z.object({}).passthrough() })),
    }),
    async (c) => {
      const res = await (
        await staffPlans()
      ).changePlan(c.req.valid("param").id, c.req.valid("json"), commandActor(c, 200));
      const plan = c.get("lang") === "en" ? res.plan.nameEn : res.plan.nameNo;
      return c.json({ message: t(c.get("lang"), "customerPlans.changed", { plan }), data: res.purchase }, 200);
    },
  )
  .openapi(
    secured({
      role: "staff",
      method: "put",
      path: "/{id}/partner-agreement",
      tags,
      summary:
        "Staff: the customer's partner agreement (SPEC 9): start date and an agreed monthly fee ex. VAT (null: NOK 199, the dated figure)",
      request: { params: customerParam, body: jsonBody(PartnerAgreementInput) },
      responses: responses(z.object({ message: z.string(), data: PartnerAgreement })),
    }),
    async (c) => {
      const data = await (
        await staffPlans()
      ).setPartnerAgreement(c.req.valid("param").id, c.req.valid("json"), commandActor(c, 200));
      return c.json({ message: t(c.get("lang"), "customerPlans.partnerSaved"), data }, 200);
    },
  );

/** GET /customer-plans and POST /customer-plans/get-report: the staff list and its CSV. */
export const customerPlansList = router()
  .openapi(
    secured({
      role: "staff",
      method: "get",
      path: "/",
      tags,
      summary:
        "Staff: customers with their current plan (from, until), units left, last purchase and partner agreement; one customer with `customerId`; `expand=plan` embeds the plan",
      request: { query: CustomerPlansQuery },
      responses: responses(listOf(CustomerPlanRow)),
    }),
    async (c) => c.json(await (await staffPlans()).listCustomerPlans(c.req.valid("query")), 200),
  )
  .openapi(
    secured({
      role: "staff",
      method: "post",
      path: "/get-report",
      tags,
      summary:
        "Staff: every customer's plan, or those of `search`, as CSV (UTF-8 with BOM, semicolons, headers in the caller's language)",
      request: { body: jsonBody(CustomerPlansReportInput) },
      responses: {
        200: { description: "CSV", content: { "text/csv": { schema: z.string() } } },
        403: responses(MessageResponse)[403],
        422: responses(MessageResponse)[422],
      },
    }),
    async (c) => {
      const { filename, csv } = await (await staffPlans()).customerPlansReport(c.req.valid("json"), c.get("lang"));
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
      }) as never;
    },
  );
