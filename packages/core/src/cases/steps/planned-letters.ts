import "../entities"; // registers the entities named here (plannedLetters)
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { isConditionFailure } from "../../dynamo/errors";

/**
 * Notes that the customer has a letter planned for `dueAt` (docs/letters.md "Planned letters, per customer"): lowers
 * the customer's `planned-letters` item to it and counts the write, BEFORE the step is written, so the sweep finds
 * the customer by the time the letter is due (a crash in between leaves a marker that finds nothing, which is
 * harmless). A single-item write outside the step's transaction: it adds no shared item to the customer's
 * transactions. Mostly one request: the item is already due at or before this letter.
 */
export async function notePlannedLetter(customerId: string, dueAt: number): Promise<void> {
  const marker = db().entities.plannedLetters;
  for (let attempt = 0; attempt < 3; attempt++) {
    const touchedAt = Clock.nowMs();
    try {
      await marker
        .patch({ customerId })
        .set({ touchedAt })
        .add({ touches: 1 })
        .where((a, { lte }) => lte(a.dueAt, dueAt))
        .go({ response: "none" });
      return;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
    try {
      await marker
        .update({ customerId })
        .set({ listed: "planned-letters", dueAt, touchedAt })
        .add({ touches: 1 })
        .where((a, { notExists, gt }) => `${notExists(a.dueAt)} OR ${gt(a.dueAt, dueAt)}`)
        .go({ response: "none" });
      return;
    } catch (err) {
      // another writer lowered it below ours in between: the first form now holds
      if (!isConditionFailure(err)) throw err;
    }
  }
  throw new Error(`planned-letters ${customerId}: could not note ${dueAt}`);
}
