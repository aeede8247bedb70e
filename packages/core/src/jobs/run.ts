import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { sendMail } from "../mail/mail";
import type { QueuedJob } from "./jobs";

const LEASE_MS = 5 * 60_000;
const KEEP_SECONDS = 7 * 24 * 3600;

export class JobInProgressError extends Error {}

/**
 * Runs a queued job once. A claim item with a lease guards it: a second delivery while the first runs fails
 * (and is retried by the queue), a delivery after success is skipped, a claim whose runner died expires.
 */
export async function runJob(job: QueuedJob): Promise<"done" | "skipped"> {
  const runs = db().entities.jobRun;
  const now = Clock.nowMs();
  const existing = (await runs.get({ jobId: job.id }).go({ consistent: true })).data;
  if (existing?.status === "done") return "skipped";
  try {
    await runs
      .put({
        jobId: job.id,
        status: "running",
        leaseUntil: now + LEASE_MS,
        expiresAt: Clock.nowSeconds() + KEEP_SECONDS,
      })
      .where(
        (a, { notExists, lt, eq }) =>
          `${notExists(a.jobId)} OR (${eq(a.status, "running")} AND ${lt(a.leaseUntil, now)})`,
      )
      .go();
  } catch {
    throw new JobInProgressError(`job ${job.id} is being run by another consumer`);
  }
  try {
    switch (job.type) {
      case "mail.send":
        await sendMail(job);
        break;
      case "ledger.import.parse":
        await (await import("../ledger/import-run")).parseStage(job.customerId, job.importId);
        break;
      case "ledger.import.commit":
        await (await import("../ledger/import-run")).commitStage(job.customerId, job.importId);
        break;
    }
  } catch (err) {
    // give the claim back, so the queue's next delivery runs the job again instead of waiting out the lease
    await runs.delete({ jobId: job.id }).go();
    throw err;
  }
  await runs.patch({ jobId: job.id }).set({ status: "done" }).go();
  return "done";
}
