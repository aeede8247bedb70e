import { z } from "zod";
import { jobSpec } from "../jobs/define";

/** One customer's synchronisation of one day (sync.ts `synchronizeCustomer`): keyed by customer and day. */
export const syncCustomerJob = jobSpec({
  type: "company-register.sync-customer",
  schema: z.object({ customerId: z.string().min(1).max(40), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  key: (p) => `${p.customerId}#${p.day}`,
});
