import { z } from "zod";
import { defineJob } from "../jobs/define";
import { notifyCustomerJob as spec } from "./notifications.spec";

/** `notifications.customer`: one customer's notifications of a day (send.ts `notifyCustomer`). */
export const notifyCustomerJob = defineJob({
  ...spec,
  load: async () => {
    const { notifyCustomer } = await import("./send");
    return async (p) => {
      await notifyCustomer(p.customerId, p.day);
    };
  },
});

/**
 * `notifications.daily` (schedule `notifications`, 07:00 Oslo time): a keyed job per customer for the occurrence's
 * day (send.ts `startNotifications`). Keyed by the occurrence.
 */
export const notificationsDailyJob = defineJob({
  type: "notifications.daily",
  schema: z.object({ at: z.string().max(40) }),
  key: (p) => p.at,
  load: async () => {
    const [{ startNotifications }, { osloDate }] = await Promise.all([
      import("./send"),
      import("../cases/steps/oslo-time"),
    ]);
    return async (p) => {
      await startNotifications(osloDate(Date.parse(p.at)));
    };
  },
});
