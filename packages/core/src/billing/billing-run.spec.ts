import { z } from "zod";
import { BILLING_PERIODS } from "./billing-schedule.schema";
import { jobSpec } from "../jobs/define";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * `billing.invoice-customer`: one customer's invoice of one schedule's period (billing-run.ts `billCustomer`), an
 * item of a run's batch. Its spec apart from its handler (jobs/define.ts `jobSpec`): the run that queues it does not
 * bundle the PDF rendering.
 */
export const billCustomerJob = jobSpec({
  type: "billing.invoice-customer",
  schema: z.object({
    scheduleId: z.string().min(1).max(40),
    customerId: z.string().min(1).max(40),
    kind: z.enum(BILLING_PERIODS),
    from: day,
    to: day,
  }),
});
