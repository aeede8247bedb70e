import type { SQSClient } from "@aws-sdk/client-sqs";
import { ulid } from "ulid";
import { config } from "../config";
import { jobIdOf, type JobSpec, type QueuedJob } from "./define";
import { messageGroupOf, queueOf } from "./queues";
import { withoutSdkLogging } from "../util/aws-clients";

/**
 * The SQS SDK loads on the first enqueue, not at module load: most requests of the API functions queue nothing,
 * and the client is ~27 KB of every function's cold start (docs/architecture.md "Cold start").
 */
let loaded: Promise<{ client: SQSClient; sdk: typeof import("@aws-sdk/client-sqs") }> | undefined;
/** The one SQS client of the enqueue path (exported so a test can see the commands it sends). */
export const sqs = () =>
  (loaded ??= import("@aws-sdk/client-sqs").then((sdk) => ({ client: withoutSdkLogging(new sdk.SQSClient({})), sdk })));

/** SendMessageBatch takes at most 10 entries. */
const SQS_BATCH = 10;
/** SendMessageBatch requests of one `enqueueMany` in flight at once. */
const SEND_AT_ONCE = 5;
/** The most jobs one `enqueueMany` call takes (a larger fan-out goes through `enqueueEach`). */
export const MAX_FAN_OUT = 10_000;

export interface EnqueueOptions {
  /** The logical identity of the work; overrides the definition's `key`. The same key queued twice runs once. */
  key?: string;
  /** The customer whose work this is (its fair-queue group), when the payload does not name it (queues.ts). */
  customerId?: string;
  /** The schedule whose occurrence this job is (jobs/scheduled.ts): its success beats the schedule's heartbeat. */
  schedule?: string;
}

function message<P>(
  definition: JobSpec<string, P>,
  payload: P,
  key?: string,
  extra: Partial<QueuedJob> = {},
): QueuedJob {
  const checked = definition.schema.parse(payload);
  const id = jobIdOf(definition, checked, ulid, key);
  return { id, type: definition.type, payload: checked, ...extra };
}

/**
 * What goes to SQS for a job: the queue of its kind (queues.ts, the one place that decides it) and its customer as
 * `MessageGroupId`, which makes the standard queue a fair queue (one customer's burst cannot hold back another's).
 */
export function sendInput(body: QueuedJob, customerId?: string, queueUrl = config().queueUrls[queueOf(body.type)]) {
  return {
    QueueUrl: queueUrl,
    MessageBody: JSON.stringify(body),
    MessageGroupId: messageGroupOf(body.payload, customerId),
  };
}

/** Puts a job on its queue; answers its id. The id travels with it so the consumer runs it once only. */
export async function enqueue<P>(
  definition: JobSpec<string, P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<string> {
  const body = message(definition, payload, options.key, options.schedule ? { schedule: options.schedule } : {});
  const { client, sdk } = await sqs();
  await client.send(new sdk.SendMessageCommand(sendInput(body, options.customerId)));
  return body.id;
}

export interface EnqueueManyOptions<P> {
  /** Each job's logical identity; overrides the definition's `key`. */
  key?: (payload: P) => string;
  batchId?: string;
  /** The customer whose work these are, when the payloads do not name it (queues.ts). */
  customerId?: string;
}

/**
 * Puts many jobs of one kind on its queue with SendMessageBatch, ten a request. An entry SQS refuses is sent
 * again once (throttling); one refused twice fails the call, after the others went out: enqueueing again is safe
 * for keyed jobs, which is why a batch's items are keyed (`batch.ts`).
 */
export async function enqueueMany<P>(
  definition: JobSpec<string, P>,
  payloads: readonly P[],
  options: EnqueueManyOptions<P> = {},
): Promise<string[]> {
  if (payloads.length > MAX_FAN_OUT) throw new Error(`enqueueMany: at most ${MAX_FAN_OUT} jobs a call`);
  const extra = options.batchId ? { batchId: options.batchId } : {};
  const bodies = payloads.map((p) => message(definition, p, options.key?.(p), extra));
  const { client, sdk } = await sqs();
  const queueUrl = config().queueUrls[queueOf(definition.type)];
  const sendChunk = async (chunk: QueuedJob[]) => {
    let entries = chunk.map((b, n) => {
      const { MessageBody, MessageGroupId } = sendInput(b, options.customerId, queueUrl); // the environment read once
      return { Id: String(n), MessageBody, MessageGroupId };
    });
    for (let attempt = 0; entries.length > 0; attempt++) {
      const out = await client.send(new sdk.SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }));
      const failed = new Set((out.Failed ?? []).map((f) => f.Id));
      if (failed.size && attempt > 0)
        throw new Error(`enqueueMany: ${failed.size} message(s) refused: ${out.Failed?.[0]?.Code ?? "unknown"}`);
      entries = entries.filter((e) => failed.has(e.Id));
    }
  };
  // SEND_AT_ONCE requests in flight (a 50-case batch's 5 go out together: the answer waits for one, not five)
  const chunks: QueuedJob[][] = [];
  for (let i = 0; i < bodies.length; i += SQS_BATCH) chunks.push(bodies.slice(i, i + SQS_BATCH));
  let next = 0;
  const results = await Promise.allSettled(
    Array.from({ length: Math.min(SEND_AT_ONCE, chunks.length) }, async () => {
      while (next < chunks.length) await sendChunk(chunks[next++]!);
    }),
  );
  const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (refused) throw refused.reason;
  return bodies.map((b) => b.id);
}

/**
 * Puts any number of jobs of one kind on its queue: `enqueueMany` calls of at most MAX_FAN_OUT jobs, one after the
 * other (a schedule's one job per customer, whatever the number of customers). Answers the ids, in the payloads'
 * order. A call that fails part-way has queued the chunks before it; the schedules' jobs are keyed, so running the
 * schedule again queues each once.
 */
export async function enqueueEach<P>(
  definition: JobSpec<string, P>,
  payloads: readonly P[],
  options: EnqueueManyOptions<P> = {},
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < payloads.length; i += MAX_FAN_OUT)
    ids.push(...(await enqueueMany(definition, payloads.slice(i, i + MAX_FAN_OUT), options)));
  return ids;
}
