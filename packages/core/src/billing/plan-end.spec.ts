import { z } from "zod";
import { jobSpec } from "../jobs/define";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * `billing.plan-end`: one customer's plan end on a day (plan-ends.ts `settlePlanEnd`: renew, end, or lapse expired
 * units), queued by the daily `billing.plan-ends`. Keyed by customer and day: queued twice, run once; and the write
 * itself is conditioned, so a retried job changes nothing twice.
 */
export const planEndJob = jobSpec({
  type: "billing.plan-end",
  schema: z.object({ customerId: z.string().min(1).max(40), day }),
  key: (p) => `${p.customerId}#${p.day}`,
});
