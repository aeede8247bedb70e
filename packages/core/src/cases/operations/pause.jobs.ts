import { z } from "zod";
import { defineJob } from "../../jobs/define";

/**
 * `cases.resume-paused` (schedule `resume-paused-cases`, hourly): resumes every paused case whose reactivation date
 * has come (pause.ts `resumeDueCases`). Keyed by the occurrence: a schedule that fires twice runs once; a run missed
 * is caught up by the next, as the Query takes every pause due up to today.
 */
export const resumePausedCasesJob = defineJob({
  type: "cases.resume-paused",
  schema: z.object({ at: z.string().max(40) }),
  key: (p) => p.at,
  load: async () => {
    const { resumeDueCases } = await import("./pause");
    return async () => {
      await resumeDueCases();
    };
  },
});
