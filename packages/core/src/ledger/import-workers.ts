/** The import's writers (import-run.ts, import-debtors.ts): how many work through a list at a time, and how fast. */
import "./entities"; // registers the entities named here
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { isConditionFailure, isContention } from "../dynamo/errors";
import { leaseMsOf } from "../jobs/queues";

/**
 * One writer: DynamoDB Local runs transactions one at a time (four concurrent writers were no faster than one,
 * measured), and on DynamoDB one import per customer at a time (`holdingImportLease`) keeps its counters free of
 * conflicts. A transaction of 100 puts writes faster than four BatchWriteItem requests of 25 there
 * (scripts/bench/import).
 */
const WORKERS = 1;

export async function inWorkers<T>(items: T[], work: (item: T) => Promise<void>, workers = WORKERS): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The pace of an import's writes: every voucher of a customer lives in its one partition (1 000 WCU/s), and a
 * voucher in a transaction costs 2 WCU, so one writer stays at or under `vouchersPerSecond` (scale-review.md 1.3:
 * est. ≤ 400/s leaves room for the API's own writes to the partition). `tries` bounds the retries of a throttled
 * or conflicting write (then the job fails and the queue runs the import again: it resumes, writing each row once).
 */
export const importPace = { vouchersPerSecond: 400, tries: 10 };

/**
 * A writer that keeps to `importPace`: `paced(n)` before writing `n` vouchers waits until those written so far are
 * within the pace (so the first write goes at once, and no second of the run writes more than the pace allows).
 */
export function pacer(): (vouchers: number) => Promise<void> {
  const started = Date.now();
  let sent = 0;
  return async (vouchers) => {
    const wait = started + (sent / importPace.vouchersPerSecond) * 1000 - Date.now();
    sent += vouchers;
    if (wait > 0) await sleep(wait);
  };
}

/**
 * Runs a write again while DynamoDB throttles it or a transaction conflicts, with a growing, jittered pause; never
 * when a condition failed (a row that exists is the caller's answer, not a reason to try again).
 */
export async function backingOff<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (isConditionFailure(err) || !isContention(err) || attempt >= importPace.tries) throw err;
      await sleep(10 + Math.random() * Math.min(2_000, 25 * 2 ** attempt));
    }
  }
}

/** A second import of the customer waits this long for the first one's lease before its job is delivered again. */
export const importTiming = { waitMs: 120_000 };

const leaseRef = "import-running";
const LEASE_MS = leaseMsOf("ledger.import.commit");

/**
 * One import of a customer writes at a time (scale-review.md 1.1: two would pass the partition's capacity and
 * conflict on its counters): the lease is a ledger ref put on a condition (free, this import's own from an
 * interrupted run, or expired because its holder died), held while `work` runs and given back after.
 */
export async function holdingImportLease<T>(customerId: string, importId: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + importTiming.waitMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await db()
        .entities.ledgerRef.put({ customerId, ref: leaseRef, targetId: importId })
        .where(
          (a, { notExists, eq, lt }) =>
            `${notExists(a.ref)} OR ${eq(a.targetId, importId)} OR ${lt(a.createdAt, Clock.nowMs() - LEASE_MS)}`,
        )
        .go();
      break;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      if (Date.now() > deadline) throw new Error(`import ${importId}: another import of the customer is running`);
      await sleep(Math.min(5_000, 50 * 2 ** attempt));
    }
  }
  try {
    return await work();
  } finally {
    await db()
      .entities.ledgerRef.delete({ customerId, ref: leaseRef })
      .where((a, { eq }) => eq(a.targetId, importId))
      .go()
      .catch((err: unknown) => {
        if (!isConditionFailure(err)) throw err; // it expired and was taken over
      });
  }
}
