import "./print-queue.entity"; // registers the entities named here
import { db } from "../dynamo/db";
import { isWorkingDay, loadPublicHolidays } from "../law/sending-window";
import { getObject, putObject } from "../storage/documents";
import { putRecord } from "../storage/record-writer";
import { QueuedLetterModel } from "./letter-model";
import { printBatchKey } from "./letter-keys";
import { renderLettersPdf } from "./pdf/render";
import { inParallel } from "../util/parallel";
import { assignToBatch, batchPartId, MAX_BATCH_PARTS, printBatchLetters } from "./print-queue";
import { redateLetter } from "./redate";
import { letterHooks } from "./letter-hooks";
import { withLogo } from "./render-letter";

/**
 * The daily print batch (handler of `letters.print-batch`, loaded by the jobs consumer only; docs/letters.md "Print
 * queue"). On a working day only (the partner posts on the day it prints; a public holiday's letters wait for the
 * next working day). The day's queue goes out in parts of at most 1 000 letters (one PDF each), each part shared
 * fairly between customers (print-queue.ts `fairShare`), until the queue is empty. Each part's letters are first
 * assigned to it, then it is rendered from the letters assigned to it: a run that fails after the assignment renders
 * the same letters when the queue runs it again. Each letter is rendered again from its stored model (pdfkit cannot
 * join PDFs; the model gives the same letter), in one document, dated the day it is printed (`redateLetter`).
 */
export async function makePrintBatch(day: string): Promise<{ letters: number; pages: number; parts: number }> {
  letterHooks("redated"); // refused before anything moves when no context follows its letters
  await loadPublicHolidays();
  const total = { letters: 0, pages: 0, parts: 0 };
  if (!isWorkingDay(day)) return total;
  for (let n = 1; n <= MAX_BATCH_PARTS; n++) {
    const batchId = batchPartId(day, n);
    let letters = await printBatchLetters(batchId);
    // a part assigned by an earlier run is rendered again; a new one takes the next letters of the queue
    if (letters.length === 0 && (await assignToBatch(batchId)) > 0) letters = await printBatchLetters(batchId);
    if (letters.length === 0) break;
    const { pages } = await renderPart(day, batchId, letters);
    total.letters += letters.length;
    total.pages += pages;
    total.parts++;
  }
  return total;
}

type BatchLetter = Awaited<ReturnType<typeof printBatchLetters>>[number];

/**
 * A letter dated before the day it is posted (it missed its day's batch, or it is re-posted after a bounced mail)
 * is dated again for `day`, with a deadline counted from it; the context whose letter it is hears of it (a step's
 * deadline moves with it, so the next step waits for the deadline the debtor was given: inkassoloven § 9, «fra det
 * tidspunkt da varslet ble sendt»; cases/steps/letter-window.ts).
 */
async function postedModel(day: string, l: BatchLetter): Promise<QueuedLetterModel> {
  const found = await getObject(l.modelKey);
  if (!found) throw new Error(`print batch ${day}: the model of letter ${l.letterId} is missing`);
  const stored = QueuedLetterModel.parse(JSON.parse(new TextDecoder().decode(found.body)));
  const { model, deadline, changed } = redateLetter(stored, day);
  if (!changed) return stored;
  // the hooks first, then the model: a rerun that finds the model dated already has told them
  if (deadline) for (const hooks of letterHooks("redated")) await hooks.redated(l, deadline);
  await putObject(l.modelKey, new TextEncoder().encode(JSON.stringify(model)), "application/json");
  return model;
}

async function renderPart(day: string, batchId: string, letters: BatchLetter[]) {
  const logos = new Map<string, Uint8Array | null>();
  const stored = await inParallel(letters, (l) => postedModel(day, l));
  // one logo read per customer (sequential, so the cache is filled before the next letter of that customer)
  const models = [];
  for (const m of stored) models.push(await withLogo(m, logos));
  const [y, m, d] = day.split("-");
  const part = batchId === day ? "" : ` (${batchId.slice(11)})`;
  const { pdf, pages } = await renderLettersPdf(models, { title: `Utskrift ${d}.${m}.${y}${part}`, date: day });
  const pdfKey = printBatchKey(batchId);
  // what went to the print partner is a record of the letters sent (bokføringsloven § 13), kept from its day
  await putRecord(pdfKey, pdf, { contentType: "application/pdf", recordDate: day });
  const pageCount = pages.reduce((s, n) => s + n + (n % 2), 0);
  await db()
    .entities.printBatch.upsert({ listed: "print-batch", batchId, pdfKey, letterCount: letters.length, pageCount })
    .go();
  return { pages: pageCount };
}
