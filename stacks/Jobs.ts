import { Duration } from "aws-cdk-lib";
import { QueueEncryption, Queue as SqsQueue } from "aws-cdk-lib/aws-sqs";
import { Function, Queue, StackContext, use } from "sst/constructs";
import { grants } from "./access";
import { mailStatus } from "./mail-status";
import { Database } from "./Database";
import { Realtime } from "./Realtime";
import { Secrets, webUrlFromSsm } from "./Secrets";
import { Storage } from "./Storage";
import { stageSettings } from "./settings";

const CONSUMER_TIMEOUT_SECONDS = 120;
/**
 * Receives before the dead-letter queue: AWS advises at least 5 for Lambda event sources, so that throttling and
 * a concurrent duplicate delivery (run.ts JobInProgressError fails it on purpose) do not dead-letter a job.
 */
export const MAX_RECEIVES = 5;
/** At most this many consumer instances: a backlog must not take the API's concurrency nor outrun SES's rate. */
export const CONSUMER_MAX_CONCURRENCY = 5;

/**
 * The jobs queue (mail, letters, imports, batch steps) with its consumer, and SES: the stage's sending identity,
 * its configuration set and the function its events come back to (mail-status.ts).
 */
export function Jobs({ stack, app }: StackContext) {
  const { table } = use(Database);
  const { bucket } = use(Storage);
  const { MAIL_FROM } = use(Secrets);
  const { publisher } = use(Realtime);
  const settings = stageSettings(app);
  const webUrl = webUrlFromSsm(stack);

  // the SES identity, the configuration set and the way its events come back (mail-status.ts)
  const mail = mailStatus(stack, app, { table, bucket });

  const resources = {
    table,
    bucket,
    mailDomain: settings.mailDomain,
    sesSandbox: settings.sesSandbox,
    configurationSet: mail.configurationSetName,
  };
  const consumer = grants(stack, resources, ["table", "documents", "mail"]);

  // Mail jobs carry activation and reset links: encryption at rest is declared, not left to the service default.
  const deadLetter = new SqsQueue(stack, "JobsDeadLetter", {
    retentionPeriod: Duration.days(14),
    enforceSSL: true,
    encryption: QueueEncryption.SQS_MANAGED,
  });
  const queue = new Queue(stack, "Jobs", {
    cdk: {
      queue: {
        // At least six times the consumer's timeout, as AWS advises for Lambda event sources.
        visibilityTimeout: Duration.seconds(6 * CONSUMER_TIMEOUT_SECONDS),
        deadLetterQueue: { queue: deadLetter, maxReceiveCount: MAX_RECEIVES },
        enforceSSL: true,
        encryption: QueueEncryption.SQS_MANAGED,
      },
    },
    consumer: {
      function: {
        handler: "packages/functions/src/queues/jobs.handler",
        timeout: CONSUMER_TIMEOUT_SECONDS,
        // jobs never sign or verify a token; the only sender of mail (SES v2 SendEmail on the domain identity)
        bind: [MAIL_FROM],
        environment: { ...consumer.environment, ...webUrl.environment, ...publisher.environment },
        permissions: [...consumer.permissions, ...webUrl.permissions, ...publisher.permissions],
      },
      cdk: { eventSource: { batchSize: 10, reportBatchItemFailures: true, maxConcurrency: CONSUMER_MAX_CONCURRENCY } },
    },
  });
  // A job may queue follow-up jobs: the consumer sends to its own queue (SQS managed the receive side).
  const enqueue = grants(stack, { ...resources, queue }, ["enqueue"]);
  const consumerFunction = queue.consumerFunction as Function;
  for (const [key, value] of Object.entries(enqueue.environment)) consumerFunction.addEnvironment(key, value);
  consumerFunction.attachPermissions(enqueue.permissions);

  stack.addOutputs({ JobsDeadLetterUrl: deadLetter.queueUrl });
  return { queue, deadLetter, mail };
}
