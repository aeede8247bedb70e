import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { completeItem } from "./batch";
import type { JobContext, JobDefinition, QueuedJob } from "./define";
import { leaseMsOf, MAX_RECEIVES } from "./queues";
import { withSharedReads } from "../util/shared-reads";

const KEEP_SECONDS = 7 * 24 * 3600;
/** Deliveries before the queue dead-letters a message (queues.ts; stacks/Jobs.ts `maxReceiveCount`). */
export { MAX_RECEIVES };

export class JobInProgressError extends Error {}
export class UnknownJobError extends Error {}

/** The job kinds a consumer runs, by type (`registry.ts` builds the product's). */
export type JobRegistry = ReadonlyMap<string, JobDefinition<string, never>>;

/**
 * Runs a queued job once, through its definition in `registry`. A claim item with a lease guards it, keyed by the
 * job's id (`<type>#<key>` for keyed work, so the same logical work queued twice runs once): a second delivery while
 * the first runs fails (and is retried by the queue), a delivery after success is skipped, a claim whose runner died
 * expires. An item of a batch is counted there (`batch.ts`); on its last delivery a failure counts as failed.
 */
export async function runJob(
  job: QueuedJob,
  registry: JobRegistry,
  options: { attempt?: number } = {},
): Promise<"done" | "skipped"> {
  const definition = registry.get(job.type) as unknown as JobDefinition<string, unknown> | undefined;
  if (!definition) throw new UnknownJobError(`no job of type ${job.type}`);
  const payload = definition.schema.parse(job.payload);
  const runs = db().entities.jobRun;
  const now = Clock.nowMs();
  // one conditional write claims it; only a claim refused is read, to tell a job done from one running
  try {
    await runs
      .put({
        jobId: job.id,
        status: "running",
        leaseUntil: now + leaseMsOf(job.type),
        expiresAt: Clock.nowSeconds() + KEEP_SECONDS,
      })
      .where(
        (a, { notExists, lt, eq }) =>
          `${notExists(a.jobId)} OR (${eq(a.status, "running")} AND ${lt(a.leaseUntil, now)})`,
      )
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const existing = (await runs.get({ jobId: job.id }).go({ consistent: true })).data;
    if (existing?.status === "done") {
      // a batch item counted by its own transaction whose run then failed: the batch may still need its end
      if (job.batchId) await completeItem({ jobId: job.id, batchId: job.batchId }, "done");
      return "skipped";
    }
    throw new JobInProgressError(`job ${job.id} is being run by another consumer`);
  }
  const ctx: JobContext = { jobId: job.id, ...(job.batchId ? { batchId: job.batchId } : {}) };
  try {
    const handler = await definition.load();
    // a batch's items share what they all read (util/shared-reads.ts): the procedure, the customer, ...
    await (job.batchId ? withSharedReads(job.batchId, () => handler(payload, ctx)) : handler(payload, ctx));
  } catch (err) {
    if (job.batchId && (options.attempt ?? 1) >= MAX_RECEIVES) {
      // the last delivery: the item counts as failed (its message still goes to the dead-letter queue)
      await completeItem({ ...ctx, batchId: job.batchId }, "failed");
      throw err;
    }
    // give the claim back, so the queue's next delivery runs the job again instead of waiting out the lease; but not
    // a claim the job's own transaction turned done (a batch item counted, then a later write failed): given back,
    // the next delivery would run the item again and count it twice. Kept, that delivery is skipped.
    try {
      await runs
        .delete({ jobId: job.id })
        .where((a, { eq }) => eq(a.status, "running"))
        .go();
    } catch (deleteErr) {
      if (!isConditionFailure(deleteErr)) throw deleteErr;
      // counted already (the claim's condition keeps it from counting again): only the batch's end, if it is one
      if (job.batchId) await completeItem({ ...ctx, batchId: job.batchId }, "done");
    }
    throw err;
  }
  if (job.batchId) await completeItem({ ...ctx, batchId: job.batchId }, "done", { counted: ctx.counted });
  else await runs.patch({ jobId: job.id }).set({ status: "done" }).go();
  return "done";
}
