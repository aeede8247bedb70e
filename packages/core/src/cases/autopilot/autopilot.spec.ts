import { z } from "zod";
import { jobSpec } from "../../jobs/define";

/** One page of a customer's evening run of the full auto-pilot (run.ts `runAutopilotPage`). */
export const AutopilotPage = z.object({
  customerId: z.string().min(1).max(40),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  page: z.number().int().min(0).max(100_000),
  cursor: z.string().max(2000).optional(),
});
export type AutopilotPage = z.infer<typeof AutopilotPage>;

/** Keyed by customer, day and page: a page queued twice (a retry, two schedules at once) runs once. */
export const autopilotPageJob = jobSpec({
  type: "cases.autopilot-page",
  schema: AutopilotPage,
  key: (p) => `${p.customerId}#${p.day}#${p.page}`,
});
