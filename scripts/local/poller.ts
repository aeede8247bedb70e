/**
 * The local stand-in for Lambda's SQS event source mapping: long-polls a jobs queue and invokes the same
 * consumer the stacks deploy (`packages/functions/src/queues/jobs.ts` → `handler`) with a real-shaped `SQSEvent`.
 * Successful records are deleted; the ones the handler names in `batchItemFailures` (or the whole batch when it
 * throws or answers with an unknown id, as Lambda does) are left to come back after the visibility timeout, and
 * the queue's redrive policy moves them to the DLQ after 5 receives (core/jobs/queues.ts MAX_RECEIVES). `npm start`
 * runs one poller per job queue (heavy and mail), as the stacks run one consumer per queue.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SQSClient,
  type Message,
} from "@aws-sdk/client-sqs";
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { importFile, logger } from "./log";

const log = logger("poller");
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const JOBS_HANDLER_FILE = path.join(REPO_ROOT, "packages/functions/src/queues/jobs.ts");

export type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;

export interface PollerOptions {
  /** Default: `process.env.INNFRI_QUEUE_URL`. */
  queueUrl?: string;
  /** Default: the `handler` export of packages/functions/src/queues/jobs.ts, imported on the first message. */
  handler?: SqsHandler;
  /** Records per invocation (Lambda's batchSize), 1–10. Default 10. */
  batchSize?: number;
  /** Parallel receive loops (concurrent invocations). Default 2. */
  concurrency?: number;
  /** Long-poll wait in seconds. Default 20 (stop() aborts it at once). */
  waitTimeSeconds?: number;
  functionName?: string;
}

export interface Poller {
  stop(): Promise<void>;
  /**
   * Resolves when the queue holds no visible, in-flight or delayed message and no invocation is running —
   * i.e. every job enqueued so far (and every job those jobs enqueued) has been handled or dead-lettered.
   * Rejects after `timeoutMs` (default 30 s).
   */
  drain(opts?: { timeoutMs?: number }): Promise<void>;
  /** Invocations so far: records handled, failed (left for retry). */
  readonly stats: { invocations: number; succeeded: number; failed: number };
}

function toRecord(m: Message, queueArn: string, region: string): SQSRecord {
  const a = m.Attributes ?? {};
  const messageAttributes: SQSRecord["messageAttributes"] = {};
  for (const [name, v] of Object.entries(m.MessageAttributes ?? {})) {
    messageAttributes[name] = {
      dataType: v.DataType ?? "String",
      stringValue: v.StringValue,
      binaryValue: v.BinaryValue ? Buffer.from(v.BinaryValue).toString("base64") : undefined,
      stringListValues: v.StringListValues ?? [],
      binaryListValues: (v.BinaryListValues ?? []).map((b) => Buffer.from(b).toString("base64")),
    };
  }
  return {
    messageId: m.MessageId!,
    receiptHandle: m.ReceiptHandle!,
    body: m.Body ?? "",
    attributes: {
      ApproximateReceiveCount: a.ApproximateReceiveCount ?? "1",
      SentTimestamp: a.SentTimestamp ?? String(Date.now()),
      SenderId: a.SenderId ?? "000000000000",
      ApproximateFirstReceiveTimestamp: a.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      ...(a.SequenceNumber ? { SequenceNumber: a.SequenceNumber } : {}),
      ...(a.MessageGroupId ? { MessageGroupId: a.MessageGroupId } : {}),
      ...(a.MessageDeduplicationId ? { MessageDeduplicationId: a.MessageDeduplicationId } : {}),
      ...(a.DeadLetterQueueSourceArn ? { DeadLetterQueueSourceArn: a.DeadLetterQueueSourceArn } : {}),
      ...(a.AWSTraceHeader ? { AWSTraceHeader: a.AWSTraceHeader } : {}),
    },
    messageAttributes,
    md5OfBody: m.MD5OfBody ?? "",
    ...(m.MD5OfMessageAttributes ? { md5OfMessageAttributes: m.MD5OfMessageAttributes } : {}),
    eventSource: "aws:sqs",
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}

export function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const region = process.env.AWS_REGION ?? "eu-north-1";
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: "$LATEST",
    invokedFunctionArn: `arn:aws:lambda:${region}:000000000000:function:${functionName}`,
    memoryLimitInMB: "1024",
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: "local",
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

async function loadJobsHandler(): Promise<SqsHandler> {
  const mod = await importFile<{ handler?: SqsHandler }>(JOBS_HANDLER_FILE);
  if (typeof mod.handler !== "function") throw new Error(`${JOBS_HANDLER_FILE} does not export \`handler\``);
  return mod.handler;
}

export function startPoller(options: PollerOptions = {}): Poller {
  const queueUrl = options.queueUrl ?? process.env.INNFRI_QUEUE_URL;
  if (!queueUrl) throw new Error("startPoller: no queue URL (INNFRI_QUEUE_URL)");
  const region = process.env.AWS_REGION ?? "eu-north-1";
  const batchSize = Math.min(10, Math.max(1, options.batchSize ?? 10));
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const waitTimeSeconds = options.waitTimeSeconds ?? 20;
  const functionName = options.functionName ?? "innfri-local-jobs";
  const sqs = new SQSClient({});
  const abort = new AbortController();
  const stats = { invocations: 0, succeeded: 0, failed: 0 };
  let running = true;
  let inFlight = 0;
  let queueArn: string | undefined;
  let visibilityTimeoutMs = 30_000;
  let handler: Promise<SqsHandler> | undefined = options.handler ? Promise.resolve(options.handler) : undefined;
  const idleWaiters = new Set<() => void>();

  const queueAttributes = async () =>
    (
      await sqs.send(
        new GetQueueAttributesCommand({
          QueueUrl: queueUrl,
          AttributeNames: [
            "QueueArn",
            "VisibilityTimeout",
            "ApproximateNumberOfMessages",
            "ApproximateNumberOfMessagesNotVisible",
            "ApproximateNumberOfMessagesDelayed",
          ],
        }),
      )
    ).Attributes ?? {};

  async function invoke(messages: Message[]): Promise<void> {
    const records = messages.map((m) => toRecord(m, queueArn!, region));
    const event: SQSEvent = { Records: records };
    let failedIds: Set<string>;
    stats.invocations++;
    let fn: SqsHandler | undefined;
    try {
      handler ??= loadJobsHandler();
      fn = await handler;
    } catch (err) {
      handler = undefined; // try to load it again with the next batch
      log.error(`cannot load the jobs handler; ${records.length} message(s) will be retried:`, err);
    }
    try {
      if (!fn) throw undefined;
      const result = await fn(event, lambdaContext(functionName, visibilityTimeoutMs));
      const failures = (result && result.batchItemFailures) || [];
      failedIds = new Set(failures.map((f) => f.itemIdentifier));
      const known = new Set(records.map((r) => r.messageId));
      if ([...failedIds].some((id) => !id || !known.has(id))) {
        log.error("handler answered batchItemFailures with an unknown itemIdentifier; the whole batch is retried");
        failedIds = known;
      }
    } catch (err) {
      if (fn) log.error(`handler threw for ${records.length} message(s); they will be retried:`, err);
      failedIds = new Set(records.map((r) => r.messageId));
    }
    const done = records.filter((r) => !failedIds.has(r.messageId));
    stats.succeeded += done.length;
    stats.failed += failedIds.size;
    if (failedIds.size) {
      const counts = records.filter((r) => failedIds.has(r.messageId)).map((r) => r.attributes.ApproximateReceiveCount);
      log.warn(`${failedIds.size} of ${records.length} job(s) failed (receive count ${counts.join(", ")}); retried after the visibility timeout`);
    }
    if (done.length) {
      const out = await sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: done.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle })),
        }),
      );
      for (const f of out.Failed ?? []) log.warn(`could not delete a handled message: ${f.Code} ${f.Message}`);
    }
  }

  async function loop(): Promise<void> {
    while (running) {
      try {
        if (!queueArn) {
          const attrs = await queueAttributes();
          queueArn = attrs.QueueArn;
          visibilityTimeoutMs = Number(attrs.VisibilityTimeout ?? 30) * 1000;
        }
        const out = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: batchSize,
            WaitTimeSeconds: waitTimeSeconds,
            MessageSystemAttributeNames: ["All"],
            MessageAttributeNames: ["All"],
          }),
          { abortSignal: abort.signal },
        );
        const messages = out.Messages ?? [];
        if (!messages.length) continue;
        inFlight++;
        try {
          await invoke(messages);
        } finally {
          inFlight--;
          notifyIdle();
        }
      } catch (err) {
        if (!running) break;
        log.warn("receive failed; retrying in 1 s:", (err as Error).message ?? err);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  function notifyIdle() {
    for (const w of [...idleWaiters]) w();
  }

  const loops = Array.from({ length: concurrency }, () => loop());

  return {
    stats,
    async stop() {
      if (!running) return;
      running = false;
      abort.abort();
      await Promise.allSettled(loops);
      sqs.destroy();
    },
    async drain({ timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      let quietChecks = 0;
      while (true) {
        if (inFlight === 0) {
          const a = await queueAttributes();
          const pending =
            Number(a.ApproximateNumberOfMessages ?? 0) +
            Number(a.ApproximateNumberOfMessagesNotVisible ?? 0) +
            Number(a.ApproximateNumberOfMessagesDelayed ?? 0);
          // twice in a row, so a message between receive and invoke cannot slip through
          if (pending === 0 && inFlight === 0 && ++quietChecks >= 2) return;
          if (pending !== 0) quietChecks = 0;
        }
        if (Date.now() > deadline) throw new Error(`poller.drain: queue not empty after ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(done, 50);
          function done() {
            clearTimeout(t);
            idleWaiters.delete(done);
            resolve();
          }
          idleWaiters.add(done);
        });
      }
    },
  };
}
