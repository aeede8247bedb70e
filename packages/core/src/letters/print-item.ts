import "./print-queue.entity"; // registers the entities named here
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { letterModelKey, letterPdfKey } from "./letter-keys";

/**
 * A letter into the print queue (docs/letters.md "Print queue"): what the render job and a command that posts a
 * letter import. Queueing reports nothing (the letter's context hears of it as rendered); moving a letter on does
 * (print-queue.ts, through the letter hooks).
 */

/** The entities of a transaction (dynamo/db.ts), for a command that joins a print item to its own transaction. */
type TxEntities = Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0];

/** A rendered letter to post: its print item is keyed by the letter, so it is queued at most once. */
export interface LetterToPrint {
  customerId: string;
  caseId: string;
  letterId: string;
  caseNumber: string;
  debtorName: string;
}

const printItem = (letter: LetterToPrint) => ({
  ...letter,
  pdfKey: letterPdfKey(letter.customerId, letter.caseId, letter.letterId),
  modelKey: letterModelKey(letter.customerId, letter.caseId, letter.letterId),
  queuedAt: Clock.nowMs(),
});

/**
 * The print item of a letter as a transaction item, for a command that queues a letter together with what it
 * costs (cases/documents/post-letter.ts). A create: the transaction is cancelled when the letter is queued already.
 */
export const queueForPrintItem = (e: Pick<TxEntities, "printLetter">, letter: LetterToPrint) =>
  e.printLetter.create(printItem(letter)).commit();

/** Puts a rendered letter in the queue; a second call for the same letter changes nothing (the job may rerun). */
export async function queueForPrint(letter: LetterToPrint): Promise<void> {
  try {
    await db().entities.printLetter.create(printItem(letter)).go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}
