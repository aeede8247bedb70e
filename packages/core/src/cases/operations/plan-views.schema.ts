import { z } from "zod";
import { INSTALMENT_STATES } from "./plan-rules";

/**
 * What the down-payment plan routes answer (plain zod, no AWS): the API declares its responses with these, the web
 * infers its types from them. Amounts øre, dates `YYYY-MM-DD`, times epoch ms. Shapes only grow.
 */

export const PlanInstalment = z
  .object({
    number: z.number().int(),
    dueDate: z.string(),
    amountOre: z.number().int(),
    /** What the payments since the plan began cover of it (oldest instalment first). */
    coveredOre: z.number().int(),
    state: z.enum(INSTALMENT_STATES),
    /** Not covered after this day, it is missed. */
    missedAfter: z.string(),
  })
  .meta({ id: "PlanInstalment" });

/** GET /cases/{id}/down-payment-plan: the case's active plan, its instalments and their state today. */
export const DownPaymentPlanView = z
  .object({
    caseId: z.string(),
    planId: z.string(),
    /** The plan letter's id (its PDF on the documents tab). */
    letterId: z.string(),
    agreedOre: z.number().int(),
    monthlyOre: z.number().int(),
    instalmentCount: z.number().int(),
    firstPaymentDate: z.string(),
    calculateInterest: z.boolean(),
    /** Principal plus fees less paid when the plan was agreed. */
    owedAtStartOre: z.number().int(),
    /** Paid on the case since the plan was agreed (its paidOre then and now). */
    paidSinceOre: z.number().int(),
    /** The agreed amount not yet paid. */
    remainingOre: z.number().int(),
    /** Instalments missed today. */
    missed: z.number().int(),
    /** Every instalment covered. */
    completed: z.boolean(),
    /** The first instalment not covered, null when all are. */
    next: PlanInstalment.nullable(),
    missedAfterDays: z.number().int(),
    agreedAt: z.number(),
    agreedByName: z.string().nullable(),
    instalments: z.array(PlanInstalment),
  })
  .meta({ id: "DownPaymentPlan" });

export const DownPaymentPlanMessage = z
  .object({ message: z.string(), data: DownPaymentPlanView })
  .meta({ id: "DownPaymentPlanMessage" });

/** A running case whose plan has a missed instalment (the dashboard's notice). */
export const MissedPlan = z
  .object({
    caseId: z.string(),
    caseNumber: z.number().int(),
    debtorName: z.string(),
    missed: z.number().int(),
    /** The oldest instalment not covered. */
    dueDate: z.string(),
    remainingOre: z.number().int(),
  })
  .meta({ id: "MissedPlan" });

/** GET /cases/down-payment-plans/missed. `checked`: the active plans looked at (at most MAX_PLANS_CHECKED). */
export const MissedPlanList = z
  .object({ data: z.array(MissedPlan), total: z.number().int(), checked: z.number().int() })
  .meta({ id: "MissedPlanList" });

export type PlanInstalmentView = z.infer<typeof PlanInstalment>;
export type DownPaymentPlanViewType = z.infer<typeof DownPaymentPlanView>;
export type MissedPlanView = z.infer<typeof MissedPlan>;
export type MissedPlanListView = z.infer<typeof MissedPlanList>;
