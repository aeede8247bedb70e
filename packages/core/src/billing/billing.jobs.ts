import { z } from "zod";
import { defineJob } from "../jobs/define";
import { billCustomerJob } from "./billing-run.spec";
import { planEndJob } from "./plan-end.spec";

/** The billing run's jobs (billing-run.ts; docs/billing.md "The billing run"). */
export const invoiceCustomerJob = defineJob({
  ...billCustomerJob,
  load: async () => {
    const { billCustomer } = await import("./billing-run");
    return async (p) => {
      await billCustomer(p);
    };
  },
});

/**
 * `billing.run` (schedule `billing-run`, daily): starts the run of every active billing schedule whose day of issue
 * is today (`runDueBilling`). Keyed by the occurrence; a run started twice for one period queues nothing new.
 */
export const runDueBillingJob = defineJob({
  type: "billing.run",
  schema: z.object({ at: z.string().max(40) }),
  key: (p) => p.at,
  load: async () => {
    const { runDueBilling } = await import("./billing-run-start");
    return async () => {
      await runDueBilling();
    };
  },
});

/** `billing.plan-end`: one customer's plan end (plan-ends.ts `settlePlanEnd`: renew, end or lapse expired units). */
export const planEndCustomerJob = defineJob({
  ...planEndJob,
  load: async () => {
    const { settlePlanEnd } = await import("./plan-ends");
    return async (p) => {
      await settlePlanEnd(p.customerId, p.day);
    };
  },
});

/**
 * `billing.plan-ends` (schedule `plan-ends`, daily): queues a `billing.plan-end` job for every customer whose plan
 * has something due (plan-ends.ts `startPlanEnds`). Keyed by the occurrence; a day missed is caught up by the next,
 * as every plan due by today is found.
 */
export const runPlanEndsJob = defineJob({
  type: "billing.plan-ends",
  schema: z.object({ at: z.string().max(40) }),
  key: (p) => p.at,
  load: async () => {
    const { startPlanEnds } = await import("./plan-ends");
    return async () => {
      await startPlanEnds();
    };
  },
});
