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
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import type { IQueue } from "aws-cdk-lib/aws-sqs";
import { Function as SstFunction, StackContext, use } from "sst/constructs";
import { GSI_NAMES } from "../packages/core/src/dynamo/table";
import { Api } from "./Api";
import { Database } from "./Database";
import { Events } from "./Events";
import { Jobs } from "./Jobs";
import { mailAlarms } from "./mail-status";
import { Realtime } from "./Realtime";

const FIVE_MINUTES = Duration.minutes(5);
/** A job older than this in the queue means the consumer is down or starved (the visibility timeout is 12 min). */
export const OLDEST_JOB_SECONDS = 15 * 60;
/** The API's p99 latency that pages (HTTP API caps an integration at 30 s). */
export const API_P99_MS = 3000;

/**
 * Every alarm of the stage, to one SNS topic (`Alarms`; INNFRI_ALARM_EMAIL subscribes an address, otherwise
 * subscribe the pager in the console), and one dashboard per stage. docs/deploy.md, "Monitoring".
 */
export function Monitoring({ stack, app }: StackContext) {
  const { api, functions, docs } = use(Api);
  const { table } = use(Database);
  const { queue, deadLetter } = use(Jobs);
  const { mail } = use(Jobs);
  const { cronFunctions, deadLetter: cronDeadLetter } = use(Events);
  const { realtime, authorizer } = use(Realtime);

  const topic = new Topic(stack, "Alarms", { displayName: `Innfri ${app.stage} alarms`, enforceSSL: true });
  if (process.env.INNFRI_ALARM_EMAIL) topic.addSubscription(new EmailSubscription(process.env.INNFRI_ALARM_EMAIL));
  const action = new SnsAction(topic);

  const alarm = (id: string, metric: IMetric, threshold: number, description: string, periods = 1) => {
    const a = new Alarm(stack, id, {
      metric,
      threshold,
      evaluationPeriods: periods,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
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
    ["JobsConsumer", queue.consumerFunction as SstFunction],
    ...cronFunctions.map((fn) => [fn.node.id, fn] as [string, SstFunction]),
    ["RealtimeAuthorizer", authorizer],
    ...routeFunctions.map((fn, i) => [`Realtime${i}`, fn] as [string, SstFunction]),
  ];
  for (const [name, fn] of all) {
    alarm(`${name}Errors`, fn.metricErrors({ period: FIVE_MINUTES, statistic: "Sum" }), 1, `${name}: a failed invocation`);
    alarm(`${name}Throttles`, fn.metricThrottles({ period: FIVE_MINUTES, statistic: "Sum" }), 1, `${name}: throttled`);
  }

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

  // queues: anything dead-lettered, and jobs waiting too long
  const visible = (q: IQueue) => q.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: "Maximum" });
  alarm("JobsDeadLetterDepth", visible(deadLetter), 1, "A job failed 5 times and is in the dead-letter queue (docs/deploy.md, Failed jobs)");
  alarm("CronDeadLetterDepth", visible(cronDeadLetter), 1, "A scheduled run failed (CronDeadLetter)");
  const oldest = queue.cdk.queue.metricApproximateAgeOfOldestMessage({ period: FIVE_MINUTES, statistic: "Maximum" });
  alarm("JobsOldestMessage", oldest, OLDEST_JOB_SECONDS, `A job has waited ${OLDEST_JOB_SECONDS / 60} minutes or more`);

  const fnMetric = (metric: (fn: SstFunction) => IMetric) => all.map(([, fn]) => metric(fn));
  const dashboard = new Dashboard(stack, "Dashboard", { dashboardName: `${app.stage}-innfri` });
  dashboard.addWidgets(
    new GraphWidget({ title: "API requests and 5xx", left: [httpApi.metricCount({ period: FIVE_MINUTES }), httpApi.metricServerError({ period: FIVE_MINUTES })] }),
    new GraphWidget({ title: "API latency p50 / p99", left: [httpApi.metricLatency({ statistic: "p50" }), httpApi.metricLatency({ statistic: "p99" })] }),
    new GraphWidget({ title: "Jobs: queued, oldest (s), dead-lettered", left: [visible(queue.cdk.queue), visible(deadLetter), visible(cronDeadLetter)], right: [oldest] }),
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
