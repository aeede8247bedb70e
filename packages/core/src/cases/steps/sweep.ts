import "../entities"; // registers the entities named here
import "../../letters/entities"; // registers the entities named here (waitingLetter)
import { queueLetter, type RenderLetter } from "../../letters/letter-queue";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { getCaseItem } from "../store";
import type { CaseStatus } from "../vocabulary";
import { queueIfDue } from "./run";

/**
 * A case in one of these statuses sends no letter (issue 11): closed or merged, its planned letter is void and leaves
 * the planned partition unsent; paused, it stays planned (a pause is refused while a letter waits, cases/operations/
 * pause.ts, so this only guards a race).
 */
const SILENT: readonly CaseStatus[] = ["closed", "merged"];

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
    const c = await getCaseItem(step.customerId, step.caseId);
    if (c && SILENT.includes(c.status)) {
      await db()
        .entities.caseStep.patch({ customerId: step.customerId, caseId: step.caseId, runId: step.runId })
        .set({ sweep: "done" })
        .go();
      continue;
    }
    if (c?.status === "paused") continue;
    const after = await queueIfDue(step, now);
    if (after.status === "queued") queued++;
  }
  return { queued };
}

/**
 * The letters of no step that waited for the sending window (render-letter.ts `waitForWindow`; security-review-2 G3:
 * a down-payment plan's letter agreed at night or on a Sunday) whose time has come: each queued once more (its job
 * keyed by its `attempt`) and its item removed; on a closed or merged case removed unsent, on a paused one left.
 */
export async function queueWaitingLetters(now: Date = Clock.now()): Promise<{ queued: number }> {
  const { data } = await db()
    .entities.waitingLetter.query.byTime({ listed: "waiting-letters" })
    .lte({ plannedSendAt: now.getTime() })
    .go({ limit: MAX_PER_SWEEP });
  let queued = 0;
  for (const w of data) {
    const c = await getCaseItem(w.customerId, w.caseId);
    if (c?.status === "paused") continue;
    if (!c || !SILENT.includes(c.status)) {
      await queueLetter(w.letter as RenderLetter);
      queued++;
    }
    await db().entities.waitingLetter.delete({ customerId: w.customerId, caseId: w.caseId, letterId: w.letterId }).go();
  }
  return { queued };
}
