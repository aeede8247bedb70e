import { Duration } from "aws-cdk-lib";
import { QueueEncryption, Queue as SqsQueue } from "aws-cdk-lib/aws-sqs";
import { JOB_QUEUES, JOB_TIMEOUT_SECONDS, MAX_RECEIVES, type JobQueue } from "../packages/core/src/jobs/queues";
import { Function, Queue, StackContext, use } from "sst/constructs";
import { grants, type Access } from "./access";
import { mailStatus } from "./mail-status";
import { Database } from "./Database";
import { Realtime } from "./Realtime";
import { Secrets, webUrlFromSsm } from "./Secrets";
import { Storage } from "./Storage";
import { stageSettings } from "./settings";

/**
 * Receives before the dead-letter queue (core/jobs/queues.ts, shared with the runner and the local queues): AWS
 * advises at least 5 for Lambda event sources, so that throttling and a concurrent duplicate delivery (run.ts
 * JobInProgressError fails it on purpose) do not dead-letter a job.
 */
export { MAX_RECEIVES };

/**
 * Each queue's consumer (core/jobs/queues.ts says which kinds go where). Mail: ten mails an invocation, at most
 * two instances, matched to SES's sending rate (14 a second when the account leaves the sandbox; raise it with the
 * quota). Heavy: one job an invocation, so a 10 000-invoice import never shares its timeout with other jobs, and at
 * most five instances, so a backlog cannot take the API's concurrency.
 */
export const CONSUMERS = {
  mail: { id: "MailJobs", batchSize: 10, maxConcurrency: 2 },
  heavy: { id: "Jobs", batchSize: 1, maxConcurrency: 5 },
} as const satisfies Record<JobQueue, { id: string; batchSize: number; maxConcurrency: number }>;
/** The most consumer instances of any queue (kept for the synth test's bound). */
export const CONSUMER_MAX_CONCURRENCY = Math.max(...Object.values(CONSUMERS).map((c) => c.maxConcurrency));

/**
 * The job queues, one per workload (mail; heavy: imports, letters, batches, sweeps), each with its dead-letter queue
 * and its own capped consumer (docs/deploy.md "Job queues"), and the SES sending identity. The heavy queue keeps the
 * construct id `Jobs` (and the variable SST_Queue_queueUrl_Jobs) it had when it was the only queue. And SES: the
 * stage's sending identity, its configuration set and the function its events come back to (mail-status.ts).
 */
export function Jobs({ stack, app }: StackContext) {
  const { table } = use(Database);
  const { bucket, records } = use(Storage);
  const { MAIL_FROM, accountingKey } = use(Secrets);
  const { publisher } = use(Realtime);
  const settings = stageSettings(app);
  const webUrl = webUrlFromSsm(stack);

  // the SES identity, the configuration set and the way its events come back (mail-status.ts)
  const mail = mailStatus(stack, app, { table, bucket });

  const resources = {
    table,
    bucket,
    records,
    mailDomain: settings.mailDomain,
    sesSandbox: settings.sesSandbox,
    configurationSet: mail.configurationSetName,
    accountingKey,
  };

  const make = (name: JobQueue) => {
    const { id, batchSize, maxConcurrency } = CONSUMERS[name];
    const timeout = JOB_TIMEOUT_SECONDS[name];
    // only the mail consumer sends mail (SES v2 SendEmail on the domain identity); none signs or verifies a token.
    // Letters and print batches are records (written by heavy jobs); imported files and mail attachments are read
    // from there.
    // The heavy consumer syncs and posts to the customers' accounting systems ("accounting": their sealed tokens).
    const access: Access[] = name === "mail" ? ["table", "documents", "mail", "records"] : ["table", "documents", "records", "keepRecords", "accounting"];
    const consumer = grants(stack, resources, access);
    // Mail jobs carry activation and reset links: encryption at rest is declared, not left to the service default.
    const deadLetter = new SqsQueue(stack, `${id}DeadLetter`, {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
      encryption: QueueEncryption.SQS_MANAGED,
    });
    const queue = new Queue(stack, id, {
      cdk: {
        queue: {
          // At least six times the consumer's timeout, as AWS advises for Lambda event sources.
          visibilityTimeout: Duration.seconds(6 * timeout),
          deadLetterQueue: { queue: deadLetter, maxReceiveCount: MAX_RECEIVES },
          enforceSSL: true,
          encryption: QueueEncryption.SQS_MANAGED,
        },
      },
      consumer: {
        function: {
          // one handler, two exports: each consumer's grants are checked against its own handler (stacks.test.ts)
          handler: `packages/functions/src/queues/jobs.${name}`,
          description: `Innfri jobs: the ${name} queue's consumer (core/jobs/queues.ts)`,
          timeout,
          bind: [MAIL_FROM],
          environment: { ...consumer.environment, ...webUrl.environment, ...publisher.environment },
          permissions: [...consumer.permissions, ...webUrl.permissions, ...publisher.permissions],
        },
        cdk: { eventSource: { batchSize, reportBatchItemFailures: true, maxConcurrency } },
      },
    });
    return { queue, deadLetter };
  };
  const byName = Object.fromEntries(JOB_QUEUES.map((name) => [name, make(name)])) as Record<JobQueue, ReturnType<typeof make>>;
  const queues = { mail: byName.mail.queue, heavy: byName.heavy.queue };

  // A job may queue follow-up jobs (a letter its mail): each consumer sends to both queues (SQS's receive side is
  // the event source's own grant).
  const enqueue = grants(stack, { ...resources, queues }, ["enqueue"]);
  for (const { queue } of Object.values(byName)) {
    const fn = queue.consumerFunction as Function;
    for (const [key, value] of Object.entries(enqueue.environment)) fn.addEnvironment(key, value);
    fn.attachPermissions(enqueue.permissions);
  }

  stack.addOutputs({ JobsDeadLetterUrl: byName.heavy.deadLetter.queueUrl, MailJobsDeadLetterUrl: byName.mail.deadLetter.queueUrl });
  return {
    queues,
    /** Every job queue with its dead-letter queue and consumer, by name (Monitoring alarms on each). */
    jobQueues: byName,
    /** The heavy queue and its dead-letter queue, as before the split. */
    queue: byName.heavy.queue,
    deadLetter: byName.heavy.deadLetter,
    /** The SES identity, configuration set and mail-events function (mail-status.ts). */
    mail,
  };
}
