import { ulid } from "ulid";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { committed, TransactionCanceledError } from "../dynamo/transaction";
import type { BatchProgress } from "../realtime/events";
import { customerChannel, publish } from "../realtime/realtime";
import { readBatch } from "./batch-read";
import type { JobContext, JobSpec } from "./define";
import { enqueueMany, MAX_FAN_OUT } from "./queue";

/**
 * Fan-out with progress. `startBatch` writes a `BatchRun` (total, done 0, failed 0) and queues one keyed job per item
 * with SendMessageBatch. Each item is counted in its OWN transaction: a handler that writes with
 * `db().transaction.write` adds `batchItemCommits(tx, ctx, "done")` to it (its claim turns done and the counter
 * moves by ADD, or neither), and `runJob` counts the items whose handler did not (and, as failed, an item on its last
 * delivery). Every count publishes `batch.progress` on the customer's channel; the count that reaches the total
 * turns the batch `done`, by a conditional write that only one of them wins, and that one publishes `batch.done`.
 *
 * A job that works through its own items (an import's chunks) reports on a batch too: `openBatch`, `setProgress`,
 * `endBatch`.
 */

export const BATCH_KEEP_SECONDS = 30 * 24 * 3600;
const KEEP_SECONDS = BATCH_KEEP_SECONDS;
/** A batch publishes about this many progress events however large it is (and always its end). */
const PROGRESS_EVENTS = 100;

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0];
type TxItem = ReturnType<ReturnType<Tx["batchRun"]["create"]>["commit"]>;
type Batch = NonNullable<Awaited<ReturnType<typeof readBatch>>>;

export { readBatch };

const progressOf = (b: Batch): BatchProgress => ({
  batchId: b.batchId,
  kind: b.kind,
  ...(b.subject ? { subject: b.subject } : {}),
  total: b.total,
  done: b.done,
  failed: b.failed,
  status: b.status,
});

export async function getBatch(batchId: string): Promise<BatchProgress | undefined> {
  const b = await readBatch(batchId);
  return b ? progressOf(b) : undefined;
}

async function announce(b: Batch, force = false): Promise<void> {
  const counted = b.done + b.failed;
  const step = Math.max(1, Math.floor(b.total / PROGRESS_EVENTS));
  if (b.status === "done") await publish(customerChannel(b.customerId), "batch.done", progressOf(b));
  else if (force || counted % step === 0) await publish(customerChannel(b.customerId), "batch.progress", progressOf(b));
}

/** Ends a batch whose items are all counted; only the caller whose conditional write wins announces the end. */
async function settle(batchId: string): Promise<void> {
  const b = await readBatch(batchId);
  if (!b) return;
  if (b.status === "running" && b.done + b.failed >= b.total) {
    try {
      await db()
        .entities.batchRun.patch({ batchId })
        .set({ status: "done" })
        .where((a, { eq }) => eq(a.status, "running"))
        .go();
    } catch (err) {
      if (isConditionFailure(err)) return; // another item ended it, and announced it
      throw err;
    }
    return announce({ ...b, status: "done" });
  }
  if (b.status === "running") await announce(b);
}

export interface StartBatch<P> {
  /** Give one to make the start idempotent (a double-clicked "run"): the same id starts one batch. */
  batchId?: string;
  kind: string;
  customerId: string;
  subject?: string;
  job: JobSpec<string, P>;
  items: readonly P[];
  /** Each item's identity within the batch: its job key is `<batchId>#<key>`, so it runs once. */
  key: (item: P) => string;
  /** A batch a user sees in a list (batch-run.entity.ts): who started it and how, what it does, its request. */
  about?: Pick<Batch, "source" | "userEmail" | "titleNo" | "titleEn" | "requestHash">;
  /**
   * Rows the start writes with its batch (a step batch's items, each created once): put in the batch's own
   * transaction, so the start is one write, and the batch and its rows exist together or not at all. When they do
   * not fit one transaction (`rows` + the batch over DynamoDB's 100), or it is refused (a start of the same id beside
   * this one wrote the batch or some rows first), `apart` writes them, those that exist left as they are, and the
   * batch is then created, or met, on its own.
   */
  alsoWrite?: { rows: number; commits: (tx: Tx) => TxItem[]; apart: () => Promise<void> };
}

/** The most writes of one DynamoDB transaction. */
const MAX_TX_ITEMS = 100;

/**
 * Writes the batch and queues its items. Starting a batch that exists queues its items again (they are keyed, so
 * those already queued or run are not run twice): a start whose enqueue failed half way is finished by a retry.
 */
export async function startBatch<P>(input: StartBatch<P>): Promise<BatchProgress> {
  return progressOf(await startBatchRun(input));
}

/** `startBatch`, answering the stored batch: as written by this start, or as met (a start of the same id before). */
export async function startBatchRun<P>(input: StartBatch<P>): Promise<Batch> {
  if (input.items.length > MAX_FAN_OUT) throw new Error(`startBatch: at most ${MAX_FAN_OUT} items`);
  const batchId = input.batchId ?? ulid();
  const total = input.items.length;
  const written: Batch = {
    batchId,
    kind: input.kind,
    customerId: input.customerId,
    ...(input.subject ? { subject: input.subject } : {}),
    ...input.about,
    total,
    done: 0,
    failed: 0,
    status: total === 0 ? "done" : "running",
    createdAt: Clock.nowMs(),
    expiresAt: Clock.nowSeconds() + KEEP_SECONDS,
  };
  const batch = (await createdWith(written, input.alsoWrite)) ? written : await createApart(written, input.alsoWrite);
  // the start is announced as its messages go out, not after them: publish never fails (realtime.ts), and it is sent
  // first, so it reaches the channel before any item's count (which waits for a message, its claim and its run)
  await Promise.all([
    announce(batch, true),
    batch.status === "running"
      ? enqueueMany(input.job, input.items, {
          batchId,
          key: (item) => `${batchId}#${input.key(item)}`,
          customerId: input.customerId,
        })
      : undefined,
  ]);
  return batch;
}

/** The batch and its rows in one transaction; false when they do not fit one or it was refused. */
async function createdWith(written: Batch, rows: StartBatch<unknown>["alsoWrite"]): Promise<boolean> {
  if (!rows || rows.rows + 1 > MAX_TX_ITEMS) return false;
  try {
    await committed(
      db()
        .transaction.write((tx) => [tx.batchRun.create(written).commit(), ...rows.commits(tx)])
        .go(),
    );
    return true;
  } catch (err) {
    if (err instanceof TransactionCanceledError) return false;
    throw err;
  }
}

/** The rows on their own, then the batch, or the batch as a start of the same id before this one wrote it. */
async function createApart(written: Batch, rows: StartBatch<unknown>["alsoWrite"]): Promise<Batch> {
  await rows?.apart();
  try {
    await db().entities.batchRun.create(written).go();
    return written;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    return (await readBatch(written.batchId))!; // started before: as it is now
  }
}

/**
 * The writes that count a batch item, for the item's own transaction: its claim turns `done` (on the condition that
 * it is this run's), and the batch's `done` or `failed` moves by one. Nothing for a job outside a batch, whose claim
 * `runJob` settles.
 */
export function batchItemCommits(tx: Pick<Tx, "jobRun" | "batchRun">, ctx: JobContext, outcome: "done" | "failed") {
  if (!ctx.batchId) return [];
  return [
    tx.jobRun
      .patch({ jobId: ctx.jobId })
      .set({ status: "done" })
      .where((a, { eq }) => eq(a.status, "running"))
      .commit(),
    tx.batchRun
      .update({ batchId: ctx.batchId })
      .add({ [outcome]: 1 })
      .commit(),
  ];
}

/**
 * Counts an item that its handler did not count (no transaction of its own, or a failure on its last delivery), and
 * announces the batch's progress or end. Counted already (the handler's transaction did): only the announcement;
 * `counted` says so when the handler knows it (JobContext.counted), which spares the transaction whose condition
 * (the claim still running) would refuse it.
 */
export async function completeItem(
  ctx: JobContext & { batchId: string },
  outcome: "done" | "failed",
  opts: { counted?: boolean } = {},
): Promise<void> {
  if (!opts.counted) {
    try {
      await committed(
        db()
          .transaction.write((tx) => batchItemCommits(tx, ctx, outcome))
          .go(),
      );
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
  }
  await settle(ctx.batchId);
}

/** A batch for a job that works through its own items: written (again, on a retried run) with its total. */
export async function openBatch(input: {
  batchId: string;
  kind: string;
  customerId: string;
  subject?: string;
  total: number;
}): Promise<void> {
  await db()
    .entities.batchRun.put({
      ...input,
      done: 0,
      failed: 0,
      status: input.total === 0 ? "done" : "running",
      createdAt: Clock.nowMs(),
      expiresAt: Clock.nowSeconds() + KEEP_SECONDS,
    })
    .go();
  await announce((await readBatch(input.batchId))!, true);
}

/**
 * The items done so far, by the one job that owns the batch; `total` when the job learns it as it goes (a sync
 * knows its rows page by page), in the same write.
 */
export async function setProgress(batchId: string, done: number, total?: number): Promise<void> {
  try {
    const { data } = await db()
      .entities.batchRun.patch({ batchId })
      .set({ done, ...(total === undefined ? {} : { total }) })
      .where((a, { eq }) => eq(a.status, "running"))
      .go({ response: "all_new" });
    await announce(data as Batch, true);
  } catch (err) {
    if (!isConditionFailure(err)) throw err; // ended already (or never opened): nothing to report
  }
}

/** Ends a batch of one job, with its final counts, and announces it. */
export async function endBatch(batchId: string, counts: { done: number; failed?: number }): Promise<void> {
  const { data } = await db()
    .entities.batchRun.patch({ batchId })
    .set({ done: counts.done, failed: counts.failed ?? 0, status: "done" })
    .go({ response: "all_new" });
  await announce(data as Batch);
}
