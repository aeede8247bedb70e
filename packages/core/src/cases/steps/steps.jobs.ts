import { z } from "zod";
import { defineJob } from "../../jobs/define";

/**
 * `cases.queue-planned-letters` (schedule `queue-planned-letters`, every 15 minutes): queues the letters of the
 * steps planned for a sending window that has opened, and the letters of no step that waited for it (sweep.ts). Keyed by the occurrence: a schedule that fires
 * twice runs once.
 */
export const queuePlannedLettersJob = defineJob({
  type: "cases.queue-planned-letters",
  schema: z.object({ at: z.string().max(40) }),
  key: (p) => p.at,
  load: async () => {
    const { queuePlannedLetters, queueWaitingLetters } = await import("./sweep");
    return async () => {
      await queuePlannedLetters();
      // the letters of no step (a down-payment plan's) that waited for the window too (security-review-2 G3)
      await queueWaitingLetters();
    };
  },
});
