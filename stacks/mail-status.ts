import { Duration } from "aws-cdk-lib";
import { GraphWidget, Metric, type IMetric } from "aws-cdk-lib/aws-cloudwatch";
import { EventBus, Rule } from "aws-cdk-lib/aws-events";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import { SqsDestination } from "aws-cdk-lib/aws-lambda-destinations";
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from "aws-cdk-lib/aws-ses";
import { QueueEncryption, Queue as SqsQueue } from "aws-cdk-lib/aws-sqs";
import { Function, type App, type Bucket, type Stack, type Table } from "sst/constructs";
import { grants } from "./access";
import { stageSettings } from "./settings";

/** The function SES's events of the stage's mail come back to (packages/functions/src/mail/ses-events.ts). */
export const SES_EVENTS_HANDLER = "packages/functions/src/mail/ses-events.handler";

/** The configuration set every mail of a stage is sent with: one per stage, so stages never see each other's events. */
export const configurationSetName = (stage: string) => `innfri-${stage}`;

/** The SES events the product acts on (core mail/ses-events.ts), and their EventBridge detail types. */
export const MAIL_EVENTS = [EmailSendingEvent.DELIVERY, EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT];
export const MAIL_EVENT_DETAIL_TYPES = ["Email Delivered", "Email Bounced", "Email Complaint Received"];

/**
 * Mail status (docs/deploy.md "Mail status"), built in the Jobs stack beside the one sender: the stage's SES
 * identity (its own domain outside production: settings.ts), its configuration set (reputation metrics, the
 * account's suppression list for bounces and complaints, TLS required), whose delivery, bounce and complaint events
 * go to the account's default event bus; a rule of this stage's configuration set invokes the ses-events function,
 * which may only read and write the table. An invocation that fails is retried twice by Lambda and then kept in
 * `MailEventsDeadLetter` (as is an event EventBridge could not deliver), 14 days.
 */
export function mailStatus(stack: Stack, app: App, r: { table: Table; bucket: Bucket }) {
  const settings = stageSettings(app);
  const name = configurationSetName(app.stage);
  const configurationSet = new ConfigurationSet(stack, "MailConfigurationSet", {
    configurationSetName: name,
    reputationMetrics: true,
    suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
  });
  configurationSet.addEventDestination("ToEventBridge", {
    destination: EventDestination.eventBus(EventBus.fromEventBusName(stack, "DefaultBus", "default")),
    events: MAIL_EVENTS,
  });

  if (settings.createMailIdentity) {
    // the identity's default configuration set: a mail sent without naming one still reports back
    const identity = new EmailIdentity(stack, "MailIdentity", {
      identity: Identity.domain(settings.mailDomain),
      configurationSet,
    });
    stack.addOutputs({
      MailDkimRecords: identity.dkimRecords.map((x) => `${x.name} CNAME ${x.value}`).join("; "),
    });
  }

  const deadLetter = new SqsQueue(stack, "MailEventsDeadLetter", {
    retentionPeriod: Duration.days(14),
    enforceSSL: true,
    encryption: QueueEncryption.SQS_MANAGED,
  });
  const granted = grants(stack, { ...r, mailDomain: settings.mailDomain, sesSandbox: settings.sesSandbox }, ["table"]);
  const fn = new Function(stack, "MailEvents", {
    handler: SES_EVENTS_HANDLER,
    description: "SES's delivery, bounce and complaint events into the mail log (core mail/ses-events.ts)",
    timeout: "30 seconds",
    environment: granted.environment,
    permissions: granted.permissions,
    retryAttempts: 2,
    onFailure: new SqsDestination(deadLetter),
  });
  new Rule(stack, "MailEventsRule", {
    description: `SES events of the configuration set ${name} to the mail log`,
    eventPattern: {
      source: ["aws.ses"],
      detailType: MAIL_EVENT_DETAIL_TYPES,
      // the default bus is the account's: only this stage's mail (SES tags each event with its configuration set)
      detail: { mail: { tags: { "ses:configuration-set": [name] } } },
    },
    targets: [
      new LambdaFunction(fn, { deadLetterQueue: deadLetter, retryAttempts: 8, maxEventAge: Duration.hours(6) }),
    ],
  });

  return { configurationSet, configurationSetName: name, function: fn, deadLetter };
}

/** SES puts an account under review at a 5 % bounce rate or a 0.1 % complaint rate (and pauses it at 10 % / 0.5 %). */
export const BOUNCE_RATE_ALARM = 0.05;
export const COMPLAINT_RATE_ALARM = 0.001;

type AlarmOf = (id: string, metric: IMetric, threshold: number, description: string, periods?: number) => unknown;

/**
 * The alarms of mail status (Monitoring.ts gives its own `alarm`, to the stage's topic): the ses-events function's
 * errors and throttles, its dead-letter queue, and the configuration set's bounce and complaint rates (reputation
 * metrics) before SES reviews the account. Answers the dashboard's widget.
 */
export function mailAlarms(mail: ReturnType<typeof mailStatus>, alarm: AlarmOf) {
  const period = Duration.minutes(15);
  const fn = mail.function;
  alarm(
    "MailEventsErrors",
    fn.metricErrors({ period: Duration.minutes(5), statistic: "Sum" }),
    1,
    "MailEvents: a failed invocation",
  );
  alarm(
    "MailEventsThrottles",
    fn.metricThrottles({ period: Duration.minutes(5), statistic: "Sum" }),
    1,
    "MailEvents: throttled",
  );
  const dead = mail.deadLetter.metricApproximateNumberOfMessagesVisible({
    period: Duration.minutes(5),
    statistic: "Maximum",
  });
  alarm(
    "MailEventsDeadLetterDepth",
    dead,
    1,
    "An SES event could not be applied (MailEventsDeadLetter, docs/deploy.md Mail status)",
  );
  const rate = (metricName: string) =>
    new Metric({
      namespace: "AWS/SES",
      metricName,
      dimensionsMap: { "ses:configuration-set": mail.configurationSetName },
      period,
      statistic: "Maximum",
    });
  const bounce = rate("Reputation.BounceRate");
  const complaint = rate("Reputation.ComplaintRate");
  alarm(
    "MailBounceRate",
    bounce,
    BOUNCE_RATE_ALARM,
    `SES bounce rate ≥ ${BOUNCE_RATE_ALARM * 100} % (SES reviews the account at 5 %, pauses it at 10 %)`,
  );
  alarm(
    "MailComplaintRate",
    complaint,
    COMPLAINT_RATE_ALARM,
    `SES complaint rate ≥ ${COMPLAINT_RATE_ALARM * 100} % (SES reviews the account at 0.1 %, pauses it at 0.5 %)`,
  );
  return new GraphWidget({
    title: "Mail: bounce and complaint rate, events dead-lettered",
    left: [bounce, complaint],
    right: [dead],
  });
}
