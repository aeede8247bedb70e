import { Entity } from "electrodb";
import { gsiKey, primaryKey, SERVICE, timestamps } from "../../dynamo/keys";

export const PLAN_STATES = ["active", "cancelled"] as const;
export type PlanState = (typeof PLAN_STATES)[number];

/**
 * A case's down-payment plan (issue 11, docs/case-operations.md "Down-payment plans"): one item per case, the
 * plan in force or the last one cancelled; a new plan replaces it (its history is the case's events). Written in
 * the transaction of the case change and event it goes with (`plans.ts`). The instalments are not stored: they
 * follow from the amounts and the first date (`plan-rules.ts planSchedule`), and their state from what the case's
 * `paidOre` has grown by since `paidAtStartOre`.
 */
export const CasePlanEntity = new Entity({
  model: { entity: "case-plan", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    caseId: { type: "string", required: true },
    /** The case number zero-padded (cases/case-rules.ts `caseKeyOf`): the active plans list in case order. */
    caseKey: { type: "string", required: true },
    /** A ULID per plan agreed; the plan letter's id. */
    planId: { type: "string", required: true },
    state: { type: PLAN_STATES, required: true },
    agreedOre: { type: "number", required: true },
    monthlyOre: { type: "number", required: true },
    instalments: { type: "number", required: true },
    firstPaymentDate: { type: "string", required: true },
    calculateInterest: { type: "boolean", required: true },
    /** The case's paidOre when the plan was agreed (read at the version the plan's transaction is conditioned on). */
    paidAtStartOre: { type: "number", required: true },
    /** Principal plus fees less paid when agreed: the least the agreed amount could be (SPEC 5). */
    owedAtStartOre: { type: "number", required: true },
    agreedBy: { type: "string", required: true },
    agreedByName: { type: "string" },
    agreedAt: { type: "number", required: true },
    cancelledAt: { type: "number" },
    cancelledBy: { type: "string" },
    ...timestamps,
  },
  indexes: {
    byCase: primaryKey(["customerId", "caseId"]),
    // the dashboard's notice: the customer's active plans, each checked for missed instalments on read
    byState: gsiKey("gsi1", ["customerId", "state"], ["caseKey"]),
  },
});
