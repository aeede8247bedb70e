import { Duration, TimeZone } from "aws-cdk-lib";
import { Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { SqsDestination } from "aws-cdk-lib/aws-lambda-destinations";
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from "aws-cdk-lib/aws-scheduler";
import { LambdaInvoke } from "aws-cdk-lib/aws-scheduler-targets";
import { QueueEncryption, Queue as SqsQueue } from "aws-cdk-lib/aws-sqs";
import { Function, StackContext, use } from "sst/constructs";
import { ENQUEUE_HANDLER, isJobSchedule, schedules, type Schedule as Entry } from "../packages/core/src/schedules";
import { Database } from "./Database";
import { grants, type Access } from "./access";
import { Jobs } from "./Jobs";
import { stageSettings } from "./settings";
import { Storage } from "./Storage";

/** What a handler schedule's own function touches (the enqueue function: the table and the queue). */
export const HANDLER_ACCESS: Record<string, readonly Access[]> = {
  // deletes the customer's logo (accounts/deletion.ts)
  "carry-out-deletions": ["table", "documents"],
};

const pascal = (id: string) => id.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * One EventBridge Scheduler schedule per entry of packages/core/src/schedules.ts, in Europe/Oslo time. A job entry
 * invokes the one generic enqueue function with `{ scheduleId, at }` (`at`: the occurrence, so a repeated firing
 * enqueues the same keyed job); a handler entry invokes its own function. The local scheduler of `npm start` fires
 * the same entries from the same list.
 */
export function Events({ stack, app }: StackContext) {
  const { table } = use(Database);
  const { bucket, records } = use(Storage);
  const { queues } = use(Jobs);
  const settings = stageSettings(app);
  const resources = { table, bucket, records, queues, mailDomain: settings.mailDomain, sesSandbox: settings.sesSandbox };

  const role = new Role(stack, "SchedulerRole", { assumedBy: new ServicePrincipal("scheduler.amazonaws.com") });
  // Where a run that failed lands: an event Scheduler could not deliver, and (on-failure destination) an invocation
  // that failed after Lambda's own two async retries. Alarmed on (Monitoring.ts); kept 14 days.
  const deadLetter = new SqsQueue(stack, "CronDeadLetter", {
    retentionPeriod: Duration.days(14),
    enforceSSL: true,
    encryption: QueueEncryption.SQS_MANAGED,
  });

  const cronFunctions: Function[] = [];
  const cronFunction = (id: string, handler: string, description: string, access: readonly Access[]) => {
    const granted = grants(stack, resources, access);
    const fn = new Function(stack, id, {
      handler,
      description,
      timeout: "5 minutes",
      environment: granted.environment,
      permissions: granted.permissions,
      // one run at a time: Lambda's async retries cannot overlap a slow run
      reservedConcurrentExecutions: 1,
      retryAttempts: 2,
      onFailure: new SqsDestination(deadLetter),
    });
    cronFunctions.push(fn);
    return fn;
  };

  // the one function every job schedule invokes: it only enqueues (the jobs consumer runs the job)
  const jobSchedules = schedules.filter(isJobSchedule);
  const enqueue = jobSchedules.length
    ? cronFunction("CronEnqueue", ENQUEUE_HANDLER, "Enqueues the job of a schedule (schedules.ts)", ["table", "enqueue"])
    : undefined;

  const target = (entry: Entry) => {
    // Scheduler invokes asynchronously: this retries only delivery (throttling, permissions); a run that fails is
    // retried twice by Lambda, then lands in the dead-letter queue. The next run catches up on the rest.
    const retry = { role, retryAttempts: 2, maxEventAge: Duration.hours(1), deadLetterQueue: deadLetter };
    if (!isJobSchedule(entry))
      return new LambdaInvoke(
        cronFunction(`Cron${pascal(entry.id)}`, entry.handler, entry.description, HANDLER_ACCESS[entry.id] ?? ["table"]),
        retry,
      );
    const input = ScheduleTargetInput.fromObject({ scheduleId: entry.id, at: ContextAttribute.scheduledTime });
    return new LambdaInvoke(enqueue!, { ...retry, input });
  };

  for (const entry of schedules)
    new Schedule(stack, `Schedule${pascal(entry.id)}`, {
      description: entry.description,
      schedule: ScheduleExpression.expression(entry.cron, TimeZone.of(entry.timezone)),
      target: target(entry),
    });

  return { enqueue, cronFunctions, deadLetter };
}
