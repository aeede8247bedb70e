import { z } from "zod";
import { defineJob } from "../../jobs/define";
import { readyDueCustomerJob as customerSpec } from "./ready-due.spec";

/**
 * `cases.ready-due` (schedule `ready-due-cases`, daily): queues a `cases.ready-due-customer` job for every customer
 * with waiting cases (ready-due.ts `readyDueCases`). Keyed by the occurrence: a schedule that fires twice runs once;
 * a run missed is caught up by the next, as every waiting case due before that day is read.
 */
export const readyDueCasesJob = defineJob({
  type: "cases.ready-due",
  schema: z.object({ at: z.string().max(40) }),
  key: (p) => p.at,
  load: async () => {
    const [{ readyDueCases }, { osloDate }] = await Promise.all([
      import("./ready-due"),
      import("../steps/oslo-time"),
    ]);
    // the occurrence's day in Oslo (a job that waited keeps its day)
    return async (p) => {
      await readyDueCases(osloDate(Date.parse(p.at)));
    };
  },
});

/** `cases.ready-due-customer`: one customer's waiting cases due before the day turn ready (`readyDueCustomer`). */
export const readyDueCustomerJob = defineJob({
  ...customerSpec,
  load: async () => {
    const { readyDueCustomer } = await import("./ready-due");
    return async (p) => {
      await readyDueCustomer(p.customerId, p.day);
    };
  },
});
