import { z } from "zod";
import { jobSpec } from "../../jobs/define";

/** One customer's waiting cases turning ready on a day (ready-due.ts `readyDueCustomer`). */
export const ReadyDueCustomer = z.object({
  customerId: z.string().min(1).max(40),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** Keyed by customer and day: queued twice (two schedules at once, a retry of the fan-out), it runs once. */
export const readyDueCustomerJob = jobSpec({
  type: "cases.ready-due-customer",
  schema: ReadyDueCustomer,
  key: (p) => `${p.customerId}#${p.day}`,
});
