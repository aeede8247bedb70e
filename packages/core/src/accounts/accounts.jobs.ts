import { z } from "zod";
import { defineJob } from "../jobs/define";

/** Scheduled daily (schedules.ts): removes registrations not activated within 7 days. */
export const expireRegistrationsJob = defineJob({
  type: "accounts.expire-registrations",
  /** `at`: the schedule's occurrence (an ISO time); one occurrence runs once, however often it fires. */
  schema: z.object({ at: z.string().max(40) }),
  key: (p) => p.at,
  load: async () => {
    const { expireRegistrations } = await import("./registrations");
    return async () => {
      await expireRegistrations();
    };
  },
});
