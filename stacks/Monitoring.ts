import { Duration } from "aws-cdk-lib";
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import { FilterPattern, MetricFilter } from "aws-cdk-lib/aws-logs";
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import type { IQueue } from "aws-cdk-lib/aws-sqs";
import { Function as SstFunction, StackContext, use } from "sst/constructs";
import { GSI_NAMES } from "../packages/core/src/dynamo/table";
import type { JobQueue } from "../packages/core/src/jobs/queues";
import { schedules } from "../packages/core/src/schedules";
import { HEARTBEAT_METRIC, HEARTBEAT_NAMESPACE } from "../packages/core/src/util/heartbeat";
import { Api } from "./Api";
import { Database } from "./Database";
import { Events } from "./Events";
import { Jobs } from "./Jobs";
import { mailAlarms } from "./mail-status";
import { Realtime } from "./Realtime";
import { isProduction } from "./settings";

const FIVE_MINUTES = Duration.minutes(5);
/**
 * Lines logged at level ERROR by any function (core util/log.ts `log.error`, an uncaught exception), counted by a
 * metric filter on each function's log group (Lambda's JSON log format records the level). They catch what does not
 * fail an invocation: a payment registered but not applied, a mail event that could not be read.
 */
export const ERROR_LOG_NAMESPACE = "Innfri";
export const ERROR_LOG_METRIC = "ErrorLogLines";
/**
 * A job older than this in its queue means the consumer is down or starved. Above each queue's visibility timeout
 * (6 × its consumer's timeout: 6 min for mail, 90 min for heavy work), so one retried job does not page; a backlog
 * or a stopped consumer does.
 */
export const OLDEST_JOB_SECONDS: Record<JobQueue, number> = { mail: 15 * 60, heavy: 2 * 3600 };

/**
 * Each schedule's heartbeat window in hours (schedules.ts): the longest regular gap between two of its runs, across
 * the DST changes, plus a margin. No `ScheduledRunSucceeded` for the schedule within it, missing data counting as
 * breaching, raises its alarm. A schedule added to schedules.ts needs a line here (stacks.test.ts checks it).
 */
export const HEARTBEAT_HOURS: Record<string, number> = {
  // daily 03:15 / 03:30 Oslo: 23–25 h between runs across a DST change
  "expire-registrations": 26,
  "carry-out-deletions": 26,
  // daily 00:10 Oslo
  "ready-due-cases": 26,
  // daily 19:00 Oslo (cases/autopilot/run.ts)
  autopilot: 26,
  // daily 06:00 Oslo (billing/billing-run-start.ts)
  "billing-run": 26,
  // daily 00:30 Oslo (billing/plan-ends.ts)
  "plan-ends": 26,
  // daily 07:00 Oslo (notifications/send.ts)
  notifications: 26,
  // daily 04:30 Oslo (company-register/sync.ts)
  "company-register-sync": 26,
  // daily 05:00 Oslo (accounting/sync.ts)
  "accounting-sync": 26,
  // weekdays 14:00: Friday to Monday is 72 h (a single missed weekday shows only in the failed-job alarms)
  "print-batch": 74,
  // every 15 minutes but 02:xx (up to 2 h 15 min on the autumn night, when 02:xx happens twice)
  "queue-planned-letters": 3,
  // hourly but 02:xx (up to 3 h on the autumn night)
  "resume-paused-cases": 4,
};

/** SES reputation that pages (AWS reviews an account at 5 % bounces or 0.1 % complaints, and may pause it). */
export const SES_BOUNCE_RATE = 0.05;
export const SES_COMPLAINT_RATE = 0.001;
/** The API's p99 latency that pages (HTTP API caps an integration at 30 s). */
export const API_P99_MS = 3000;

/**
 * Every alarm of the stage, to one SNS topic (`Alarms`; INNFRI_ALARM_EMAIL subscribes an address, otherwise
 * subscribe the pager in the console), and one dashboard per stage. docs/deploy.md, "Monitoring".
 */
export function Monitoring({ stack, app }: StackContext) {
  const { api, functions, docs } = use(Api);
  const { table } = use(Database);
  const { jobQueues, mail } = use(Jobs);
  const { cronFunctions, deadLetter: cronDeadLetter } = use(Events);
  const { realtime, authorizer } = use(Realtime);

  const topic = new Topic(stack, "Alarms", { displayName: `Innfri ${app.stage} alarms`, enforceSSL: true });
  if (process.env.INNFRI_ALARM_EMAIL) topic.addSubscription(new EmailSubscription(process.env.INNFRI_ALARM_EMAIL));
  const action = new SnsAction(topic);

  const alarm = (
    id: string,
    metric: IMetric,
    threshold: number,
    description: string,
    periods = 1,
    how: { comparison?: ComparisonOperator; missing?: TreatMissingData } = {},
  ) => {
    const a = new Alarm(stack, id, {
      metric,
      threshold,
      evaluationPeriods: periods,
      comparisonOperator: how.comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: how.missing ?? TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    a.addAlarmAction(action);
    a.addOkAction(action);
    return a;
  };

  // the HTTP API: server errors and latency
  const httpApi = api.cdk.httpApi;
  alarm("ApiServerErrors", httpApi.metricServerError({ period: FIVE_MINUTES, statistic: "Sum" }), 5, "API 5xx: 5 or more in 5 minutes");
  alarm("ApiLatency", httpApi.metricLatency({ period: FIVE_MINUTES, statistic: "p99" }), API_P99_MS, `API p99 latency ≥ ${API_P99_MS} ms for 15 minutes`, 3);

  // every function of ours: errors and throttles
  const routeFunctions = realtime.routes.map((route) => realtime.getFunction(route)).filter((f): f is SstFunction => !!f);
  const all: [string, SstFunction][] = [
    ...Object.entries(functions).map(([name, fn]) => [`Api${name}`, fn] as [string, SstFunction]),
    ["ApiDocs", docs],
    // the heavy queue's consumer keeps the name it had as the only one
    ["JobsConsumer", jobQueues.heavy.queue.consumerFunction as SstFunction],
    ["MailJobsConsumer", jobQueues.mail.queue.consumerFunction as SstFunction],
    ...cronFunctions.map((fn) => [fn.node.id, fn] as [string, SstFunction]),
    ["RealtimeAuthorizer", authorizer],
    ...routeFunctions.map((fn, i) => [`Realtime${i}`, fn] as [string, SstFunction]),
  ];
  for (const [name, fn] of all) {
    alarm(`${name}Errors`, fn.metricErrors({ period: FIVE_MINUTES, statistic: "Sum" }), 1, `${name}: a failed invocation`);
    alarm(`${name}Throttles`, fn.metricThrottles({ period: FIVE_MINUTES, statistic: "Sum" }), 1, `${name}: throttled`);
  }
  // every function's error lines, into one metric (fn.logGroup is the group its LogRetention creates)
  for (const [name, fn] of [...all, ["MailEvents", mail.function] as [string, SstFunction]])
    new MetricFilter(stack, `${name}ErrorLogs`, {
      logGroup: fn.logGroup,
      filterPattern: FilterPattern.stringValue("$.level", "=", "ERROR"),
      metricNamespace: ERROR_LOG_NAMESPACE,
      metricName: ERROR_LOG_METRIC,
      metricValue: "1",
    });
  const errorLines = new Metric({ namespace: ERROR_LOG_NAMESPACE, metricName: ERROR_LOG_METRIC, period: FIVE_MINUTES, statistic: "Sum" });
  alarm("ErrorLogLines", errorLines, 1, "A function logged an error (CloudWatch Logs Insights: level = ERROR)");

  // DynamoDB: throttled reads or writes on the table or any index (a throttled GSI throttles the table's writes)
  const dynamo = (metricName: string, index?: string) =>
    new Metric({
      namespace: "AWS/DynamoDB",
      metricName,
      dimensionsMap: { TableName: table.tableName, ...(index ? { GlobalSecondaryIndexName: index } : {}) },
      period: FIVE_MINUTES,
      statistic: "Sum",
    });
  const throttles = [dynamo("ReadThrottleEvents"), dynamo("WriteThrottleEvents"), ...GSI_NAMES.flatMap((gsi) => [dynamo("ReadThrottleEvents", gsi), dynamo("WriteThrottleEvents", gsi)])];
  const throttleSum = new MathExpression({
    expression: throttles.map((_, i) => `m${i}`).join(" + "),
    usingMetrics: Object.fromEntries(throttles.map((m, i) => [`m${i}`, m])),
    period: FIVE_MINUTES,
    label: "DynamoDB throttle events (table and indexes)",
  });
  alarm("TableThrottles", throttleSum, 1, "DynamoDB: throttled requests on the table or an index");
  alarm("TableSystemErrors", dynamo("SystemErrors"), 1, "DynamoDB: system errors");

  // queues: anything dead-lettered, and jobs waiting too long, per job queue (the heavy one keeps its old names)
  const visible = (q: IQueue) => q.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: "Maximum" });
  const oldest = (q: IQueue) => q.metricApproximateAgeOfOldestMessage({ period: FIVE_MINUTES, statistic: "Maximum" });
  for (const [name, { queue, deadLetter }] of Object.entries(jobQueues) as [JobQueue, (typeof jobQueues)[JobQueue]][]) {
    const prefix = name === "heavy" ? "Jobs" : "MailJobs";
    const seconds = OLDEST_JOB_SECONDS[name];
    alarm(`${prefix}DeadLetterDepth`, visible(deadLetter), 1, `A job of the ${name} queue failed 5 times and is in its dead-letter queue (docs/deploy.md, Job queues)`);
    alarm(`${prefix}OldestMessage`, oldest(queue.cdk.queue), seconds, `A job of the ${name} queue has waited ${seconds / 60} minutes or more`);
  }
  alarm("CronDeadLetterDepth", visible(cronDeadLetter), 1, "A scheduled run failed (CronDeadLetter)");

  // a heartbeat per schedule: no successful run within its window (missing data breaches) pages
  for (const entry of schedules) {
    const hours = HEARTBEAT_HOURS[entry.id];
    if (!hours) throw new Error(`no heartbeat window for schedule ${entry.id}: add it to HEARTBEAT_HOURS (stacks/Monitoring.ts)`);
    const beats = new Metric({
      namespace: HEARTBEAT_NAMESPACE,
      metricName: HEARTBEAT_METRIC,
      dimensionsMap: { Stage: app.stage, Schedule: entry.id },
      period: Duration.hours(hours),
      statistic: "Sum",
    });
    const pascal = entry.id.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
    alarm(`Heartbeat${pascal}`, beats, 1, `Schedule ${entry.id}: no successful run in ${hours} hours`, 1, {
      comparison: ComparisonOperator.LESS_THAN_THRESHOLD,
      missing: TreatMissingData.BREACHING,
    });
  }

  // SES reputation, account-wide (what AWS reviews the account by): alarmed by production only, since every stage
  // has its own identity in the same account; each stage's own rates are alarmed per configuration set (mailAlarms)
  if (isProduction(app.stage)) {
    const ses = (metricName: string) =>
      new Metric({ namespace: "AWS/SES", metricName, period: Duration.minutes(15), statistic: "Maximum" });
    const above = { comparison: ComparisonOperator.GREATER_THAN_THRESHOLD };
    alarm("SesBounceRate", ses("Reputation.BounceRate"), SES_BOUNCE_RATE, `SES bounce rate above ${SES_BOUNCE_RATE * 100} %`, 1, above);
    alarm("SesComplaintRate", ses("Reputation.ComplaintRate"), SES_COMPLAINT_RATE, `SES complaint rate above ${SES_COMPLAINT_RATE * 100} %`, 1, above);
  }

  const fnMetric = (metric: (fn: SstFunction) => IMetric) => all.map(([, fn]) => metric(fn));
  const dashboard = new Dashboard(stack, "Dashboard", { dashboardName: `${app.stage}-innfri` });
  dashboard.addWidgets(
    new GraphWidget({ title: "API requests and 5xx", left: [httpApi.metricCount({ period: FIVE_MINUTES }), httpApi.metricServerError({ period: FIVE_MINUTES })] }),
    new GraphWidget({ title: "API latency p50 / p99", left: [httpApi.metricLatency({ statistic: "p50" }), httpApi.metricLatency({ statistic: "p99" })] }),
    new GraphWidget({
      title: "Jobs: queued and dead-lettered per queue, oldest (s)",
      left: [...Object.values(jobQueues).flatMap(({ queue, deadLetter }) => [visible(queue.cdk.queue), visible(deadLetter)]), visible(cronDeadLetter)],
      right: Object.values(jobQueues).map(({ queue }) => oldest(queue.cdk.queue)),
    }),
  );
  dashboard.addWidgets(
    new GraphWidget({ title: "Function errors", left: fnMetric((fn) => fn.metricErrors({ period: FIVE_MINUTES, label: fn.node.id })) }),
    new GraphWidget({ title: "Function throttles", left: fnMetric((fn) => fn.metricThrottles({ period: FIVE_MINUTES, label: fn.node.id })) }),
    new GraphWidget({
      title: "DynamoDB consumed capacity and throttles",
      left: [dynamo("ConsumedReadCapacityUnits"), dynamo("ConsumedWriteCapacityUnits")],
      right: [throttleSum],
    }),
  );

  // mail status: the ses-events function, its dead letters, SES's bounce and complaint rates (mail-status.ts)
  dashboard.addWidgets(mailAlarms(mail, alarm));

  stack.addOutputs({ AlarmTopicArn: topic.topicArn });
  return { topic, dashboard };
}
