import "./print-queue.entity"; // registers the entities named here
import { db } from "../dynamo/db";
import { getObject } from "../storage/documents";
import { putRecord } from "../storage/record-writer";
import { QueuedLetterModel } from "./letter-model";
import { printBatchKey } from "./letter-keys";
import { renderLettersPdf } from "./pdf/render";
import { assignToBatch, inParallel, printBatchLetters } from "./print-queue";
import { withLogo } from "./render-letter";

/**
 * The daily print batch (handler of `letters.print-batch`, loaded by the jobs consumer only). The queued letters
 * are first assigned to the day's batch, then the batch is rendered from the letters assigned to it: a run that
 * fails after the assignment renders the same letters when the queue runs it again. Each letter is rendered
 * again from its stored model (pdfkit cannot join PDFs; the model gives the same letter), in one document.
 */
export async function makePrintBatch(batchId: string): Promise<{ letters: number; pages: number }> {
  await assignToBatch(batchId);
  const letters = await printBatchLetters(batchId);
  if (letters.length === 0) return { letters: 0, pages: 0 };
  const logos = new Map<string, Uint8Array | null>();
  const stored = await inParallel(letters, async (l) => {
    const found = await getObject(l.modelKey);
    if (!found) throw new Error(`print batch ${batchId}: the model of letter ${l.letterId} is missing`);
    return QueuedLetterModel.parse(JSON.parse(new TextDecoder().decode(found.body)));
  });
  // one logo read per customer (sequential, so the cache is filled before the next letter of that customer)
  const models = [];
  for (const m of stored) models.push(await withLogo(m, logos));
  const [y, m, d] = batchId.slice(0, 10).split("-");
  const { pdf, pages } = await renderLettersPdf(models, { title: `Utskrift ${d}.${m}.${y}`, date: batchId.slice(0, 10) });
  const pdfKey = printBatchKey(batchId);
  // what went to the print partner is a record of the letters sent (bokføringsloven § 13), kept from its day
  await putRecord(pdfKey, pdf, { contentType: "application/pdf", recordDate: batchId.slice(0, 10) });
  const pageCount = pages.reduce((s, n) => s + n + (n % 2), 0);
  await db()
    .entities.printBatch.upsert({ listed: "print-batch", batchId, pdfKey, letterCount: letters.length, pageCount })
    .go();
  return { letters: letters.length, pages: pageCount };
}
