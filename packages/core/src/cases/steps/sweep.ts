import "../entities"; // registers the entities named here
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { queueIfDue } from "./run";

/** Most planned letters queued by one sweep; the rest go 15 minutes later. */
const MAX_PER_SWEEP = 500;

/**
 * The letters planned outside the sending windows whose time has come (issue 10 "what falls outside waits for the
 * next window"): one Query of the planned partition up to now, each queued once (the render job is keyed by the
 * letter, and the step is marked queued conditioned on planned), so a sweep run twice queues each letter once.
 */
export async function queuePlannedLetters(now: Date = Clock.now()): Promise<{ queued: number }> {
  const { data } = await db()
    .entities.caseStep.query.bySweep({ sweep: "planned" })
    .lte({ plannedSendAt: now.getTime() })
    .go({ limit: MAX_PER_SWEEP });
  let queued = 0;
  for (const step of data) {
    const after = await queueIfDue(step, now);
    if (after.status === "queued") queued++;
  }
  return { queued };
}
