import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import { config, loadSecrets } from "@innfri/core/config";
import { sqs } from "@innfri/core/jobs/queue";
import { queueOf, retryAfterOf } from "@innfri/core/jobs/queues";
import { QueuedJob } from "@innfri/core/jobs/define";
import { registry } from "@innfri/core/jobs/registry";
import { runJob } from "@innfri/core/jobs/run";
import { heartbeat } from "@innfri/core/util/heartbeat";
import { log } from "@innfri/core/util/log";

/** The consumer of both job queues (mail, heavy: core/jobs/queues.ts): each record is one job, run through the registry; failed ones are reported for retry. */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  await loadSecrets();
  const batchItemFailures: SQSBatchResponse["batchItemFailures"] = [];
  for (const record of event.Records) {
    let job: QueuedJob;
    try {
      job = QueuedJob.parse(JSON.parse(record.body));
    } catch (err) {
      // A body we cannot read will never succeed, but it must not vanish: reported failed, it goes to the
      // dead-letter queue after its receives (kept 14 days for inspection, and alarmed), logged here with its id.
      log.error("job.unreadable", { messageId: record.messageId, error: String(err) });
      batchItemFailures.push({ itemIdentifier: record.messageId });
      continue;
    }
    try {
      const attempt = Number(record.attributes.ApproximateReceiveCount) || 1;
      const result = await runJob(job, registry, { attempt });
      log.info("job.run", { jobId: job.id, type: job.type, result });
      // a scheduled occurrence that succeeded beats its schedule's heartbeat (alarmed when missing: Monitoring.ts)
      if (result === "done" && job.schedule) heartbeat(job.schedule);
    } catch (err) {
      log.warn("job.failed", { jobId: job.id, type: job.type, error: String(err) });
      await retrySoon(job, record.receiptHandle);
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};

/**
 * A failed job of a kind that retries soon (core jobs/queues.ts `retryAfterOf`) comes back after that, not the
 * queue's timeout; never later than the queue's own timeout (a local or test queue's is seconds).
 */
async function retrySoon(job: QueuedJob, receiptHandle: string): Promise<void> {
  const seconds = retryAfterOf(job.type);
  if (!seconds) return;
  try {
    const { client, sdk } = await sqs();
    const queueUrl = config().queueUrls[queueOf(job.type)];
    const { Attributes } = await client.send(
      new sdk.GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ["VisibilityTimeout"] }),
    );
    if (seconds >= Number(Attributes?.VisibilityTimeout ?? Infinity)) return;
    await client.send(
      new sdk.ChangeMessageVisibilityCommand({
        QueueUrl: queueUrl,
        ReceiptHandle: receiptHandle,
        VisibilityTimeout: seconds,
      }),
    );
  } catch (err) {
    // best effort: without it the job still comes back, after the queue's visibility timeout
    log.warn("job.retry-soon-failed", { jobId: job.id, error: String(err) });
  }
}

/** The mail queue's consumer and the heavy queue's (stacks/Jobs.ts): the same code, each with its own grants. */
export const mail = handler;
export const heavy = handler;
