import { Duration, TimeZone } from "aws-cdk-lib";
import { Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { Schedule, ScheduleExpression } from "aws-cdk-lib/aws-scheduler";
import { LambdaInvoke } from "aws-cdk-lib/aws-scheduler-targets";
import { Function, StackContext, use } from "sst/constructs";
import { schedules } from "../packages/core/src/schedules";
import { Database } from "./Database";
import { Jobs, sendMail } from "./Jobs";
import { Realtime } from "./Realtime";
import { Secrets, webUrlFromSsm } from "./Secrets";
import { Storage } from "./Storage";

const pascal = (id: string) => id.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * One EventBridge Scheduler schedule per entry of packages/core/src/schedules.ts, in Europe/Oslo time, each
 * invoking its own function. The local scheduler of `npm start` fires the same handlers from the same list.
 */
export function Events({ stack }: StackContext) {
  const { table } = use(Database);
  const { bucket } = use(Storage);
  const { JWT_SECRET, MAIL_FROM } = use(Secrets);
  const { queue } = use(Jobs);
  const { publisher } = use(Realtime);
  const webUrl = webUrlFromSsm(stack);

  const role = new Role(stack, "SchedulerRole", { assumedBy: new ServicePrincipal("scheduler.amazonaws.com") });

  const functions = schedules.map((entry) => {
    const fn = new Function(stack, `Cron${pascal(entry.id)}`, {
      handler: entry.handler,
      description: entry.description,
      timeout: "5 minutes",
      bind: [table, bucket, queue, JWT_SECRET, MAIL_FROM],
      environment: { ...webUrl.environment, ...publisher.environment },
      permissions: [sendMail(stack), ...webUrl.permissions, ...publisher.permissions],
    });
    new Schedule(stack, `Schedule${pascal(entry.id)}`, {
      description: entry.description,
      schedule: ScheduleExpression.expression(entry.cron, TimeZone.of(entry.timezone)),
      // A run that fails is retried twice within the hour; the next day's run catches up on the rest.
      target: new LambdaInvoke(fn, { role, retryAttempts: 2, maxEventAge: Duration.hours(1) }),
    });
    return fn;
  });

  return { functions };
}
