// Test support for the jobs db tests (not a test itself): takes the file's jobs queue away from its poller so a
// test receives the messages and runs them by hand, each delivery as the consumer would.
import { DeleteMessageCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import { config } from "../config";
import { QueuedJob } from "./define";

const SENTINEL = "testing.db:sentinel";

/**
 * Stops the file's poller. Its long polls are aborted on our side only: the emulator still hands the next messages
 * to them (and they come back after the visibility timeout). Sentinels are sent until one reaches us, so those
 * polls have taken sentinels, not the test's jobs.
 */
export async function stopPoller(): Promise<void> {
  const poller = (globalThis as { __innfriPoller?: { stop(): Promise<void> } }).__innfriPoller;
  if (!poller) throw new Error("no jobs poller: run this file in the api project (test/setup.ts)");
  await poller.stop();
  const sqs = new SQSClient({});
  for (let i = 0; i < 10; i++) {
    await sqs.send(new SendMessageCommand({ QueueUrl: config().queueUrl, MessageBody: SENTINEL }));
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: config().queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
    );
    for (const m of Messages)
      await sqs.send(new DeleteMessageCommand({ QueueUrl: config().queueUrl, ReceiptHandle: m.ReceiptHandle! }));
    if (Messages.some((m) => m.Body === SENTINEL)) return;
  }
  throw new Error("stopPoller: the queue never answered us");
}

/** Every message on the queue now, parsed, deleted from the queue (at most `max`; fails beyond it). */
export async function receiveAll(max = 200): Promise<QueuedJob[]> {
  const sqs = new SQSClient({});
  const out: QueuedJob[] = [];
  for (;;) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: config().queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
    );
    if (Messages.length === 0) return out;
    for (const m of Messages) {
      // a sentinel a stopped poll took comes back after the visibility timeout
      if (m.Body !== SENTINEL) out.push(QueuedJob.parse(JSON.parse(m.Body!)));
      await sqs.send(new DeleteMessageCommand({ QueueUrl: config().queueUrl, ReceiptHandle: m.ReceiptHandle! }));
    }
    if (out.length > max) throw new Error(`receiveAll: more than ${max} messages`);
  }
}
