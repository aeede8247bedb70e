import { z } from "zod";
import { defineJob } from "../jobs/define";
import { billCustomerJob } from "./billing-run.spec";

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
