import { Duration } from "aws-cdk-lib";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { EmailIdentity, Identity } from "aws-cdk-lib/aws-ses";
import { Queue as SqsQueue } from "aws-cdk-lib/aws-sqs";
import { Queue, StackContext, use, type Stack } from "sst/constructs";
import { Database } from "./Database";
import { Realtime } from "./Realtime";
import { Secrets, webUrlFromSsm } from "./Secrets";
import { Storage } from "./Storage";
import { stageSettings } from "./settings";

const CONSUMER_TIMEOUT_SECONDS = 120;

/** SES v2 SendEmail authorises against the identities of the account (recipients too while in the sandbox). */
export const sendMail = (stack: Stack) =>
  new PolicyStatement({
    actions: ["ses:SendEmail", "ses:SendRawEmail"],
    resources: [stack.formatArn({ service: "ses", resource: "identity", resourceName: "*" })],
  });

/** The jobs queue (mail, letters, imports, batch steps) with its consumer, and the SES sending identity. */
export function Jobs({ stack, app }: StackContext) {
  const { table } = use(Database);
  const { bucket } = use(Storage);
  const { JWT_SECRET, MAIL_FROM } = use(Secrets);
  const { publisher } = use(Realtime);
  const settings = stageSettings(app);
  const webUrl = webUrlFromSsm(stack);

  if (settings.createMailIdentity) {
    const identity = new EmailIdentity(stack, "MailIdentity", { identity: Identity.domain(settings.mailDomain) });
    stack.addOutputs({
      MailDkimRecords: identity.dkimRecords.map((r) => `${r.name} CNAME ${r.value}`).join("; "),
    });
  }

  const deadLetter = new SqsQueue(stack, "JobsDeadLetter", { retentionPeriod: Duration.days(14), enforceSSL: true });
  const queue = new Queue(stack, "Jobs", {
    cdk: {
      queue: {
        // At least six times the consumer's timeout, as AWS advises for Lambda event sources.
        visibilityTimeout: Duration.seconds(6 * CONSUMER_TIMEOUT_SECONDS),
        deadLetterQueue: { queue: deadLetter, maxReceiveCount: 3 },
        enforceSSL: true,
      },
    },
    consumer: {
      function: {
        handler: "packages/functions/src/queues/jobs.handler",
        timeout: CONSUMER_TIMEOUT_SECONDS,
        bind: [table, bucket, JWT_SECRET, MAIL_FROM],
        environment: { ...webUrl.environment, ...publisher.environment },
        permissions: [sendMail(stack), ...webUrl.permissions, ...publisher.permissions],
      },
      cdk: { eventSource: { batchSize: 10, reportBatchItemFailures: true } },
    },
  });
  // A job may queue follow-up jobs.
  queue.bind([queue]);

  stack.addOutputs({ JobsDeadLetterUrl: deadLetter.queueUrl });
  return { queue, deadLetter };
}
