import { z } from "zod";
import { defineJob } from "../../jobs/define";

/**
 * `cases.queue-planned-letters` (schedule `queue-planned-letters`, every 15 minutes): queues the letters of the
 * steps planned for a sending window that has opened (sweep.ts). Keyed by the occurrence: a schedule that fires
 * twice runs once.
 */
export const queuePlannedLettersJob = defineJob({
  type: "cases.queue-planned-letters",
  schema: z.object({ at: z.string().max(40) }),
  key: (p) => p.at,
  load: async () => {
    const { queuePlannedLetters } = await import("./sweep");
    return async () => {
      await queuePlannedLetters();
    };
  },
});
