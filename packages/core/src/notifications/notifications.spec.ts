import { z } from "zod";
import { jobSpec } from "../jobs/define";

/** One customer's notifications of one day (send.ts `notifyCustomer`). */
export const NotifyCustomer = z.object({
  customerId: z.string().min(1).max(40),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type NotifyCustomer = z.infer<typeof NotifyCustomer>;

/** Keyed by customer and day: queued twice (a retry, two schedules at once), it runs once. */
export const notifyCustomerJob = jobSpec({
  type: "notifications.customer",
  schema: NotifyCustomer,
  key: (p) => `${p.customerId}#${p.day}`,
});
