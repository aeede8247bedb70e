import "./print-queue.entity"; // registers the entities named here
import { db } from "../dynamo/db";
import { AppError } from "../util/error";
import type { PrintStatus } from "./print-queue.entity";
import { letterHooks } from "./letter-hooks";
import { inParallel } from "../util/parallel";

export { queueForPrint, queueForPrintItem, type LetterToPrint } from "./print-item";

/**
 * The print queue (docs/letters.md "Print queue"): letters to post wait here, one item each under their customer;
 * the daily print batch (`print-batch.ts`) takes every queued letter into one PDF for the print partner, and
 * staff mark a batch (or a single letter) printed and then sent. No pdfkit here: the API reads and marks.
 */

/**
 * The most letters one part of the day's print batch takes (one PDF for the print partner): with 16 reads and writes
 * at a time, a part of 1 000 renders well inside the jobs consumer's time. The day holds as many parts as its queue
 * needs, up to `MAX_BATCH_PARTS` (print-queue-batch.ts); a part is shared fairly between the customers (`fairShare`).
 */
export const MAX_BATCH_LETTERS = 1_000;
/** Parts of one day's batch: 20 000 letters a day, far above the platform's post; the rest go the next day. */
export const MAX_BATCH_PARTS = 20;
/** The id of part `n` (from 1) of the batch of `day`: the day itself for the first (as before parts), `day-n` after. */
export const batchPartId = (day: string, n: number) => (n === 1 ? day : `${day}-${n}`);
/** A batch id: the day, and the part after the first. */
export const BATCH_ID_RE = /^\d{4}-\d{2}-\d{2}(-\d{1,2})?$/;

/**
 * At most `max` of the waiting letters (oldest first), taken round-robin by customer: each customer's oldest, then
 * each one's next, so one customer's thousands of letters never hold back another's few (issue 18 "No platform-wide
 * cap on post"). Pure.
 */
export function fairShare<T extends { customerId: string }>(oldestFirst: readonly T[], max: number): T[] {
  const byCustomer = new Map<string, T[]>();
  for (const l of oldestFirst) {
    const list = byCustomer.get(l.customerId);
    if (list) list.push(l);
    else byCustomer.set(l.customerId, [l]);
  }
  const queues = [...byCustomer.values()];
  const out: T[] = [];
  for (let round = 0; out.length < max; round++) {
    let took = false;
    for (const q of queues) {
      if (out.length >= max) break;
      if (round < q.length) {
        out.push(q[round]!);
        took = true;
      }
    }
    if (!took) break;
  }
  return out;
}

export interface PrintLetter {
  customerId: string;
  caseId: string;
  letterId: string;
  caseNumber: string;
  debtorName: string;
  status: PrintStatus;
  batchId?: string;
  queuedAt: number;
}

const view = (i: PrintLetter): PrintLetter => ({
  customerId: i.customerId,
  caseId: i.caseId,
  letterId: i.letterId,
  caseNumber: i.caseNumber,
  debtorName: i.debtorName,
  status: i.status,
  ...(i.batchId ? { batchId: i.batchId } : {}),
  queuedAt: i.queuedAt,
});

/** Letters by status, oldest first, at most `limit`. */
export async function printLettersByStatus(status: PrintStatus, limit = 100): Promise<PrintLetter[]> {
  const { data } = await db()
    .entities.printLetter.query.byStatus({ listed: "print-letter", status })
    .go({ limit, pages: "all" });
  return data.slice(0, limit).map(view);
}

/** The letters of one batch (customer and letter order). */
export async function printBatchLetters(batchId: string): Promise<(PrintLetter & { modelKey: string })[]> {
  const { data } = await db().entities.printLetter.query.byBatch({ batchId }).go({ pages: "all" });
  return data.map((i) => ({ ...view(i), modelKey: i.modelKey }));
}

export interface PrintBatch {
  batchId: string;
  status: "ready" | "printed" | "sent";
  pdfKey: string;
  letterCount: number;
  pageCount: number;
  createdAt: number;
}

/** GET case-documents/sent-by-partner: the batches, newest first, and the letters still waiting for one. */
export async function sentByPartner(limit = 50): Promise<{ batches: PrintBatch[]; queued: PrintLetter[] }> {
  const [batches, queued] = await Promise.all([
    db().entities.printBatch.query.byId({ listed: "print-batch" }).go({ order: "desc", limit }),
    printLettersByStatus("queued", 200),
  ]);
  return {
    batches: batches.data.map((b) => ({
      batchId: b.batchId,
      status: b.status,
      pdfKey: b.pdfKey,
      letterCount: b.letterCount,
      pageCount: b.pageCount,
      createdAt: b.createdAt,
    })),
    queued,
  };
}

async function setLetterStatus(item: PrintLetter, status: PrintStatus, batchId = item.batchId): Promise<void> {
  const contexts = letterHooks("printStatus");
  // gsi1's keys are rebuilt from all their parts, so the patch names them all
  await db()
    .entities.printLetter.patch({ customerId: item.customerId, letterId: item.letterId })
    .set({ status, listed: "print-letter", queuedAt: item.queuedAt, ...(batchId ? { batchId } : {}) })
    .go();
  // the context whose letter it is follows it (a case's documents tab shows where its letter is: printed, sent)
  for (const hooks of contexts) await hooks.printStatus(item, status);
}

/** The most waiting letters one part reads to share out (every customer's oldest are among them). */
const MAX_QUEUED_READ = 50_000;

/**
 * Takes queued letters into a part of the day's batch, shared fairly between customers (the first step of the part,
 * so a rerun finds them again).
 */
export async function assignToBatch(batchId: string): Promise<number> {
  const queued = fairShare(await printLettersByStatus("queued", MAX_QUEUED_READ), MAX_BATCH_LETTERS);
  await inParallel(queued, (l) => setLetterStatus(l, "batched", batchId));
  return queued.length;
}

const ORDER: Record<PrintStatus, number> = { queued: 0, batched: 1, printed: 2, sent: 3 };

/**
 * PUT case-documents/status: a batch (with all its letters) or one letter is printed or sent. Status only moves
 * forward; marking it again is a no-op.
 */
export async function markPrint(
  target: { batchId: string } | { customerId: string; letterId: string },
  status: "printed" | "sent",
): Promise<void> {
  if ("batchId" in target) {
    const batch = (await db().entities.printBatch.get({ listed: "print-batch", batchId: target.batchId }).go()).data;
    if (!batch) throw new AppError("NOT_FOUND", "errors.notFound");
    if (ORDER[status] > ORDER[batch.status === "ready" ? "batched" : batch.status])
      await db().entities.printBatch.patch({ listed: "print-batch", batchId: target.batchId }).set({ status }).go();
    const letters = await printBatchLetters(target.batchId);
    await inParallel(
      letters.filter((l) => ORDER[status] > ORDER[l.status]),
      (l) => setLetterStatus(l, status),
    );
    return;
  }
  const item = (await db().entities.printLetter.get(target).go()).data;
  if (!item) throw new AppError("NOT_FOUND", "errors.notFound");
  if (ORDER[status] > ORDER[item.status]) await setLetterStatus(item, status);
}
