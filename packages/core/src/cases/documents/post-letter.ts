import "./entities"; // registers the entities named here
import "../../letters/print-queue.entity"; // registers the entities named here
import "../../i18n/case-documents"; // registers the texts of the keys named here
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { committed, TransactionCanceledError } from "../../dynamo/transaction";
import { letterModelKey, letterPdfKey } from "../../letters/letter-keys";
import { AppError, fieldError } from "../../util/error";
import { consumeSendItems, failedAt, notEnoughSends } from "../allowances";
import { getCase } from "../store";

/**
 * POST cases/{id}/documents/{letterId}/post (docs/letters.md "Mail status"): a letter already rendered (its mail
 * bounced, or sent by e-mail only) goes to the print queue and is posted. One transaction: the send it costs (post:
 * half a send), the print item (created once), and the document's channels and status; a second call finds the
 * letter posted and is refused, so a double click posts and pays once (the print item is created only if absent).
 */
export async function postLetter(customerId: string, caseId: string, letterId: string, attempt = 1): Promise<void> {
  const c = await getCase(customerId, caseId);
  const id = String(c.caseNumber);
  const doc = (await db().entities.caseDocument.get({ customerId, caseId: id, letterId }).go({ consistent: true })).data;
  if (!doc) throw new AppError("NOT_FOUND", "errors.notFound");
  if (doc.channels.includes("post")) throw fieldError("letterId", "caseDocuments.alreadyPosted");
  try {
    await committed(
      db()
        .transaction.write((e) => [
          ...consumeSendItems(e, customerId, "post"),
          e.printLetter
            .create({
              customerId,
              letterId,
              caseId: id,
              caseNumber: id,
              debtorName: c.debtorName,
              pdfKey: letterPdfKey(customerId, id, letterId),
              modelKey: letterModelKey(customerId, id, letterId),
              queuedAt: Clock.nowMs(),
            })
            .commit(),
          e.caseDocument
            .patch({ customerId, caseId: id, letterId })
            .set({ channels: [...doc.channels, "post"], status: "queued-for-print" })
            .commit(),
        ])
        .go(),
    );
  } catch (err) {
    if (failedAt(err, 0)) throw notEnoughSends();
    // a concurrent post of the same letter: read again (the check above then refuses it), a few times at most
    if (err instanceof TransactionCanceledError && err.reasons.includes("TransactionConflict") && attempt < 3)
      return postLetter(customerId, caseId, letterId, attempt + 1);
    // the print item exists: another post of it won
    if (err instanceof TransactionCanceledError) throw fieldError("letterId", "caseDocuments.alreadyPosted");
    throw err;
  }
}
