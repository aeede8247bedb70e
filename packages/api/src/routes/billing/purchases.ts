import "@innfri/core/i18n/purchases"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import { ChoosePlanInput, TopUpInput, withVat } from "@innfri/core/billing/purchase-rules";
import { listCustomerInvoices } from "@innfri/core/billing/invoices/invoice-store";
import { t } from "@innfri/core/i18n/messages";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { IdempotencyHeaders, responses, startedOrFound } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";

/**
 * Buying (issue 19; core billing/purchase.ts, docs/billing.md "Buying"), for the customer loaded in the session.
 * SPEC 6: the plan tab and what it reads for admin, superadmin, owner or `viewPlan` (`customer:viewPlan`); buying
 * needs `edit_plan` (`customer:editPlan`). Prices are ex. VAT with the price incl. 25 % VAT beside them (SPEC 9).
 */
const tags = ["customer-plans"];
/** Buying's rules load on first use: the accounts function's cold start stays under its 1 MB (stacks.test.ts). */
const buying = () => import("@innfri/core/billing/purchase");
const planReading = () => import("@innfri/core/billing/current-plan");
const view = { role: "customer:viewPlan", customer: "session" } as const;
const buy = { role: "customer:editPlan", customer: "session" } as const;

const Line = z.object({
  description: z.object({ no: z.string(), en: z.string() }),
  quantity: z.number().int(),
  unitPriceOre: z.number().int(),
  discountOre: z.number().int(),
});
const Purchase = z
  .object({
    purchaseId: z.string(),
    kind: z.enum(["plan", "top-up"]),
    day: z.string(),
    planId: z.string(),
    lines: z.array(Line),
    netOre: z.number().int(),
    vatOre: z.number().int(),
    totalOre: z.number().int(),
    units: z.object({ cases: z.number(), sends: z.number(), creditChecks: z.number() }),
    couponId: z.string().nullable(),
  })
  .openapi("Purchase");
const PurchaseMessage = z.object({ message: z.string(), data: Purchase });
const AvailablePlan = z
  .object({ id: z.string(), priceOre: z.number().int(), priceWithVatOre: z.number().int() })
  .passthrough()
  .openapi("AvailablePlan");
const CurrentPlan = z.object({}).passthrough().openapi("CurrentPlan");

const keyed = (
  c: { req: { valid(k: "header"): { "idempotency-key"?: string | undefined } } },
  path: string,
  body: unknown,
) => {
  const key = c.req.valid("header")["idempotency-key"];
  return key ? { key, method: "POST", path, body } : undefined;
};

/** GET /plans/available: the plans the customer may choose (its user group's). */
export const availablePlansRoute = router().openapi(
  secured({
    ...view,
    method: "get",
    path: "/",
    tags,
    summary: "The plans of the customer's user group it may choose, prices ex. VAT and with 25 % VAT",
    responses: responses(z.object({ data: z.array(AvailablePlan) })),
  }),
  async (c) => {
    const data = (await (await planReading()).availablePlans(c.get("customerId"))).map((p) => ({
      ...p,
      priceWithVatOre: withVat(p.priceOre),
    }));
    return c.json({ data }, 200);
  },
);

/** /customer-plans: the current plan (the settings plan tab) and choosing one. */
export const customerPlans = router()
  .openapi(
    secured({
      ...view,
      method: "get",
      path: "/current",
      tags,
      summary:
        "The customer's plan: which, until when, carry forward, expiry, units left, the free users and the yearly per-user price beyond them, and our invoices",
      responses: responses(CurrentPlan),
    }),
    async (c) => {
      const customerId = c.get("customerId");
      const [now, invoices] = await Promise.all([
        planReading().then((r) => r.currentPlan(customerId)),
        listCustomerInvoices(customerId, { page: 1, rowsPerPage: 25 }),
      ]);
      return c.json({ ...now, invoices: invoices.data }, 200);
    },
  )
  .openapi(
    secured({
      ...buy,
      method: "post",
      path: "/",
      tags,
      summary:
        "Choose (buy) a plan: the current plan from today for its duration, its units credited; the free starter plan once. Idempotency-Key makes a repeat answer the first (200)",
      request: { headers: IdempotencyHeaders, body: jsonBody(ChoosePlanInput) },
      responses: startedOrFound(PurchaseMessage),
    }),
    async (c) => {
      const body = c.req.valid("json");
      const res = await (
        await buying()
      ).buyPlan(c.get("customerId"), body, commandActor(c, 201), keyed(c, "/customer-plans", body));
      const bought = await (await import("@innfri/core/billing/plan-stores")).plans.get(res.purchase.planId);
      const plan = c.get("lang") === "en" ? bought.nameEn : bought.nameNo;
      const answer = { message: t(c.get("lang"), "purchase.planBought", { plan }), data: res.purchase };
      return res.created ? c.json(answer, 201) : c.json(answer, 200);
    },
  );

/** POST /top-ups: cases, sends and credit checks at the plan's top-up prices. */
export const topUps = router().openapi(
  secured({
    ...buy,
    method: "post",
    path: "/",
    tags,
    summary:
      "Buy cases, sends and credit checks (each 0..10 000) at the plan's top-up prices, with an optional coupon; refused with an overdue invoice of ours. Idempotency-Key makes a repeat answer the first (200)",
    request: { headers: IdempotencyHeaders, body: jsonBody(TopUpInput) },
    responses: startedOrFound(PurchaseMessage),
  }),
  async (c) => {
    const body = c.req.valid("json");
    const res = await (
      await buying()
    ).topUp(c.get("customerId"), body, commandActor(c, 201), keyed(c, "/top-ups", body));
    const answer = { message: t(c.get("lang"), "purchase.toppedUp"), data: res.purchase };
    return res.created ? c.json(answer, 201) : c.json(answer, 200);
  },
);
