import { Duration, TimeZone } from "aws-cdk-lib";
import { Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from "aws-cdk-lib/aws-scheduler";
import { LambdaInvoke } from "aws-cdk-lib/aws-scheduler-targets";
import { Function, StackContext, use } from "sst/constructs";
import { ENQUEUE_HANDLER, isJobSchedule, schedules, type Schedule as Entry } from "../packages/core/src/schedules";
import { Database } from "./Database";
import { Jobs, sendMail } from "./Jobs";
import { Realtime } from "./Realtime";
import { Secrets, webUrlFromSsm } from "./Secrets";
import { Storage } from "./Storage";

const pascal = (id: string) => id.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * One EventBridge Scheduler schedule per entry of packages/core/src/schedules.ts, in Europe/Oslo time. A job entry
 * invokes the one generic enqueue function with `{ scheduleId, at }` (`at`: the occurrence, so a repeated firing
 * enqueues the same keyed job); a handler entry invokes its own function. The local scheduler of `npm start` fires
 * the same entries from the same list.
 */
export function Events({ stack }: StackContext) {
  const { table } = use(Database);
  const { bucket } = use(Storage);
  const { JWT_SECRET, MAIL_FROM } = use(Secrets);
  const { queue } = use(Jobs);
  const { publisher } = use(Realtime);
  const webUrl = webUrlFromSsm(stack);

  const role = new Role(stack, "SchedulerRole", { assumedBy: new ServicePrincipal("scheduler.amazonaws.com") });

  const cronFunction = (id: string, handler: string, description: string) =>
    new Function(stack, id, {
      handler,
      description,
      timeout: "5 minutes",
      bind: [table, bucket, queue, JWT_SECRET, MAIL_FROM],
      environment: { ...webUrl.environment, ...publisher.environment },
      permissions: [sendMail(stack), ...webUrl.permissions, ...publisher.permissions],
    });

  // the one function every job schedule invokes: it only enqueues (the jobs consumer runs the job)
  const jobSchedules = schedules.filter(isJobSchedule);
  const enqueue = jobSchedules.length
    ? cronFunction("CronEnqueue", ENQUEUE_HANDLER, "Enqueues the job of a schedule (schedules.ts)")
    : undefined;

  const target = (entry: Entry) => {
    // A run that fails is retried twice within the hour; the next day's run catches up on the rest.
    const retry = { role, retryAttempts: 2, maxEventAge: Duration.hours(1) };
    if (!isJobSchedule(entry))
      return new LambdaInvoke(cronFunction(`Cron${pascal(entry.id)}`, entry.handler, entry.description), retry);
    const input = ScheduleTargetInput.fromObject({ scheduleId: entry.id, at: ContextAttribute.scheduledTime });
    return new LambdaInvoke(enqueue!, { ...retry, input });
  };

  for (const entry of schedules)
    new Schedule(stack, `Schedule${pascal(entry.id)}`, {
      description: entry.description,
      schedule: ScheduleExpression.expression(entry.cron, TimeZone.of(entry.timezone)),
      target: target(entry),
    });

  return { enqueue };
}
