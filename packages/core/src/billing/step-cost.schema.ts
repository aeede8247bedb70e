import { z } from "zod";
import { STEP_KINDS } from "../law/vocabulary";
import { defineFieldResource, MAX_PRICE_ORE } from "../resource/field-resource";

/**
 * A customer's own price of a step (SPEC 1 `customer-step-costs`; issue 19), from a day on. The price of a step for
 * a customer (`GET /v1/step-cost`, step-cost.ts) is its own price in force that day (the latest `fromDate` on or
 * before it), else the per-send price of its plan.
 */
export const CustomerStepCostResource = defineFieldResource({
  name: "customer-step-costs",
  fields: {
    customerId: { kind: "ref", to: "customers", column: true, filter: true },
    stepKind: { kind: "enum", values: STEP_KINDS, column: true, filter: true },
    priceOre: { kind: "money", max: MAX_PRICE_ORE, column: true },
    fromDate: { kind: "date", column: true },
  },
  sortable: ["fromDate", "priceOre"],
  defaultDesc: true,
  access: { read: "admin", write: "admin" },
  nav: { group: "billing", label: "nav.customerStepCosts" },
});

/** GET /v1/step-cost: the customer, the step kind, and (until customers have plans) the plan to fall back on. */
export const StepCostQuery = z.object({
  customerId: z.string().trim().min(1, { error: "validation.required" }).max(40, { error: "validation.tooLong" }),
  stepKind: z.enum(STEP_KINDS, { error: "validation.oneOf" }),
  planId: z.string().trim().min(1).max(40, { error: "validation.tooLong" }).optional(),
});

export const StepCostView = z.object({
  priceOre: z.number(),
  /** Where the price comes from: the customer's own (from `fromDate`) or its plan's per-send price. */
  source: z.enum(["customer", "plan"]),
  fromDate: z.string().nullable(),
  planId: z.string().nullable(),
});
export type StepCostView = z.infer<typeof StepCostView>;
