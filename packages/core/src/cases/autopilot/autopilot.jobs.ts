import { z } from "zod";
import { defineJob } from "../../jobs/define";
import { autopilotPageJob as spec } from "./autopilot.spec";

/** `cases.autopilot-page`: one page of a customer's evening run (run.ts `runAutopilotPage`). */
export const autopilotPageJob = defineJob({
  ...spec,
  load: async () => {
    const { runAutopilotPage } = await import("./run");
    return async (p) => {
      await runAutopilotPage(p);
    };
  },
});

/**
 * `cases.autopilot` (schedule `autopilot`, 19:00 Oslo time): a page-0 job for every customer on full-auto whose start
 * date has come (run.ts `startAutopilotRun`). Keyed by the occurrence; the pages are keyed by customer and day.
 */
export const autopilotRunJob = defineJob({
  type: "cases.autopilot",
  schema: z.object({ at: z.string().max(40) }),
  key: (p) => p.at,
  load: async () => {
    const [{ startAutopilotRun }, { osloDate }] = await Promise.all([import("./run"), import("../steps/oslo-time")]);
    // the occurrence's day in Oslo, so a job that waited past midnight still runs that evening's day
    return async (p) => {
      await startAutopilotRun(osloDate(Date.parse(p.at)));
    };
  },
});
