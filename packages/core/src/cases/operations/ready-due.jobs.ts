import { z } from "zod";
import { defineJob } from "../../jobs/define";

/**
 * `cases.ready-due` (schedule `ready-due-cases`, daily): moves every waiting case whose due date has passed to
 * ready (ready-due.ts `readyDueCases`). Keyed by the occurrence: a schedule that fires twice runs once; a run
 * missed is caught up by the next, as every waiting case due before today is read.
 */
export const readyDueCasesJob = defineJob({
  type: "cases.ready-due",
  schema: z.object({ at: z.string().max(40) }),
  key: (p) => p.at,
  load: async () => {
    const { readyDueCases } = await import("./ready-due");
    return async () => {
      await readyDueCases();
    };
  },
});
