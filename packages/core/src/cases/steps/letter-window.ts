import "../entities"; // registers the entities named here (caseStep)
import { db } from "../../dynamo/db";
import { isConditionFailure } from "../../dynamo/errors";
import type { HeldLetter, LetterRef } from "../../letters/letter-hooks";
import type { RenderLetter } from "../../letters/letter-queue";
import { notePlannedLetter } from "./planned-letters";

/**
 * A step's letter and the sending window (docs/letters.md "Sending window"): what the letters' hooks mean for the
 * step whose letter it is (the letter's id is the step run's id). Registered by cases/letter-hooks.ts.
 */

/**
 * "Letter held" (its job ran outside the sending window): its step is planned again for the next opening, with the
 * letter dated for the day it will then be sent and the step's deadline moved with it (never earlier); the release
 * (sweep.ts) queues it then. Answers whether the letter is a step's: a letter of no step is not the case's to plan.
 */
export async function holdStepLetter(p: RenderLetter, next: HeldLetter): Promise<boolean> {
  const key = { customerId: p.customerId, caseId: p.caseId, runId: p.letterId };
  const step = (await db().entities.caseStep.get(key).go({ consistent: true })).data;
  if (!step) return false;
  if (step.status !== "queued") return true; // planned again already (a rerun), or reverted: nothing to send now
  await notePlannedLetter(p.customerId, next.plannedSendAt); // the customer's release finds it (sweep.ts)
  const { deadline } = next;
  try {
    await db()
      .entities.caseStep.patch(key)
      .set({
        status: "planned",
        sweep: "planned",
        plannedSendAt: next.plannedSendAt,
        letter: next.letter,
        ...(next.changed && deadline && deadline > (step.deadlineDate ?? "") ? { deadlineDate: deadline } : {}),
      })
      .where((a, { eq }) => eq(a.status, "queued"))
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
  return true;
}

/** "Letter redated" (the print batch dated a posted letter again): its step gives `deadline`, never an earlier one. */
export async function moveStepDeadline(l: LetterRef, deadline: string): Promise<void> {
  try {
    await db()
      .entities.caseStep.patch({ customerId: l.customerId, caseId: l.caseId, runId: l.letterId })
      .set({ deadlineDate: deadline })
      .where((a, { lt, notExists }) => `${notExists(a.deadlineDate)} OR ${lt(a.deadlineDate, deadline)}`)
      .go();
  } catch (err) {
    // a letter of no step (a plan's letter), or a step already given this deadline
    if (!isConditionFailure(err)) throw err;
  }
}
