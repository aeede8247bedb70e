import { SendMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import { ulid } from "ulid";
import { config } from "../config";
import type { Job } from "./jobs";

let client: SQSClient | undefined;
const sqs = () => (client ??= new SQSClient({}));

/** Puts a job on the jobs queue. The id travels with it so the consumer can run it once only. */
export async function enqueue(job: Job): Promise<string> {
  const id = ulid();
  await sqs().send(
    new SendMessageCommand({ QueueUrl: config().queueUrl, MessageBody: JSON.stringify({ id, ...job }) }),
  );
  return id;
}
