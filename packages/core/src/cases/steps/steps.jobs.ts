import { z } from "zod";
import { defineJob } from "../../jobs/define";
import { releasePlannedLettersJob as releaseSpec } from "./release.spec";

/**
 * `cases.queue-planned-letters` (schedule `queue-planned-letters`, every 15 minutes): queues a release job for every
 * customer with a planned letter due (sweep.ts), and the letters of no step that waited for the window. Keyed by the
 * occurrence: a schedule that fires twice runs once.
 */
export const queuePlannedLettersJob = defineJob({
  type: "cases.queue-planned-letters",
  schema: z.object({ at: z.string().max(40) }),
  key: (p) => p.at,
  load: async () => {
    const { queuePlannedLetters, queueWaitingLetters } = await import("./sweep");
    return async (p) => {
      await queuePlannedLetters(p.at);
      // the letters of no step (a down-payment plan's) that waited for the window too (security-review-2 G3)
      await queueWaitingLetters();
    };
  },
});

/** `cases.release-planned-letters`: one page of a customer's due planned letters (sweep.ts `releasePlannedLetters`). */
export const releasePlannedLettersJob = defineJob({
  ...releaseSpec,
  load: async () => {
    const { releasePlannedLetters } = await import("./sweep");
    return async (p) => {
      await releasePlannedLetters(p);
    };
  },
});
